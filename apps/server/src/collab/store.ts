import type { NewCollab } from '@quire/shared/collab';
import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import * as Y from 'yjs';
import type { CollabsTable, Database } from '../db/schema.js';
import { currentCollabFormat, readCollabState } from '../stored/collabFormat.js';

// A collab is stored as a snapshot (`collabs.doc_state`) plus the updates accepted since
// (`collab_updates`, in arrival order); reading merges them, compaction (./compaction.ts) folds them in.

/** A new collab's `collabs` row: its snapshot in the current format, under `parentId` when no page owns it. */
export function newCollabRow(params: {
  workspaceId: string;
  objectId: string;
  collabType: number;
  docState: Uint8Array;
  now: string;
  parentId?: string | null;
}): Insertable<CollabsTable> {
  return {
    object_id: params.objectId,
    workspace_id: params.workspaceId,
    collab_type: params.collabType,
    doc_state: Buffer.from(params.docState),
    doc_format: currentCollabFormat,
    size_bytes: params.docState.byteLength,
    updated_at: params.now,
    parent_id: params.parentId ?? null,
  };
}

export async function insertCollab(
  db: Kysely<Database>,
  params: {
    workspaceId: string;
    collab: NewCollab;
    now: string;
    /** The collab it belongs to when no page owns it (a row's database, a row document's row; migration 0019). */
    parentId?: string;
  },
): Promise<void> {
  const { workspaceId, collab, now } = params;
  await db
    .insertInto('collabs')
    .values(newCollabRow({ workspaceId, ...collab, now, parentId: params.parentId }))
    .execute();
}

/** Rows per INSERT of `insertCollabs`: 8 values each, far under SQLite's and PostgreSQL's parameter limits. */
const collabsPerInsert = 500;

/**
 * Many new collabs under one parent (a new database's rows), a few hundred per INSERT: a CSV import of
 * thousands of rows would otherwise pay one round trip per row inside its transaction.
 */
export async function insertCollabs(
  db: Kysely<Database>,
  params: { workspaceId: string; collabs: readonly NewCollab[]; now: string; parentId?: string },
): Promise<void> {
  const { workspaceId, now } = params;
  for (let start = 0; start < params.collabs.length; start += collabsPerInsert) {
    const chunk = params.collabs.slice(start, start + collabsPerInsert);
    await db
      .insertInto('collabs')
      .values(chunk.map((collab) => newCollabRow({ workspaceId, ...collab, now, parentId: params.parentId })))
      .execute();
  }
}

export interface StoredCollab {
  collabType: number;
  /** The snapshot and every pending update, as one Yjs v1 update. */
  docState: Uint8Array;
  /** Updates accepted so far. */
  version: number;
}

/** The collab's whole current state: what any reader (page open, collab GET, duplicate) is handed. */
export async function findCollab(
  db: Kysely<Database>,
  workspaceId: string,
  objectId: string,
): Promise<StoredCollab | undefined> {
  const row = await db
    .selectFrom('collabs')
    .select(['collab_type', 'doc_state', 'doc_format', 'version'])
    .where('workspace_id', '=', workspaceId)
    .where('object_id', '=', objectId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const snapshot = readCollabState(row.doc_format, new Uint8Array(row.doc_state));
  const pending = await pendingUpdates(db, objectId);
  return {
    collabType: row.collab_type,
    docState: pending.length === 0 ? snapshot : Y.mergeUpdates([snapshot, ...pending.map((p) => p.bytes)]),
    version: row.version,
  };
}

/** The collab's type and version without its state, or undefined when it is not in the workspace. */
async function collabHead(
  db: Kysely<Database>,
  workspaceId: string,
  objectId: string,
): Promise<{ collab_type: number; version: number } | undefined> {
  return db
    .selectFrom('collabs')
    .select(['collab_type', 'version'])
    .where('workspace_id', '=', workspaceId)
    .where('object_id', '=', objectId)
    .executeTakeFirst();
}

/** The collab's version alone (updates accepted so far), or undefined when it is gone: a cheap freshness check. */
export async function collabVersion(
  db: Kysely<Database>,
  workspaceId: string,
  objectId: string,
): Promise<number | undefined> {
  return (await collabHead(db, workspaceId, objectId))?.version;
}

/** The collab's CollabType, or undefined when it is not in the workspace. */
export async function collabTypeOf(
  db: Kysely<Database>,
  workspaceId: string,
  objectId: string,
): Promise<number | undefined> {
  return (await collabHead(db, workspaceId, objectId))?.collab_type;
}

export interface PendingUpdate {
  id: number | string;
  bytes: Uint8Array;
}

export async function pendingUpdates(db: Kysely<Database>, objectId: string): Promise<PendingUpdate[]> {
  const rows = await db
    .selectFrom('collab_updates')
    .select(['id', 'update_bytes'])
    .where('object_id', '=', objectId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, bytes: new Uint8Array(row.update_bytes) }));
}

/**
 * Replaces the snapshot with `snapshot` and drops the updates it folded in (`consumed`), unless another
 * compaction got there first (then nothing changes and false is returned: its snapshot already holds them).
 */
export async function replaceSnapshot(
  db: Kysely<Database>,
  params: { objectId: string; snapshot: Uint8Array; previousBytes: number; consumed: PendingUpdate[] },
): Promise<boolean> {
  const { objectId, snapshot, consumed } = params;
  const last = consumed.at(-1);
  if (last === undefined) return false;
  const consumedBytes = consumed.reduce((sum, update) => sum + update.bytes.byteLength, 0);
  return db
    .transaction()
    .execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('collab_updates')
        .where('object_id', '=', objectId)
        .where('id', '<=', last.id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== consumed.length) throw new CompactionLost();
      const shrink = params.previousBytes + consumedBytes - snapshot.byteLength;
      await trx
        .updateTable('collabs')
        .set({
          doc_state: Buffer.from(snapshot),
          doc_format: currentCollabFormat,
          size_bytes: sql<number>`size_bytes - ${shrink}`,
        })
        .where('object_id', '=', objectId)
        .execute();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof CompactionLost) return false;
      throw error;
    });
}

/** Rolls a compaction back: another one folded (some of) the same updates first. */
class CompactionLost extends Error {}

/** The stored snapshot alone (compaction's starting point). */
export async function findSnapshot(db: Kysely<Database>, objectId: string): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('collabs')
    .select(['doc_state', 'doc_format'])
    .where('object_id', '=', objectId)
    .executeTakeFirst();
  return row === undefined ? undefined : readCollabState(row.doc_format, new Uint8Array(row.doc_state));
}

export async function deleteCollabs(
  db: Kysely<Database>,
  workspaceId: string,
  objectIds: string[],
): Promise<void> {
  if (objectIds.length === 0) return;
  await db
    .deleteFrom('collabs')
    .where('workspace_id', '=', workspaceId)
    .where('object_id', 'in', objectIds)
    .execute();
}
