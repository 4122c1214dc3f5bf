import * as Y from 'yjs';
import { unixNow } from '../../yjs.js';
import { stringOf } from '../fieldTypes.js';
import { rowDocumentId, rowMetaKey } from '../uuid.js';
import { rowCollabGuid } from './create.js';
import { allViews, childArray, clampIndex, cloneValue, entryId, invalid, moveEntry, viewMap } from './doc.js';
import { databaseWriteLimits } from './limits.js';

/**
 * Lists a new row in every view: at `index` in `viewId`, at the end elsewhere. Two people inserting at the
 * same place both keep their rows (Yjs orders the two inserts the same way everywhere).
 */
export function insertRowOrder(
  doc: Y.Doc,
  rowId: string,
  options: { viewId?: string; index?: number } = {},
): void {
  if (typeof rowId !== 'string' || rowId === '' || rowId.length > 200) throw invalid('Invalid row id');
  doc.transact(() => {
    if (options.viewId !== undefined) viewMap(doc, options.viewId);
    for (const view of allViews(doc)) {
      const order = childArray(view, 'row_orders');
      if (order.length >= databaseWriteLimits.rowsPerDatabase) {
        throw invalid(`A database holds at most ${databaseWriteLimits.rowsPerDatabase} rows`);
      }
      if (order.toArray().some((entry) => entryId(entry) === rowId)) continue;
      const at = view.get('id') === options.viewId ? clampIndex(options.index, order.length) : order.length;
      order.insert(at, [{ id: rowId, height: 60 }]);
    }
  });
}

/** Removes rows from every view's order (their collabs are the caller's to delete). */
export function removeRowOrders(doc: Y.Doc, rowIds: readonly string[]): void {
  const ids = new Set(rowIds);
  doc.transact(() => {
    for (const view of allViews(doc)) {
      const order = view.get('row_orders');
      if (!(order instanceof Y.Array)) continue;
      const entries = order.toArray();
      for (let i = entries.length - 1; i >= 0; i -= 1) if (ids.has(entryId(entries[i]))) order.delete(i, 1);
    }
  });
}

export function moveRowOrder(doc: Y.Doc, viewId: string, rowId: string, toIndex: number): void {
  doc.transact(() => {
    moveEntry(childArray(viewMap(doc, viewId), 'row_orders'), rowId, toIndex);
  });
}

/**
 * A copy of a row collab under a new id: its cells and its other keys as they are; new times, and the meta
 * keys derived again from the new id (the icon and cover copied, the document a new, empty one).
 */
export function duplicateRowDoc(source: Y.Doc, params: { rowId: string; now: Date }): Y.Doc {
  const { rowId } = params;
  const root = source.getMap('data');
  const data = root.get('data');
  if (!(data instanceof Y.Map)) throw invalid('The collab holds no row');
  const oldId = stringOf(data.get('id'));
  const databaseId = stringOf(data.get('database_id'));
  const newDocumentKey = rowMetaKey(rowId, 'document_id');
  const newEmptyKey = rowMetaKey(rowId, 'is_document_empty');
  const documentId = rowDocumentId(rowId);
  if (newDocumentKey === undefined || newEmptyKey === undefined || documentId === undefined) {
    throw invalid('A row id must be a UUID');
  }
  const now = unixNow(params.now);
  const doc = new Y.Doc({ guid: rowCollabGuid(databaseId, rowId) });
  doc.transact(() => {
    const copy = cloneValue(data) as Y.Map<unknown>;
    copy.set('id', rowId);
    copy.set('created_at', now);
    copy.set('last_modified', now);
    const target = doc.getMap('data');
    target.set('data', copy);
    const meta = new Y.Map<unknown>();
    const oldMeta = root.get('meta');
    if (oldMeta instanceof Y.Map) {
      for (const name of ['icon_id', 'cover_id'] as const) {
        const from = rowMetaKey(oldId, name);
        const to = rowMetaKey(rowId, name);
        const value: unknown = from === undefined ? undefined : oldMeta.get(from);
        if (to !== undefined && value !== undefined) meta.set(to, cloneValue(value));
      }
    }
    meta.set(newDocumentKey, documentId);
    meta.set(newEmptyKey, true);
    target.set('meta', meta);
    target.set('comment', new Y.Array());
  });
  return doc;
}
