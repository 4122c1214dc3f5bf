import { readStored, removeStored, writeStored } from '../platform/storage.js';

/** Whose copy of which collab: sync state is kept per user, workspace and object (spec 001 §3). */
export interface CollabTarget {
  userId: string;
  workspaceId: string;
  objectId: string;
  collabType: number;
}

/**
 * What this browser knows of a collab's sync (spec 001 §3, "Sync bookkeeping … version vector, unsynced flag,
 * last-synced time"): the server's state vector as last confirmed (base64), whether local edits may be
 * missing on the server, and when they last were not.
 */
export interface SyncRecord {
  versionVector: string | null;
  unsynced: boolean;
  lastSynced: number | null;
}

const empty: SyncRecord = { versionVector: null, unsynced: false, lastSynced: null };

export function collabKey(target: Pick<CollabTarget, 'userId' | 'workspaceId' | 'objectId'>): string {
  return `${target.userId}:${target.workspaceId}:${target.objectId}`;
}

const storageKey = (target: CollabTarget) => `quire-sync:${collabKey(target)}`;

export function readSyncRecord(target: CollabTarget): SyncRecord {
  const stored = readStored(storageKey(target));
  if (stored === null) return empty;
  try {
    const value = JSON.parse(stored) as Partial<SyncRecord>;
    return {
      versionVector: typeof value.versionVector === 'string' ? value.versionVector : null,
      unsynced: value.unsynced === true,
      lastSynced: typeof value.lastSynced === 'number' ? value.lastSynced : null,
    };
  } catch {
    return empty;
  }
}

export function writeSyncRecord(target: CollabTarget, record: SyncRecord): void {
  writeStored(storageKey(target), JSON.stringify(record));
}

export function forgetSyncRecord(target: CollabTarget): void {
  removeStored(storageKey(target));
}
