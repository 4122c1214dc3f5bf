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
} from '@quire/shared/collab';
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import { insertCollab } from '../../collab/store.js';
import type { Database } from '../../db/schema.js';
import { findCollabsByIds } from '../../queries/collabsByIds.js';

/**
 * A duplicated database's rows (issue 24): every row its views list, copied under a new id naming the copy's
 * database, with its document when it has one, and the copy's row orders re-pointed at the new ids. `database` is
 * the copy's collab already re-keyed to its new database id (`copyCollabFor`); returns it with the new row orders.
 * Runs in the caller's transaction; at most `databaseWriteLimits.rowsPerDatabase` rows (the orders name no more).
 */
export async function copyDatabaseRows(
  trx: Kysely<Database>,
  params: { workspaceId: string; database: NewCollab; now: Date },
): Promise<NewCollab> {
  const { workspaceId, database, now } = params;
  const doc = decodeDoc(database.docState);
  const views = viewsOf(doc);
  const oldIds = [...new Set(views.flatMap((view) => orderIds(view)))].slice(
    0,
    databaseWriteLimits.rowsPerDatabase,
  );
  if (oldIds.length === 0) return database;
  const rows = await findCollabsByIds(trx, workspaceId, oldIds);
  const documentOf = new Map<string, string>();
  for (const oldId of oldIds) {
    const documentId = rowDocumentId(oldId);
    if (documentId !== undefined && rows.has(oldId)) documentOf.set(oldId, documentId);
  }
  const documents = await findCollabsByIds(trx, workspaceId, [...documentOf.values()]);
  const newIds = new Map<string, string>();
  const nowText = now.toISOString();
  for (const oldId of oldIds) {
    const row = rows.get(oldId);
    if (row?.collabType !== CollabType.DatabaseRow) continue;
    const newId = randomUUID();
    const source = decodeDoc(row.docState);
    let copy: Y.Doc;
    try {
      copy = duplicateRowDoc(source, { rowId: newId, now });
    } catch {
      continue;
    }
    const oldDocument = documents.get(documentOf.get(oldId) ?? '');
    const newDocumentId = rowDocumentId(newId);
    copy.transact(() => {
      (copy.getMap('data').get('data') as Y.Map<unknown>).set('database_id', database.objectId);
      const emptyKey = rowMetaKey(newId, 'is_document_empty');
      if (oldDocument !== undefined && emptyKey !== undefined) {
        (copy.getMap('data').get('meta') as Y.Map<unknown>).set(emptyKey, false);
      }
    });
    newIds.set(oldId, newId);
    await insertCollab(trx, {
      workspaceId,
      collab: { objectId: newId, collabType: CollabType.DatabaseRow, docState: encodeDoc(copy) },
      now: nowText,
      parentId: database.objectId,
    });
    if (oldDocument?.collabType === CollabType.Document && newDocumentId !== undefined) {
      await insertCollab(trx, {
        workspaceId,
        collab: { objectId: newDocumentId, collabType: CollabType.Document, docState: oldDocument.docState },
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
