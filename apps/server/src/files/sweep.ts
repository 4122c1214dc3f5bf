import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { BlobStorage } from './storage.js';

/** Rows looked at per query; a sweep goes on until none is left. */
const batchSize = 100;

interface Doomed {
  workspace_id: string;
  parent_dir: string;
  file_id: string;
  storage_key: string;
}

/**
 * Deletes the files nobody can reach any more: those of a deleted workspace, and those of a page deleted for
 * good (out of the trash) that no remaining page's content names — a duplicated page or a copied block keeps
 * the original's file URL, so such a file is kept (for as long as its workspace) instead. The bytes go first,
 * then the row: a failure leaves the row for the next sweep. Returns how many files were deleted.
 */
export async function sweepFiles(db: Kysely<Database>, storage: BlobStorage): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await workspaceGone(db);
    if (rows.length === 0) break;
    deleted += await deleteFiles(db, storage, rows);
  }
  for (;;) {
    const rows = await pageGone(db);
    if (rows.length === 0) break;
    const unnamed: Doomed[] = [];
    for (const row of rows) {
      if (await namedByAnyPage(db, row)) {
        await db
          .updateTable('file_blobs')
          .set({ view_id: null })
          .where('workspace_id', '=', row.workspace_id)
          .where('parent_dir', '=', row.parent_dir)
          .where('file_id', '=', row.file_id)
          .execute();
      } else {
        unnamed.push(row);
      }
    }
    deleted += await deleteFiles(db, storage, unnamed);
  }
  return deleted;
}

const doomedColumns = ['workspace_id', 'parent_dir', 'file_id', 'storage_key'] as const;

function workspaceGone(db: Kysely<Database>): Promise<Doomed[]> {
  return db
    .selectFrom('file_blobs')
    .select(doomedColumns)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('workspaces')
            .select('workspaces.workspace_id')
            .whereRef('workspaces.workspace_id', '=', 'file_blobs.workspace_id'),
        ),
      ),
    )
    .limit(batchSize)
    .execute();
}

function pageGone(db: Kysely<Database>): Promise<Doomed[]> {
  return db
    .selectFrom('file_blobs')
    .select(doomedColumns)
    .where('view_id', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('views').select('views.view_id').whereRef('views.view_id', '=', 'file_blobs.view_id'),
        ),
      ),
    )
    .limit(batchSize)
    .execute();
}

/**
 * Whether any collab of the workspace (snapshot or pending update) holds the file id's bytes. Yjs keeps a
 * string set in one go (a block's URL) as contiguous UTF-8, so a byte search finds it without decoding.
 */
async function namedByAnyPage(db: Kysely<Database>, file: Doomed): Promise<boolean> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const holds = (column: 'collabs.doc_state' | 'collab_updates.update_bytes') =>
    postgres
      ? sql<boolean>`position(convert_to(${file.file_id}, 'UTF8') in ${sql.ref(column)}) > 0`
      : sql<boolean>`instr(${sql.ref(column)}, cast(${file.file_id} as blob)) > 0`;
  const inSnapshot = await db
    .selectFrom('collabs')
    .select('collabs.object_id')
    .where('collabs.workspace_id', '=', file.workspace_id)
    .where(holds('collabs.doc_state'))
    .limit(1)
    .executeTakeFirst();
  if (inSnapshot !== undefined) return true;
  const inUpdate = await db
    .selectFrom('collab_updates')
    .innerJoin('collabs', 'collabs.object_id', 'collab_updates.object_id')
    .select('collab_updates.id')
    .where('collabs.workspace_id', '=', file.workspace_id)
    .where(holds('collab_updates.update_bytes'))
    .limit(1)
    .executeTakeFirst();
  return inUpdate !== undefined;
}

async function deleteFiles(db: Kysely<Database>, storage: BlobStorage, rows: Doomed[]): Promise<number> {
  if (rows.length === 0) return 0;
  await storage.delete(rows.map((row) => row.storage_key));
  await db
    .deleteFrom('file_blobs')
    .where(
      'storage_key',
      'in',
      rows.map((row) => row.storage_key),
    )
    .execute();
  return rows.length;
}

/**
 * Runs `sweepFiles` now and then (every `everyMs`, first after `firstMs`), one sweep at a time, reporting
 * failures to `onError`; `stop()` waits for a running sweep. Several instances may sweep at once: deleting
 * what is already gone is no error.
 */
export function startFileSweeper(
  db: Kysely<Database>,
  storage: BlobStorage,
  onError: (error: unknown) => void,
  { firstMs = 60_000, everyMs = 10 * 60_000 } = {},
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepFiles(db, storage)
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(sweep, firstMs);
  const every = setInterval(sweep, everyMs);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
