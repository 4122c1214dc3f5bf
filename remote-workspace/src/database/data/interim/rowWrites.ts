import { rowDocumentId, rowMetaKey } from '@quire/shared/collab';
import * as Y from 'yjs';
import { childArray, childMap, eachView, indexOfId, unixSeconds, viewMap } from './yaccess';

/** A cell to write, in AppFlowy's encodings (select ids comma-joined, checkbox "Yes"/"No", dates unix seconds). */
export interface CellInput {
  type: number;
  data: string | string[];
  endTimestamp?: string;
  includeTime?: boolean;
  isRange?: boolean;
}

/** The Y.Doc guid of a row collab (its stored object id is the row id). */
export function rowCollabGuid(databaseId: string, rowId: string): string {
  return `${databaseId}_rows_${rowId}`;
}

function rowData(rowDoc: Y.Doc): Y.Map<unknown> {
  return childMap(rowDoc.getMap('data') as Y.Map<unknown>, 'data');
}

function writeCell(cells: Y.Map<unknown>, fieldId: string, input: CellInput, seconds: number): void {
  const existing = cells.get(fieldId);
  const cell = existing instanceof Y.Map ? (existing as Y.Map<unknown>) : new Y.Map<unknown>();
  if (!(existing instanceof Y.Map)) {
    cell.set('created_at', seconds);
    cells.set(fieldId, cell);
  }
  cell.set('field_type', input.type);
  if (Array.isArray(input.data)) {
    const ids = new Y.Array<string>();
    ids.push(input.data);
    cell.set('data', ids);
  } else cell.set('data', input.data);
  if (input.endTimestamp !== undefined) cell.set('end_timestamp', input.endTimestamp);
  if (input.includeTime !== undefined) cell.set('include_time', input.includeTime);
  if (input.isRange !== undefined) cell.set('is_range', input.isRange);
  cell.set('last_modified', seconds);
}

/** Writes one cell of a row (one transaction); the row's last_modified follows. */
export function setCell(rowDoc: Y.Doc, fieldId: string, input: CellInput, now: Date): void {
  const seconds = unixSeconds(now);
  rowDoc.transact(() => {
    const data = rowData(rowDoc);
    writeCell(childMap(data, 'cells'), fieldId, input, seconds);
    data.set('last_modified', seconds);
  });
}

/** Empties a cell: its data becomes '' (the cell's other keys stay, as AppFlowy clears). */
export function clearCell(rowDoc: Y.Doc, fieldId: string, now: Date): void {
  const seconds = unixSeconds(now);
  rowDoc.transact(() => {
    const data = rowData(rowDoc);
    const cell = childMap(data, 'cells').get(fieldId);
    if (!(cell instanceof Y.Map)) return;
    cell.set('data', '');
    cell.set('last_modified', seconds);
    data.set('last_modified', seconds);
  });
}

/** A new row collab in AppFlowy's layout, its document id in the meta. */
export function newRowDoc(params: {
  databaseId: string;
  rowId: string;
  now: Date;
  cells?: Record<string, CellInput>;
}): Y.Doc {
  const { databaseId, rowId } = params;
  const seconds = unixSeconds(params.now);
  const doc = new Y.Doc({ guid: rowCollabGuid(databaseId, rowId) });
  doc.transact(() => {
    const root = doc.getMap('data') as Y.Map<unknown>;
    const data = new Y.Map<unknown>();
    root.set('data', data);
    data.set('id', rowId);
    data.set('database_id', databaseId);
    data.set('height', 60);
    data.set('visibility', true);
    data.set('created_at', seconds);
    data.set('last_modified', seconds);
    const cells = new Y.Map<unknown>();
    data.set('cells', cells);
    for (const [fieldId, input] of Object.entries(params.cells ?? {})) writeCell(cells, fieldId, input, seconds);
    const meta = new Y.Map<unknown>();
    root.set('meta', meta);
    const documentKey = rowMetaKey(rowId, 'document_id');
    const documentId = rowDocumentId(rowId);
    if (documentKey !== undefined && documentId !== undefined) meta.set(documentKey, documentId);
    const emptyKey = rowMetaKey(rowId, 'is_document_empty');
    if (emptyKey !== undefined) meta.set(emptyKey, true);
  });
  return doc;
}

/** A copy of a row's cells under a new id (its document is not copied). */
export function duplicateRowDoc(source: Y.Doc, params: { rowId: string; now: Date }): Y.Doc {
  const json = (source.getMap('data').get('data') as Y.Map<unknown> | undefined)?.toJSON() as
    | { database_id?: unknown; cells?: Record<string, Record<string, unknown>> }
    | undefined;
  const cells: Record<string, CellInput> = {};
  for (const [fieldId, cell] of Object.entries(json?.cells ?? {})) {
    const data = cell.data;
    cells[fieldId] = {
      type: Number(cell.field_type ?? 0),
      data: Array.isArray(data) ? data.map(String) : typeof data === 'string' ? data : String(data ?? ''),
      ...(typeof cell.end_timestamp === 'string' ? { endTimestamp: cell.end_timestamp } : {}),
      ...(typeof cell.include_time === 'boolean' ? { includeTime: cell.include_time } : {}),
      ...(typeof cell.is_range === 'boolean' ? { isRange: cell.is_range } : {}),
    };
  }
  const databaseId = typeof json?.database_id === 'string' ? json.database_id : '';
  return newRowDoc({ databaseId, rowId: params.rowId, now: params.now, cells });
}

/** Lists a row in every view: at `index` in `viewId`, at the end elsewhere. */
export function insertRowOrder(doc: Y.Doc, rowId: string, at: { viewId?: string; index?: number } = {}): void {
  doc.transact(() => {
    eachView(doc, (view, id) => {
      const order = childArray(view, 'row_orders');
      if (indexOfId(order, rowId) !== -1) return;
      const entry = { id: rowId, height: 60 };
      const index = id === at.viewId && at.index !== undefined ? at.index : order.length;
      order.insert(Math.max(0, Math.min(order.length, index)), [entry]);
    });
  });
}

export function removeRowOrders(doc: Y.Doc, rowIds: readonly string[]): void {
  const removed = new Set(rowIds);
  doc.transact(() => {
    eachView(doc, (view) => {
      const order = childArray(view, 'row_orders');
      for (let index = order.length - 1; index >= 0; index -= 1) {
        const entry = order.get(index) as { id?: unknown } | Y.Map<unknown>;
        const id = entry instanceof Y.Map ? entry.get('id') : entry.id;
        if (typeof id === 'string' && removed.has(id)) order.delete(index, 1);
      }
    });
  });
}

export function moveRowOrder(doc: Y.Doc, viewId: string, rowId: string, toIndex: number): void {
  doc.transact(() => {
    const view = viewMap(doc, viewId);
    if (view === undefined) return;
    const order = childArray(view, 'row_orders');
    const from = indexOfId(order, rowId);
    if (from === -1) return;
    const entry = order.get(from);
    order.delete(from, 1);
    order.insert(Math.max(0, Math.min(order.length, toIndex)), [
      entry instanceof Y.Map ? (entry.toJSON() as unknown) : entry,
    ]);
  });
}
