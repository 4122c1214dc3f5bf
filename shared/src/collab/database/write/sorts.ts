import * as Y from 'yjs';
import { shortId } from '../../ids.js';
import { yMap } from '../../yjs.js';
import { childArray, entryId, fieldMap, indexOfId, invalid, moveEntry, viewMap } from './doc.js';
import { databaseWriteLimits } from './limits.js';

// A view's sorts, in order of precedence: `sorts` holds maps `{id, field_id, condition}` (0 ascending, 1 descending).

function sortWith(sorts: Y.Array<unknown>, id: string): Y.Map<unknown> {
  const entry = sorts.get(indexOfId(sorts, id));
  if (!(entry instanceof Y.Map)) throw invalid(`No sort ${id}`);
  return entry as Y.Map<unknown>;
}

/** Adds a sort after the others; a field already sorted has its sort's direction changed instead. */
export function addSort(
  doc: Y.Doc,
  viewId: string,
  params: { fieldId: string; descending: boolean },
): string {
  let id = shortId(6);
  doc.transact(() => {
    fieldMap(doc, params.fieldId);
    const sorts = childArray(viewMap(doc, viewId), 'sorts');
    const existing = sorts
      .toArray()
      .find(
        (entry): entry is Y.Map<unknown> =>
          entry instanceof Y.Map && entry.get('field_id') === params.fieldId,
      );
    if (existing !== undefined) {
      existing.set('condition', params.descending ? 1 : 0);
      id = entryId(existing);
      return;
    }
    if (sorts.length >= databaseWriteLimits.sortsPerView) {
      throw invalid(`A view holds at most ${databaseWriteLimits.sortsPerView} sorts`);
    }
    sorts.push([yMap({ id: `s:${id}`, field_id: params.fieldId, condition: params.descending ? 1 : 0 })]);
    id = `s:${id}`;
  });
  return id;
}

export function updateSort(
  doc: Y.Doc,
  viewId: string,
  sortId: string,
  patch: { fieldId?: string; descending?: boolean },
): void {
  doc.transact(() => {
    const sort = sortWith(childArray(viewMap(doc, viewId), 'sorts'), sortId);
    if (patch.fieldId !== undefined) {
      fieldMap(doc, patch.fieldId);
      sort.set('field_id', patch.fieldId);
    }
    if (patch.descending !== undefined) sort.set('condition', patch.descending ? 1 : 0);
  });
}

export function removeSort(doc: Y.Doc, viewId: string, sortId: string): void {
  doc.transact(() => {
    const sorts = childArray(viewMap(doc, viewId), 'sorts');
    const index = indexOfId(sorts, sortId);
    if (index >= 0) sorts.delete(index, 1);
  });
}

export function moveSort(doc: Y.Doc, viewId: string, sortId: string, toIndex: number): void {
  doc.transact(() => {
    moveEntry(childArray(viewMap(doc, viewId), 'sorts'), sortId, toIndex);
  });
}
