import * as Y from 'yjs';
import { childArray, viewMap } from './yaccess';

/** Sorts a view by a field; a sort already on the field is replaced. Answers the sort's id. */
export function addSort(doc: Y.Doc, viewId: string, sort: { fieldId: string; descending: boolean }): string {
  const id = crypto.randomUUID();
  doc.transact(() => {
    const view = viewMap(doc, viewId);
    if (view === undefined) return;
    const sorts = childArray(view, 'sorts');
    removeWhere(sorts, (entry) => entry.field_id === sort.fieldId);
    sorts.push([
      new Y.Map<unknown>(Object.entries({ id, field_id: sort.fieldId, condition: sort.descending ? 1 : 0 })),
    ]);
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
