import { CollabType, databaseCopyForViews, decodeDoc, readDatabase } from '@quire/shared/collab';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findRowDocuments, findRowsOfDatabase } from '../../queries/databaseRows.js';
import { currentCollabFormat } from '../../stored/collabFormat.js';

/** The most rows a published database carries; rows beyond are left out of the copy. */
export const maxPublishedRows = 10_000;

export interface DatabaseCopy {
  /** The database collab keeping only the visible views. */
  docState: Uint8Array;
  visibleViewIds: string[];
  rows: Map<string, Uint8Array>;
  rowDocuments: Map<string, Uint8Array>;
}

/**
 * The views a publication of `pageViewId` shows: those asked for that exist in the database, always with the
 * page's own view; when the page's view is not a view of the collab (a database made elsewhere), its inline
 * view. Nothing else of the database is published.
 */
export function visibleViewsOf(
  docState: Uint8Array,
  pageViewId: string,
  requested: readonly string[] | undefined,
): string[] {
  const database = readDatabase(decodeDoc(docState));
  const existing = new Set(database.views.map((view) => view.id));
  const own = existing.has(pageViewId) ? pageViewId : (database.inlineViewId ?? database.views[0]?.id);
  const wanted = [own, ...(requested ?? [])].filter(
    (id): id is string => id !== undefined && existing.has(id),
  );
  return [...new Set(wanted)];
}

/**
 * What a database page publishes: its collab cut down to the visible views, the rows those views list and each
 * row's document when it has one. Only rows of this database (`isRowOfDatabase`): a row is taken when it is
 * recorded under this database (collabs.parent_id), never because its content merely names it; a row stored
 * before parents were recorded (parent null) is taken, for compatibility, unless its content names another
 * database.
 */
export async function takeDatabaseCopy(
  db: Kysely<Database>,
  params: {
    workspaceId: string;
    pageViewId: string;
    docState: Uint8Array;
    requested: readonly string[] | undefined;
  },
): Promise<DatabaseCopy> {
  const viewIds = visibleViewsOf(params.docState, params.pageViewId, params.requested);
  const copy = databaseCopyForViews(params.docState, viewIds);
  // Rows record their database collab's object id, which is the id the database's content holds (a page made
  // here, a copy); a database whose content was put in another page's collab has only parent-less rows.
  const databaseId = readDatabase(decodeDoc(copy.docState)).id;
  const rowIds = copy.rowIds.slice(0, maxPublishedRows);
  const rows = await findRowsOfDatabase(db, params.workspaceId, new Set([databaseId]), rowIds);
  const documents = await findRowDocuments(db, params.workspaceId, rows.keys());
  return { docState: copy.docState, visibleViewIds: copy.viewIds, rows, rowDocuments: documents };
}

/** Replaces the published rows and row documents of `viewId` with `copy`'s. */
export async function storeDatabaseParts(
  db: Kysely<Database>,
  params: { workspaceId: string; viewId: string; copy: DatabaseCopy },
): Promise<void> {
  const { workspaceId, viewId, copy } = params;
  await db.deleteFrom('published_database_parts').where('view_id', '=', viewId).execute();
  const parts = [
    ...[...copy.rows].map(([id, bytes]) => ({ id, bytes, type: CollabType.DatabaseRow })),
    ...[...copy.rowDocuments].map(([id, bytes]) => ({ id, bytes, type: CollabType.Document })),
  ];
  for (let start = 0; start < parts.length; start += 200) {
    await db
      .insertInto('published_database_parts')
      .values(
        parts.slice(start, start + 200).map((part) => ({
          view_id: viewId,
          object_id: part.id,
          workspace_id: workspaceId,
          collab_type: part.type,
          doc_state: Buffer.from(part.bytes),
          doc_format: currentCollabFormat,
        })),
      )
      .execute();
  }
}
