import * as Y from 'yjs';

// Reaching into the database collab's nested Y types. A key written as a plain value (an older or foreign
// writer) is replaced by the same content as a Y type, never dropped, so that later edits merge.

export function databaseMap(doc: Y.Doc): Y.Map<unknown> {
  const database = doc.getMap('data').get('database');
  if (!(database instanceof Y.Map)) throw new Error('The collab holds no database');
  return database as Y.Map<unknown>;
}

export function childMap(parent: Y.Map<unknown>, key: string): Y.Map<unknown> {
  const value = parent.get(key);
  if (value instanceof Y.Map) return value as Y.Map<unknown>;
  const map = new Y.Map<unknown>(
    typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [],
  );
  parent.set(key, map);
  return map;
}

export function childArray(parent: Y.Map<unknown>, key: string): Y.Array<unknown> {
  const value = parent.get(key);
  if (value instanceof Y.Array) return value as Y.Array<unknown>;
  const array = new Y.Array<unknown>();
  if (Array.isArray(value)) array.push(value as unknown[]);
  parent.set(key, array);
  return array;
}

export function viewMap(doc: Y.Doc, viewId: string): Y.Map<unknown> | undefined {
  const view = childMap(databaseMap(doc), 'views').get(viewId);
  return view instanceof Y.Map ? (view as Y.Map<unknown>) : undefined;
}
