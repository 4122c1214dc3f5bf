import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { Database } from '../db/schema.js';
import { findSnapshot, pendingUpdates, replaceSnapshot } from './store.js';

/** A collab is compacted each time this many more updates have been accepted. */
export const compactEvery = 100;

/**
 * Folds a collab's pending updates into its snapshot. The merge runs in memory with no transaction open; only
 * the swap (new snapshot, consumed updates deleted) is one short transaction, so a large document never holds
 * the database. Deleted content is garbage-collected on the way, as a Y.Doc does. Returns whether it swapped.
 */
export async function compactCollab(db: Kysely<Database>, objectId: string): Promise<boolean> {
  const consumed = await pendingUpdates(db, objectId);
  if (consumed.length === 0) return false;
  const snapshot = await findSnapshot(db, objectId);
  if (snapshot === undefined) return false;
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, snapshot);
    for (const update of consumed) Y.applyUpdate(doc, update.bytes);
    const next = Y.encodeStateAsUpdate(doc);
    return await replaceSnapshot(db, {
      objectId,
      snapshot: next,
      previousBytes: snapshot.byteLength,
      consumed,
    });
  } finally {
    doc.destroy();
  }
}

/**
 * Runs compactions in the background, one at a time per collab, after the request that asked has answered.
 * `drain()` waits for those running (the server calls it before closing the database).
 */
export class CollabCompactor {
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (error: unknown, objectId: string) => void,
  ) {}

  /** Compacts `objectId` soon, unless a compaction of it is already under way. */
  schedule(objectId: string): void {
    if (this.running.has(objectId)) return;
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => compactCollab(this.db, objectId))
      .then(
        () => undefined,
        (error: unknown) => {
          this.onError(error, objectId);
        },
      )
      .finally(() => {
        this.running.delete(objectId);
      });
    this.running.set(objectId, run);
  }

  async drain(): Promise<void> {
    await Promise.all(this.running.values());
  }
}
