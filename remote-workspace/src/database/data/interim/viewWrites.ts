import * as Y from 'yjs';
import { childArray, childMap, databaseMap, unixSeconds, viewMap } from './yaccess';

/** Adds a view of `layout` (a DatabaseLayout number) with the fields and rows of `from` (or of the first view). */
export function addView(doc: Y.Doc, params: { name: string; layout: number; now: Date; from?: string }): string {
  const id = crypto.randomUUID();
  const seconds = unixSeconds(params.now);
  doc.transact(() => {
    const database = databaseMap(doc);
    const views = childMap(database, 'views');
    const source = (params.from === undefined ? undefined : viewMap(doc, params.from)) ?? firstView(views);
    const json = (source?.toJSON() ?? {}) as Record<string, unknown>;
    const copy = (key: string) => {
      const array = new Y.Array<unknown>();
      if (Array.isArray(json[key])) array.push(json[key] as unknown[]);
      return array;
    };
    const settings = new Y.Map<unknown>();
    for (const [fieldId, setting] of Object.entries((json.field_settings ?? {}) as Record<string, object>)) {
      settings.set(fieldId, new Y.Map<unknown>(Object.entries(setting)));
    }
    const view = new Y.Map<unknown>();
    views.set(id, view);
    for (const [key, value] of Object.entries({
      id,
      database_id: database.get('id'),
      name: params.name,
      layout: params.layout,
      created_at: seconds,
      modified_at: seconds,
      is_inline: false,
    })) {
      view.set(key, value);
    }
    view.set('layout_settings', new Y.Map<unknown>());
    view.set('field_settings', settings);
    view.set('field_orders', copy('field_orders'));
    view.set('row_orders', copy('row_orders'));
    for (const key of ['filters', 'sorts', 'groups', 'calculations']) view.set(key, new Y.Array<unknown>());
  });
  return id;
}

function firstView(views: Y.Map<unknown>): Y.Map<unknown> | undefined {
  for (const view of views.values()) if (view instanceof Y.Map) return view as Y.Map<unknown>;
  return undefined;
}

export function renameView(doc: Y.Doc, viewId: string, name: string, now: Date): void {
  void now;
  doc.transact(() => viewMap(doc, viewId)?.set('name', name));
}

/** Deletes a view; never the last one. */
export function deleteView(doc: Y.Doc, viewId: string): void {
  doc.transact(() => {
    const views = childMap(databaseMap(doc), 'views');
    if (views.size <= 1 || !views.has(viewId)) return;
    views.delete(viewId);
  });
}

/** Sorts a view by a field; a sort already on the field is replaced. Answers the sort's id. */
export function addSort(doc: Y.Doc, viewId: string, sort: { fieldId: string; descending: boolean }): string {
  const id = crypto.randomUUID();
  doc.transact(() => {
    const view = viewMap(doc, viewId);
    if (view === undefined) return;
    const sorts = childArray(view, 'sorts');
    removeWhere(sorts, (entry) => entry.field_id === sort.fieldId);
    sorts.push([new Y.Map<unknown>(Object.entries({ id, field_id: sort.fieldId, condition: sort.descending ? 1 : 0 }))]);
  });
  return id;
}

export function removeSortOfField(doc: Y.Doc, viewId: string, fieldId: string): void {
  doc.transact(() => {
    const view = viewMap(doc, viewId);
    if (view !== undefined) removeWhere(childArray(view, 'sorts'), (entry) => entry.field_id === fieldId);
  });
}

/** A data filter on a field (AppFlowy's filter_type 2); answers its id. */
export function addFilter(
  doc: Y.Doc,
  viewId: string,
  filter: { fieldId: string; fieldType: number; condition: number; content: string },
): string {
  const id = crypto.randomUUID();
  doc.transact(() => {
    const view = viewMap(doc, viewId);
    if (view === undefined) return;
    childArray(view, 'filters').push([
      new Y.Map<unknown>(
        Object.entries({
          id,
          field_id: filter.fieldId,
          ty: filter.fieldType,
          condition: filter.condition,
          content: filter.content,
          filter_type: 2,
        }),
      ),
    ]);
  });
  return id;
}

export function removeFilter(doc: Y.Doc, viewId: string, filterId: string): void {
  doc.transact(() => {
    const view = viewMap(doc, viewId);
    if (view !== undefined) removeWhere(childArray(view, 'filters'), (entry) => entry.id === filterId);
  });
}

function removeWhere(array: Y.Array<unknown>, test: (entry: Record<string, unknown>) => boolean): void {
  for (let index = array.length - 1; index >= 0; index -= 1) {
    const entry = array.get(index);
    const json = (entry instanceof Y.Map ? entry.toJSON() : entry) as Record<string, unknown> | null;
    if (json !== null && typeof json === 'object' && test(json)) array.delete(index, 1);
  }
}
