import { CollabType, decodeDoc, readRow, rowDocumentId } from '@quire/shared/collab';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findCollabsByIds, type FoundCollab } from './collabsByIds.js';

/**
 * Whether a stored collab is row `rowId` of the database known by `databaseIds` (its collab's object id and the id
 * its content holds; they differ only for a database whose state was put in another page's collab).
 *
 * The recorded parent decides (collabs.parent_id, migration 0019): it is set once, when the row is created, by
 * the server after checking the writer may edit that database, while the row's content (`database_id`) is
 * whatever its editors last wrote — a row of another database may be edited to name this one, and must not
 * follow this database into a publication or a copy. A row stored before migration 0019 has no recorded
 * parent: it is kept, for compatibility, when its content names this database or names none (some rows AppFlowy
 * wrote carry no `database_id`, and publications took them before parents were recorded). In both cases a row
 * whose content names ANOTHER database, or is not a row with this id, is left out (a row that contradicts
 * itself is not shown to the public or copied).
 */
export function isRowOfDatabase(
  databaseIds: ReadonlySet<string>,
  rowId: string,
  collab: Pick<FoundCollab, 'collabType' | 'docState' | 'parentId'>,
): boolean {
  if (collab.collabType !== CollabType.DatabaseRow) return false;
  if (collab.parentId !== null && !databaseIds.has(collab.parentId)) return false;
  const row = readRow(decodeDoc(collab.docState));
  if (row?.id !== rowId) return false;
  return row.databaseId === undefined || databaseIds.has(row.databaseId);
}

/** The rows among `rowIds` that are the database's (`isRowOfDatabase`), row id → state, in `rowIds`' order. */
export async function findRowsOfDatabase(
  db: Kysely<Database>,
  workspaceId: string,
  databaseIds: ReadonlySet<string>,
  rowIds: readonly string[],
): Promise<Map<string, Uint8Array>> {
  const stored = await findCollabsByIds(db, workspaceId, rowIds);
  const rows = new Map<string, Uint8Array>();
  for (const rowId of rowIds) {
    const collab = stored.get(rowId);
    if (collab !== undefined && isRowOfDatabase(databaseIds, rowId, collab)) rows.set(rowId, collab.docState);
  }
  return rows;
}

/** The documents of `rowIds` that exist (document id → state): each row's `rowDocumentId`, a document collab. */
export async function findRowDocuments(
  db: Kysely<Database>,
  workspaceId: string,
  rowIds: Iterable<string>,
): Promise<Map<string, Uint8Array>> {
  const ids: string[] = [];
  for (const rowId of rowIds) {
    const documentId = rowDocumentId(rowId);
    if (documentId !== undefined) ids.push(documentId);
  }
  const stored = await findCollabsByIds(db, workspaceId, ids);
  const documents = new Map<string, Uint8Array>();
  for (const [documentId, collab] of stored) {
    if (collab.collabType === CollabType.Document) documents.set(documentId, collab.docState);
  }
  return documents;
}
