import * as Y from 'yjs';
import { AppError } from '../../../errors/app-error.js';
import { databaseWriteLimits } from './limits.js';

// Accessors shared by the writes. A write touches only the keys it owns: a missing container is created, an
// existing one (whatever else it holds, bigint numbers included) is edited in place, never rebuilt.

export function invalid(message: string): AppError {
  return new AppError('InvalidRequest', message);
}

export function databaseMap(doc: Y.Doc): Y.Map<unknown> {
  const database = doc.getMap('data').get('database');
  if (!(database instanceof Y.Map)) throw invalid('The collab holds no database');
  return database as Y.Map<unknown>;
}

/** The Y.Map at `key` of `parent`, created when missing; a plain object there is lifted into a Y.Map. */
export function childMap(parent: Y.Map<unknown>, key: string): Y.Map<unknown> {
  const existing = parent.get(key);
  if (existing instanceof Y.Map) return existing as Y.Map<unknown>;
  const map = new Y.Map<unknown>(
    typeof existing === 'object' &&
      existing !== null &&
      !Array.isArray(existing) &&
      !(existing instanceof Y.AbstractType)
      ? Object.entries(existing as Record<string, unknown>)
      : [],
  );
  parent.set(key, map);
  return map;
}

/** The Y.Array at `key` of `parent`, created when missing; a plain array there is lifted into a Y.Array. */
export function childArray(parent: Y.Map<unknown>, key: string): Y.Array<unknown> {
  const existing = parent.get(key);
  if (existing instanceof Y.Array) return existing as Y.Array<unknown>;
  const array = new Y.Array<unknown>();
  if (Array.isArray(existing)) array.push(existing as unknown[]);
  parent.set(key, array);
  return array;
}

export function fieldsMap(doc: Y.Doc): Y.Map<unknown> {
  return childMap(databaseMap(doc), 'fields');
}

export function viewsMap(doc: Y.Doc): Y.Map<unknown> {
  return childMap(databaseMap(doc), 'views');
}

export function fieldMap(doc: Y.Doc, fieldId: string): Y.Map<unknown> {
  const field = fieldsMap(doc).get(fieldId);
  if (!(field instanceof Y.Map)) throw invalid(`No field ${fieldId}`);
  return field as Y.Map<unknown>;
}

export function viewMap(doc: Y.Doc, viewId: string): Y.Map<unknown> {
  const view = viewsMap(doc).get(viewId);
  if (!(view instanceof Y.Map)) throw invalid(`No view ${viewId}`);
  return view as Y.Map<unknown>;
}

export function allViews(doc: Y.Doc): Y.Map<unknown>[] {
  return [...viewsMap(doc).values()].filter((view): view is Y.Map<unknown> => view instanceof Y.Map);
}

/** The id of a plain `{id}` entry or of a Y.Map entry of an array. */
export function entryId(entry: unknown): string {
  if (entry instanceof Y.Map) {
    const id: unknown = entry.get('id');
    return typeof id === 'string' ? id : '';
  }
  if (typeof entry === 'object' && entry !== null) {
    const id = (entry as Record<string, unknown>).id;
    return typeof id === 'string' ? id : '';
  }
  return '';
}

export function indexOfId(array: Y.Array<unknown>, id: string): number {
  return array.toArray().findIndex((entry) => entryId(entry) === id);
}

/** Removes every entry with this id (concurrent moves can leave two). */
export function removeId(array: Y.Array<unknown>, id: string): void {
  const entries = array.toArray();
  for (let i = entries.length - 1; i >= 0; i -= 1) if (entryId(entries[i]) === id) array.delete(i, 1);
}

export function clampIndex(index: number | undefined, length: number): number {
  if (index === undefined || !Number.isFinite(index)) return length;
  return Math.max(0, Math.min(length, Math.trunc(index)));
}

/** A deep copy of a Yjs value for a new place (Y types cannot be moved); plain values are kept as they are. */
export function cloneValue(value: unknown): unknown {
  if (value instanceof Y.Map) {
    const map = new Y.Map<unknown>();
    for (const [key, inner] of value.entries()) map.set(key, cloneValue(inner));
    return map;
  }
  if (value instanceof Y.Array) {
    const array = new Y.Array<unknown>();
    array.push(value.toArray().map(cloneValue));
    return array;
  }
  if (value instanceof Y.Text) return new Y.Text(value.toJSON());
  return value;
}

/** Moves the entry with `id` to `toIndex` (an index in the array as it is after the entry left). */
export function moveEntry(array: Y.Array<unknown>, id: string, toIndex: number): void {
  const from = indexOfId(array, id);
  if (from < 0) throw invalid(`No entry ${id}`);
  // Copied before the delete: a deleted Y type no longer holds its content.
  const copy = cloneValue(array.get(from));
  removeId(array, id);
  array.insert(clampIndex(toIndex, array.length), [copy]);
}

export function checkName(name: string, what: string): string {
  if (typeof name !== 'string') throw invalid(`${what} must be text`);
  if (name.length > databaseWriteLimits.nameChars) {
    throw invalid(`${what} is longer than ${databaseWriteLimits.nameChars} characters`);
  }
  return name;
}

export function numberOfAny(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return fallback;
}

/**
 * The key of the views' order in `metas`: Quire's own (AppFlowy keeps no order of views and ignores keys of
 * metas it does not know), a Y.Array of view ids.
 */
export const viewOrderKey = 'quire_view_order';
