import {
  cellText,
  CollabType,
  readDatabase,
  readRow,
  type DatabaseModel,
  type RowModel,
} from '@quire/shared/collab';
import * as Y from 'yjs';
import type { DatabaseStore } from './databaseStore';
import { ROWS_PER_BATCH, type DatabaseIo } from './io';

/** A row a relation can point at: its id and its primary field's text. */
export interface RelatedRow {
  id: string;
  name: string;
}

/** The most rows of a related database the relation picker lists (one batch read). */
export const MAX_RELATED_CHOICES = ROWS_PER_BATCH;

function named(database: DatabaseModel, rows: readonly RowModel[]): RelatedRow[] {
  const primary = Object.values(database.fields).find((field) => field.isPrimary);
  return rows.map((row) => ({ id: row.id, name: primary === undefined ? '' : cellText(primary, row) }));
}

/** The database's rows in its first view's order, at most MAX_RELATED_CHOICES ids. */
function rowIdsOf(database: DatabaseModel): string[] {
  return (database.views[0]?.rowOrder ?? []).slice(0, MAX_RELATED_CHOICES).map((entry) => entry.id);
}

/**
 * The rows a relation field can point at, by name. The database open here answers from its loaded rows; another
 * database is read once (its collab through a sync closed right after, its rows' primary cells through one batch
 * read of the data layer), never kept open.
 */
export async function loadRelatedRows(
  io: DatabaseIo,
  store: DatabaseStore,
  relatedDatabaseId: string,
): Promise<RelatedRow[]> {
  const sync = store.databaseSync;
  if (sync === null) return [];
  const own = store.getSnapshot();
  if (own !== null && own.database.id === relatedDatabaseId) {
    const rows = rowIdsOf(own.database)
      .map((id) => own.rows.get(id))
      .filter((row) => row !== undefined);
    return named(own.database, rows);
  }
  const { userId, workspaceId } = sync.target;
  const other = io.openSync({
    userId,
    workspaceId,
    objectId: relatedDatabaseId,
    collabType: CollabType.Database,
  });
  let database: DatabaseModel;
  try {
    await other.open();
    database = readDatabase(other.doc);
  } finally {
    void other.destroy();
  }
  const ids = rowIdsOf(database);
  const states = await io.loadRows(workspaceId, ids);
  const rows: RowModel[] = [];
  for (const id of ids) {
    const state = states.get(id);
    if (state === undefined) continue;
    const doc = new Y.Doc();
    try {
      Y.applyUpdate(doc, state.docState);
      const row = readRow(doc);
      if (row !== undefined) rows.push({ ...row, id });
    } catch {
      // A row that does not decode is left out of the choices, not the whole list.
    } finally {
      doc.destroy();
    }
  }
  return named(database, rows);
}
