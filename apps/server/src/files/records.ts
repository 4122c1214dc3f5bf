import { sql, type Kysely } from 'kysely';
import type { Database, FileBlobRow } from '../db/schema.js';

// The `file_blobs` table: which stored bytes are which workspace's file, and how many bytes each workspace
// holds. Writes that must agree with the per-workspace cap run in `recordUpload` under the workspace lock.

export interface FileAddress {
  workspaceId: string;
  parentDir: string;
  fileId: string;
}

export async function findFileBlob(
  db: Kysely<Database>,
  address: FileAddress,
): Promise<FileBlobRow | undefined> {
  return db
    .selectFrom('file_blobs')
    .selectAll()
    .where('workspace_id', '=', address.workspaceId)
    .where('parent_dir', '=', address.parentDir)
    .where('file_id', '=', address.fileId)
    .executeTakeFirst();
}

/** Bytes the workspace's files take. */
export async function storageUsed(db: Kysely<Database>, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('file_blobs')
    .select(sql<number | string | null>`sum(size_bytes)`.as('used'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

export type NewFileBlob = Omit<FileBlobRow, 'size_bytes'> & { size_bytes: number };

export type RecordOutcome =
  /** The row is in: the stored bytes are the file. */
  | { kind: 'recorded' }
  /** The same file was there already (a retry): the new bytes are not needed. */
  | { kind: 'duplicate' }
  /** The workspace would pass its cap; nothing recorded. */
  | { kind: 'over-quota'; used: number }
  /** The workspace is gone; nothing recorded. */
  | { kind: 'no-workspace' };

/**
 * Records an upload whose bytes are stored, if the workspace's files still fit `maxBytes` with it. The
 * workspace row's lock (a no-op update, as tree changes take it) serialises concurrent uploads on
 * PostgreSQL, so two of them cannot both pass the cap; SQLite runs one writer at a time anyway.
 */
export function recordUpload(
  db: Kysely<Database>,
  blob: NewFileBlob,
  maxBytes: number,
): Promise<RecordOutcome> {
  return db.transaction().execute(async (trx): Promise<RecordOutcome> => {
    const locked = await trx
      .updateTable('workspaces')
      .set((eb) => ({ workspace_id: eb.ref('workspace_id') }))
      .where('workspace_id', '=', blob.workspace_id)
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) return { kind: 'no-workspace' };
    const existing = await findFileBlob(trx, {
      workspaceId: blob.workspace_id,
      parentDir: blob.parent_dir,
      fileId: blob.file_id,
    });
    if (existing !== undefined) return { kind: 'duplicate' };
    const used = await storageUsed(trx, blob.workspace_id);
    if (used + blob.size_bytes > maxBytes) return { kind: 'over-quota', used };
    await trx.insertInto('file_blobs').values(blob).execute();
    return { kind: 'recorded' };
  });
}
