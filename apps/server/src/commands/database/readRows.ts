import {
  CollabType,
  decodeDoc,
  readRow,
  rowDocumentId,
  rowMetaKey,
  type DatabaseField,
  type DatabaseModel,
  type RowModel,
} from '@quire/shared/collab';
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { Database } from '../../db/schema.js';
import { findCollabsByIds } from '../../queries/collabsByIds.js';
import { rowDocumentText } from './rowDocument.js';

/** The row ids of a database in its inline view's order (AppFlowy's list_database_row_ids). */
export function databaseRowIds(model: DatabaseModel): string[] {
  const view = model.views.find((entry) => entry.id === model.inlineViewId) ?? model.views[0];
  return view?.rowOrder.map((row) => row.id) ?? [];
}

/** The fields in the inline view's order (the grid's columns), then any the view does not order. */
export function orderedFields(model: DatabaseModel): DatabaseField[] {
  const view = model.views.find((entry) => entry.id === model.inlineViewId) ?? model.views[0];
  const ordered = (view?.fieldOrder ?? []).flatMap((id) => {
    const field = model.fields[id];
    return field === undefined ? [] : [field];
  });
  const seen = new Set(ordered.map((field) => field.id));
  return [...ordered, ...Object.values(model.fields).filter((field) => !seen.has(field.id))];
}

export interface RowDetail {
  row: RowModel;
  hasDocument: boolean;
  /** The document's text, when asked for and the row has one. */
  document: string | null;
}

/**
 * The rows `rowIds` of the database `databaseId` (ids of other databases' rows, other collabs and missing ones
 * are left out, as AppFlowy leaves out what it cannot read), in the order asked, with their documents' text
 * when `withDocument`.
 */
export async function readRowDetails(
  db: Kysely<Database>,
  params: { workspaceId: string; databaseId: string; rowIds: readonly string[]; withDocument: boolean },
): Promise<RowDetail[]> {
  const mine = await rowsRecordedUnder(db, params);
  const stored = await findCollabsByIds(db, params.workspaceId, [...mine]);
  const details: RowDetail[] = [];
  for (const rowId of params.rowIds) {
    const collab = mine.has(rowId) ? stored.get(rowId) : undefined;
    if (collab?.collabType !== CollabType.DatabaseRow) continue;
    const doc = decodeDoc(collab.docState);
    try {
      const row = readRow(doc);
      if (row?.id !== rowId || row.databaseId !== params.databaseId) continue;
      details.push({ row, hasDocument: !documentEmpty(doc, rowId), document: null });
    } finally {
      doc.destroy();
    }
  }
  if (!params.withDocument) return details;
  const withDocs = details.filter((detail) => detail.hasDocument);
  const documentIds = withDocs.map((detail) => rowDocumentId(detail.row.id) ?? '');
  const documents = await findCollabsByIds(db, params.workspaceId, documentIds);
  for (const detail of withDocs) {
    const collab = documents.get(rowDocumentId(detail.row.id) ?? '');
    if (collab?.collabType !== CollabType.Document) continue;
    const doc = decodeDoc(collab.docState);
    try {
      detail.document = rowDocumentText(doc);
    } finally {
      doc.destroy();
    }
  }
  return details;
}

/**
 * Of `rowIds`, the rows recorded under the database when they were created (their parent): a row collab whose
 * content was later made to name another database is still not that database's.
 */
export async function rowsRecordedUnder(
  db: Kysely<Database>,
  params: { workspaceId: string; databaseId: string; rowIds: readonly string[] },
): Promise<Set<string>> {
  if (params.rowIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('collabs')
    .select('object_id')
    .where('workspace_id', '=', params.workspaceId)
    .where('parent_id', '=', params.databaseId)
    .where('collab_type', '=', CollabType.DatabaseRow)
    .where('object_id', 'in', [...params.rowIds])
    .execute();
  return new Set(rows.map((row) => row.object_id));
}

/** AppFlowy's row meta `is_document_empty` (true when missing, as AppFlowy defaults it). */
function documentEmpty(doc: Y.Doc, rowId: string): boolean {
  const meta = doc.getMap('data').get('meta');
  const key = rowMetaKey(rowId, 'is_document_empty');
  if (!(meta instanceof Y.Map) || key === undefined) return true;
  const value: unknown = meta.get(key);
  return value !== false;
}

/**
 * Rows of the database changed after `after` (AppFlowy's list_database_row_ids_updated): the rows its inline
 * view lists whose collab was written since, with the time of their last write.
 */
export async function rowsUpdatedAfter(
  db: Kysely<Database>,
  params: { workspaceId: string; databaseId: string; model: DatabaseModel; after: Date },
): Promise<{ rowId: string; updatedAt: string }[]> {
  const listed = new Set(databaseRowIds(params.model));
  // Through the parent recorded when the row was created: one indexed read, however many rows the database has.
  const rows = await db
    .selectFrom('collabs')
    .select(['object_id', 'updated_at'])
    .where('workspace_id', '=', params.workspaceId)
    .where('parent_id', '=', params.databaseId)
    .where('collab_type', '=', CollabType.DatabaseRow)
    .where('updated_at', '>', params.after.toISOString())
    .orderBy('updated_at')
    .execute();
  return rows
    .filter((row) => listed.has(row.object_id))
    .map((row) => ({ rowId: row.object_id, updatedAt: row.updated_at }));
}
