import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { Database } from '../db/schema.js';
import { readCollabState } from '../stored/collabFormat.js';

const chunkSize = 500;

export interface FoundCollab {
  collabType: number;
  docState: Uint8Array;
  version: number;
  /** The collab it belongs to (a row's database, a row document's row; migration 0019); null for older ones. */
  parentId: string | null;
}

/**
 * The current state of many collabs of one workspace at once (snapshot merged with pending updates), in
 * chunks: a published database reads its rows and row documents this way instead of one query per row.
 * Ids not found in the workspace are absent from the answer.
 */
export async function findCollabsByIds(
  db: Kysely<Database>,
  workspaceId: string,
  objectIds: readonly string[],
): Promise<Map<string, FoundCollab>> {
  const found = new Map<string, FoundCollab>();
  for (let start = 0; start < objectIds.length; start += chunkSize) {
    const ids = objectIds.slice(start, start + chunkSize);
    const [rows, updates] = await Promise.all([
      db
        .selectFrom('collabs')
        .select(['object_id', 'collab_type', 'doc_state', 'doc_format', 'version', 'parent_id'])
        .where('workspace_id', '=', workspaceId)
        .where('object_id', 'in', ids)
        .execute(),
      db
        .selectFrom('collab_updates')
        .select(['object_id', 'update_bytes'])
        .where('object_id', 'in', ids)
        .orderBy('id')
        .execute(),
    ]);
    const pending = new Map<string, Uint8Array[]>();
    for (const update of updates) {
      pending.set(update.object_id, [
        ...(pending.get(update.object_id) ?? []),
        new Uint8Array(update.update_bytes),
      ]);
    }
    for (const row of rows) {
      const snapshot = readCollabState(row.doc_format, new Uint8Array(row.doc_state));
      const more = pending.get(row.object_id) ?? [];
      found.set(row.object_id, {
        collabType: row.collab_type,
        docState: more.length === 0 ? snapshot : Y.mergeUpdates([snapshot, ...more]),
        version: row.version,
        parentId: row.parent_id,
      });
    }
  }
  return found;
}
