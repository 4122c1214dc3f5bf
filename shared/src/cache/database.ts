import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';

/** Bumped with every schema change; each step from the previous version is one entry of MIGRATIONS. */
export const CACHE_VERSION = 2;
export const CACHE_DATABASE = 'quire-cache';

/** A published page's meta, keyed `namespace_publishName` (CCH-01). `meta` is validated by its reader. */
export interface ViewMetaRecord {
  publish_name: string;
  view_id: string;
  meta: unknown;
  saved_at: number;
}

/** A user profile, keyed by uuid (CCH-02). */
export interface UserRecord {
  uuid: string;
  profile: unknown;
  saved_at: number;
}

/** A database row's bookkeeping, keyed by row_key (CCH-03). */
export interface RowRecord {
  row_key: string;
  row_id: string;
  version: number;
  saved_at: number;
}

/**
 * A collab's last known state in this browser, keyed `user:workspace:object` (`collabKey`): what the server
 * sent plus local edits it may not have yet, so a page opens (and offline edits survive) before the network.
 */
export interface CollabRecord {
  collab_key: string;
  /** One Yjs v1 update holding the whole document. */
  doc_state: Uint8Array;
  saved_at: number;
}

export interface QuireCacheSchema extends DBSchema {
  view_metas: { key: string; value: ViewMetaRecord };
  users: { key: string; value: UserRecord };
  rows: { key: string; value: RowRecord };
  collabs: { key: string; value: CollabRecord };
}

export type CacheStoreName = StoreNames<QuireCacheSchema>;
export const CACHE_STORES: readonly CacheStoreName[] = ['view_metas', 'users', 'rows', 'collabs'];

export type Migration<Schema extends DBSchema = QuireCacheSchema> = (
  db: IDBPDatabase<Schema>,
  transaction: IDBPTransaction<Schema, StoreNames<Schema>[], 'versionchange'>,
) => void;

/** Runs the steps from the version the browser holds up to the target, in order; a missing step throws. */
export function applyMigrations<Schema extends DBSchema>(
  migrations: readonly Migration<Schema>[],
  fromVersion: number,
  toVersion: number,
  db: IDBPDatabase<Schema>,
  transaction: IDBPTransaction<Schema, StoreNames<Schema>[], 'versionchange'>,
): void {
  for (let version = fromVersion; version < toVersion; version += 1) {
    const migrate = migrations[version];
    if (migrate === undefined) throw new Error(`No cache migration from version ${version}`);
    migrate(db, transaction);
  }
}

/** MIGRATIONS[n] takes a database from version n to n + 1. */
export const MIGRATIONS: readonly Migration[] = [
  (db) => {
    db.createObjectStore('view_metas', { keyPath: 'publish_name' });
    db.createObjectStore('users', { keyPath: 'uuid' });
    db.createObjectStore('rows', { keyPath: 'row_key' });
  },
  (db) => {
    db.createObjectStore('collabs', { keyPath: 'collab_key' });
  },
];

export function viewMetaKey(namespace: string, publishName: string): string {
  return `${namespace}_${publishName}`;
}

let opening: Promise<IDBPDatabase<QuireCacheSchema>> | null = null;

/**
 * Opens (once per page) the cache database, migrating it step by step from whatever version the browser
 * holds. When another tab needs a newer version this tab lets go, and the next call opens again.
 */
export function openCache(): Promise<IDBPDatabase<QuireCacheSchema>> {
  opening ??= openDB<QuireCacheSchema>(CACHE_DATABASE, CACHE_VERSION, {
    upgrade(db, oldVersion, _newVersion, transaction) {
      applyMigrations(MIGRATIONS, oldVersion, CACHE_VERSION, db, transaction);
    },
    blocking() {
      void opening?.then((db) => {
        db.close();
      });
      opening = null;
    },
    terminated() {
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Empties every store (clear cache and reload, KEY-05). */
export async function clearAllCaches(): Promise<void> {
  const db = await openCache();
  const transaction = db.transaction([...CACHE_STORES], 'readwrite');
  await Promise.all([...CACHE_STORES.map((name) => transaction.objectStore(name).clear()), transaction.done]);
}

/** Tests only: close and forget the open database. */
export async function closeCacheForTests(): Promise<void> {
  const current = opening;
  opening = null;
  if (current !== null) (await current).close();
}
