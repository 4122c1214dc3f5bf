import { CollabType, decodeDoc, readDatabase, readRow } from '@quire/shared/collab';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findCollabsByIds } from './collabsByIds.js';

/** Rows a database page's open carries with it (`row_data`); the rest load in pages through `collab_list`. */
export const firstRowsPageSize = 100;

/**
 * The first rows of a database page, as AppFlowy's page answer carries them (`row_data`: row id → its collab's
 * state): the rows of the page's own view of the database (else the inline view, else the first), in its order,
 * at most `limit`. Only rows of this database in this workspace: an id in the order whose row names, or is
 * recorded under, another database is left out (a page's readers may read its own rows only), as are missing ones.
 */
export async function firstRowsOf(
  db: Kysely<Database>,
  params: { workspaceId: string; pageViewId: string; docState: Uint8Array; limit?: number },
): Promise<Record<string, Uint8Array>> {
  let database;
  try {
    database = readDatabase(decodeDoc(params.docState));
  } catch {
    return {};
  }
  const view =
    database.views.find((candidate) => candidate.id === params.pageViewId) ??
    database.views.find((candidate) => candidate.id === database.inlineViewId) ??
    database.views[0];
  if (view === undefined) return {};
  const rowIds = [...new Set(view.rowOrder.map((row) => row.id))].slice(0, params.limit ?? firstRowsPageSize);
  const [stored, parents] = await Promise.all([
    findCollabsByIds(db, params.workspaceId, rowIds),
    rowIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('collabs')
          .select(['object_id', 'parent_id'])
          .where('workspace_id', '=', params.workspaceId)
          .where('object_id', 'in', rowIds)
          .execute(),
  ]);
  // A row recorded under another database is not this page's, whatever its content names.
  const elsewhere = new Set(
    parents
      .filter((row) => row.parent_id !== null && row.parent_id !== database.id)
      .map((row) => row.object_id),
  );
  const rows: Record<string, Uint8Array> = {};
  for (const rowId of rowIds) {
    const collab = stored.get(rowId);
    if (collab?.collabType !== CollabType.DatabaseRow || elsewhere.has(rowId)) continue;
    const row = readRow(decodeDoc(collab.docState));
    if (row?.id !== rowId || row.databaseId !== database.id) continue;
    rows[rowId] = collab.docState;
  }
  return rows;
}
