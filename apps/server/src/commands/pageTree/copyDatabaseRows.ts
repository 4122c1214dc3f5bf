import { randomUUID } from 'node:crypto';
import {
  CollabType,
  databaseWriteLimits,
  decodeDoc,
  duplicateRowDoc,
  encodeDoc,
  rowDocumentId,
  rowMetaKey,
  type NewCollab,
  type SourceCollab,
} from '@quire/shared/collab';
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import { insertCollab } from '../../collab/store.js';
import type { Database } from '../../db/schema.js';
import { findRowDocuments, findRowsOfDatabase } from '../../queries/databaseRows.js';
import { repointRelationCells, repointSelfRelations } from './repointRelations.js';

/** Where a copied database's rows come from: the rows among the ids asked, and the documents of those rows. */
export interface RowSource {
  /** The source database's rows among `rowIds` (row id → state); rows not its own are absent. */
  rows(rowIds: readonly string[]): Promise<Map<string, Uint8Array>>;
  /** The documents of `rowIds` that exist (document id → state). */
  documents(rowIds: Iterable<string>): Promise<Map<string, Uint8Array>>;
}

/**
 * The rows of a database of workspace `workspaceId` as stored: only those recorded under it (or parent-less rows
 * whose content names no other; `isRowOfDatabase`), so a row of another database listed in this one's orders is not
 * copied into a database the copier may read.
 */
export function storedRows(
  db: Kysely<Database>,
  workspaceId: string,
  databaseIds: ReadonlySet<string>,
): RowSource {
  return {
    rows: (rowIds) => findRowsOfDatabase(db, workspaceId, databaseIds, rowIds),
    documents: (rowIds) => findRowDocuments(db, workspaceId, rowIds),
  };
}

/**
 * A duplicated database's rows (issue 24): every row its views list, copied under a new id naming the copy's
 * database, with its document when it has one, and the copy's row orders re-pointed at the new ids. `database` is
 * the copy's collab already re-keyed to its new database id (`copyCollabFor`); `source` the collab it was copied
 * from. Rows come from `rows` (default: the source's stored rows in `workspaceId`; a published duplicate gives
 * the published copy's). Relation fields of the database to its own rows are re-pointed at the copy and their
 * cells at the copied rows. Returns the copy's collab with the new row orders. Runs in the caller's transaction;
 * at most `databaseWriteLimits.rowsPerDatabase` rows (the orders name no more), stored in `workspaceId`.
 */
export async function copyDatabaseRows(
  trx: Kysely<Database>,
  params: {
    workspaceId: string;
    database: NewCollab;
    source: SourceCollab;
    rows?: RowSource;
    now: Date;
  },
): Promise<NewCollab> {
  const { workspaceId, database, now } = params;
  const sourceIds = databaseIdsOf(params.source);
  const doc = decodeDoc(database.docState);
  const views = viewsOf(doc);
  const oldIds = [...new Set(views.flatMap((view) => orderIds(view)))].slice(
    0,
    databaseWriteLimits.rowsPerDatabase,
  );
  const selfRelations = new Set<string>();
  doc.transact(() => {
    for (const fieldId of repointSelfRelations(doc, sourceIds, database.objectId)) selfRelations.add(fieldId);
  });
  if (oldIds.length === 0)
    return selfRelations.size === 0 ? database : { ...database, docState: encodeDoc(doc) };
  const source = params.rows ?? storedRows(trx, workspaceId, sourceIds);
  const rows = await source.rows(oldIds);
  const documents = await source.documents(rows.keys());
  // Every new id is chosen first, so that relation cells can name rows copied after theirs.
  const newIds = new Map<string, string>();
  for (const oldId of oldIds) if (rows.has(oldId)) newIds.set(oldId, randomUUID());
  const nowText = now.toISOString();
  for (const [oldId, newId] of newIds) {
    let copy: Y.Doc;
    try {
      copy = duplicateRowDoc(decodeDoc(rows.get(oldId) ?? new Uint8Array()), { rowId: newId, now });
    } catch {
      newIds.delete(oldId);
      continue;
    }
    const oldDocument = documents.get(rowDocumentId(oldId) ?? '');
    const newDocumentId = rowDocumentId(newId);
    copy.transact(() => {
      (copy.getMap('data').get('data') as Y.Map<unknown>).set('database_id', database.objectId);
      const emptyKey = rowMetaKey(newId, 'is_document_empty');
      if (oldDocument !== undefined && emptyKey !== undefined) {
        (copy.getMap('data').get('meta') as Y.Map<unknown>).set(emptyKey, false);
      }
      repointRelationCells(copy, selfRelations, newIds);
    });
    await insertCollab(trx, {
      workspaceId,
      collab: { objectId: newId, collabType: CollabType.DatabaseRow, docState: encodeDoc(copy) },
      now: nowText,
      parentId: database.objectId,
    });
    if (oldDocument !== undefined && newDocumentId !== undefined) {
      await insertCollab(trx, {
        workspaceId,
        collab: { objectId: newDocumentId, collabType: CollabType.Document, docState: oldDocument },
        now: nowText,
        parentId: newId,
      });
    }
  }
  doc.transact(() => {
    for (const view of views) repointOrders(view, newIds);
  });
  return { ...database, docState: encodeDoc(doc) };
}

/** The ids the source database is known by: its collab's object id and the id its content holds. */
function databaseIdsOf(source: SourceCollab): Set<string> {
  const ids = new Set([source.objectId]);
  const database: unknown = decodeDoc(source.docState).getMap('data').get('database');
  const id: unknown = database instanceof Y.Map ? (database as Y.Map<unknown>).get('id') : undefined;
  if (typeof id === 'string') ids.add(id);
  return ids;
}

function viewsOf(doc: Y.Doc): Y.Map<unknown>[] {
  const database: unknown = doc.getMap('data').get('database');
  const views: unknown = database instanceof Y.Map ? (database as Y.Map<unknown>).get('views') : undefined;
  if (!(views instanceof Y.Map)) return [];
  return [...(views as Y.Map<unknown>).values()].filter(
    (view): view is Y.Map<unknown> => view instanceof Y.Map,
  );
}

function ordersOf(view: Y.Map<unknown>): Y.Array<unknown> | undefined {
  const orders = view.get('row_orders');
  return orders instanceof Y.Array ? orders : undefined;
}

/** An order entry's row id: a plain `{id, height}` as AppFlowy writes it, or a map. */
function entryId(entry: unknown): string | undefined {
  const id: unknown =
    entry instanceof Y.Map ? (entry as Y.Map<unknown>).get('id') : (entry as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : undefined;
}

function orderIds(view: Y.Map<unknown>): string[] {
  return (ordersOf(view)?.toArray() ?? []).map(entryId).filter((id): id is string => id !== undefined);
}

/** The view's order with copied rows under their new ids; rows that were not copied (missing) left out. */
function repointOrders(view: Y.Map<unknown>, newIds: ReadonlyMap<string, string>): void {
  const orders = ordersOf(view);
  if (orders === undefined) return;
  const next: unknown[] = [];
  for (const entry of orders.toArray()) {
    const newId = newIds.get(entryId(entry) ?? '');
    if (newId === undefined) continue;
    if (entry instanceof Y.Map) {
      const copy = entry.clone();
      copy.set('id', newId);
      next.push(copy);
    } else {
      next.push({ ...(entry as Record<string, unknown>), id: newId });
    }
  }
  orders.delete(0, orders.length);
  orders.insert(0, next);
}
