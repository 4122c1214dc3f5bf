/**
 * @jest-environment node
 */
import 'fake-indexeddb/auto';
import { openDB, type DBSchema } from 'idb';
import {
  CACHE_DATABASE,
  CACHE_VERSION,
  MIGRATIONS,
  applyMigrations,
  clearAllCaches,
  closeCacheForTests,
  openCache,
  viewMetaKey,
  type Migration,
  type ViewMetaRecord,
} from './database.js';
import { StrategyType, createSessionStrategies, loadWithStrategy, type StrategyIo } from './strategy.js';

interface Meta {
  name: string;
}

/** A StrategyIo over the real view_metas store. */
function viewMetaIo(namespace: string, publishName: string, network: () => Promise<Meta>) {
  const key = viewMetaKey(namespace, publishName);
  const updates: Meta[] = [];
  const backgroundErrors: unknown[] = [];
  const io: StrategyIo<Meta> = {
    readCache: async () => {
      const record = await (await openCache()).get('view_metas', key);
      return record === undefined ? undefined : (record.meta as Meta);
    },
    writeCache: async (meta) => {
      const record: ViewMetaRecord = { publish_name: key, view_id: 'v1', meta, saved_at: Date.now() };
      await (await openCache()).put('view_metas', record);
    },
    fetchNetwork: network,
    clearCache: async () => {
      await (await openCache()).delete('view_metas', key);
    },
    onUpdate: (meta) => updates.push(meta),
    onBackgroundError: (error) => backgroundErrors.push(error),
  };
  return { io, key, updates, backgroundErrors };
}

const cached = async (key: string) => (await openCache()).get('view_metas', key);
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(async () => {
  await clearAllCaches();
});

afterAll(async () => {
  await closeCacheForTests();
});

describe('cache database', () => {
  it('CCH-01 CCH-02 CCH-03 CCH-04 / version 2 with view_metas, users and rows keyed as the spec says, and collabs', async () => {
    expect(CACHE_VERSION).toBe(2);
    expect(MIGRATIONS).toHaveLength(CACHE_VERSION);
    const db = await openCache();
    expect(db.name).toBe(CACHE_DATABASE);
    expect(db.version).toBe(CACHE_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['collabs', 'rows', 'users', 'view_metas']);
    expect(db.transaction('collabs').objectStore('collabs').keyPath).toBe('collab_key');
    const tx = db.transaction(['view_metas', 'users', 'rows']);
    expect(tx.objectStore('view_metas').keyPath).toBe('publish_name');
    expect(tx.objectStore('users').keyPath).toBe('uuid');
    expect(tx.objectStore('rows').keyPath).toBe('row_key');
    expect(viewMetaKey('team', 'roadmap')).toBe('team_roadmap');
    await db.put('rows', { row_key: 'db1_rows_r1', row_id: 'r1', version: 3, saved_at: 1 });
    expect(await db.get('rows', 'db1_rows_r1')).toMatchObject({ version: 3 });
  });

  it('opens once per page and reopens after being closed', async () => {
    expect(await openCache()).toBe(await openCache());
    await closeCacheForTests();
    const reopened = await openCache();
    expect(reopened.version).toBe(CACHE_VERSION);
  });

  it('CCH-04 / migrates step by step from the version the browser holds', async () => {
    interface TwoStores extends DBSchema {
      first: { key: string; value: { id: string; label?: string } };
      second: { key: string; value: { id: string } };
    }
    const steps: string[] = [];
    const migrations: Migration<TwoStores>[] = [
      (db) => {
        steps.push('to 1');
        db.createObjectStore('first', { keyPath: 'id' });
      },
      (db, transaction) => {
        steps.push('to 2');
        db.createObjectStore('second', { keyPath: 'id' });
        // Existing records are rewritten in the upgrade transaction, as a real format change would be.
        void transaction
          .objectStore('first')
          .openCursor()
          .then(async function relabel(cursor): Promise<void> {
            if (cursor === null) return;
            await cursor.update({ ...cursor.value, label: 'migrated' });
            await relabel(await cursor.continue());
          });
      },
    ];
    const open = (version: number) =>
      openDB<TwoStores>('migration-test', version, {
        upgrade: (db, oldVersion, _newVersion, transaction) => {
          applyMigrations(migrations, oldVersion, version, db, transaction);
        },
      });

    const v1 = await open(1);
    await v1.put('first', { id: 'a' });
    v1.close();
    expect(steps).toEqual(['to 1']);

    const v2 = await open(2);
    expect(steps).toEqual(['to 1', 'to 2']);
    expect([...v2.objectStoreNames].sort()).toEqual(['first', 'second']);
    expect(await v2.get('first', 'a')).toEqual({ id: 'a', label: 'migrated' });
    v2.close();

    expect(() => {
      applyMigrations(migrations, 2, 3, v2, undefined as never);
    }).toThrow('No cache migration from version 2');
  });
});

describe('load strategies', () => {
  it("CCH-05 / CACHE_ONLY rejects 'No cache found' when absent and never asks the network", async () => {
    const network = jest.fn(() => Promise.resolve({ name: 'fresh' }));
    const { io } = viewMetaIo('ns', 'a', network);
    await expect(loadWithStrategy(StrategyType.CACHE_ONLY, io)).rejects.toMatchObject({
      message: 'No cache found',
      errorName: 'RecordNotFound',
    });
    await io.writeCache({ name: 'cached' });
    await expect(loadWithStrategy(StrategyType.CACHE_ONLY, io)).resolves.toEqual({ name: 'cached' });
    expect(network).not.toHaveBeenCalled();
  });

  it('CCH-06 / CACHE_FIRST uses the cache when present, else the network, which it writes', async () => {
    const network = jest.fn(() => Promise.resolve({ name: 'fresh' }));
    const { io, key } = viewMetaIo('ns', 'b', network);
    await expect(loadWithStrategy(StrategyType.CACHE_FIRST, io)).resolves.toEqual({ name: 'fresh' });
    expect((await cached(key))?.meta).toEqual({ name: 'fresh' });
    network.mockResolvedValue({ name: 'newer' });
    await expect(loadWithStrategy(StrategyType.CACHE_FIRST, io)).resolves.toEqual({ name: 'fresh' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('CCH-07 / CACHE_AND_NETWORK (default) returns the cache and refreshes it in the background', async () => {
    const network = jest.fn(() => Promise.resolve({ name: 'fresh' }));
    const { io, key, updates } = viewMetaIo('ns', 'c', network);
    await io.writeCache({ name: 'cached' });
    await expect(loadWithStrategy(undefined, io)).resolves.toEqual({ name: 'cached' });
    await flush();
    expect(updates).toEqual([{ name: 'fresh' }]);
    expect((await cached(key))?.meta).toEqual({ name: 'fresh' });
  });

  it('CCH-07 / CACHE_AND_NETWORK waits for the network when nothing is cached', async () => {
    const { io, key, updates } = viewMetaIo('ns', 'd', () => Promise.resolve({ name: 'fresh' }));
    await expect(loadWithStrategy(StrategyType.CACHE_AND_NETWORK, io)).resolves.toEqual({ name: 'fresh' });
    expect(updates).toEqual([]);
    expect((await cached(key))?.meta).toEqual({ name: 'fresh' });
  });

  it('CCH-08 / NETWORK_ONLY always asks the network', async () => {
    const network = jest.fn(() => Promise.resolve({ name: 'fresh' }));
    const { io } = viewMetaIo('ns', 'e', network);
    await io.writeCache({ name: 'cached' });
    await expect(loadWithStrategy(StrategyType.NETWORK_ONLY, io)).resolves.toEqual({ name: 'fresh' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('CCH-10 / a failed load clears that entry and rejects', async () => {
    const failure = new Error('offline');
    const { io, key } = viewMetaIo('ns', 'f', () => Promise.reject(failure));
    await io.writeCache({ name: 'stale' });
    const other = viewMetaIo('ns', 'g', () => Promise.resolve({ name: 'x' }));
    await other.io.writeCache({ name: 'kept' });
    await expect(loadWithStrategy(StrategyType.NETWORK_ONLY, io)).rejects.toBe(failure);
    expect(await cached(key)).toBeUndefined();
    expect(await cached(other.key)).toBeDefined();
  });

  it('CCH-10 / a failed background refresh clears the entry and reports, the cached value stays returned', async () => {
    const failure = new Error('offline');
    const { io, key, backgroundErrors } = viewMetaIo('ns', 'h', () => Promise.reject(failure));
    await io.writeCache({ name: 'cached' });
    await expect(loadWithStrategy(StrategyType.CACHE_AND_NETWORK, io)).resolves.toEqual({ name: 'cached' });
    await flush();
    expect(backgroundErrors).toEqual([failure]);
    expect(await cached(key)).toBeUndefined();
  });

  it('an unreadable cache entry counts as absent', async () => {
    const io: StrategyIo<Meta> = {
      readCache: () => Promise.reject(new Error('corrupt')),
      writeCache: () => Promise.resolve(),
      fetchNetwork: () => Promise.resolve({ name: 'fresh' }),
    };
    await expect(loadWithStrategy(StrategyType.CACHE_FIRST, io)).resolves.toEqual({ name: 'fresh' });
    await expect(loadWithStrategy(StrategyType.CACHE_ONLY, io)).rejects.toMatchObject({
      message: 'No cache found',
    });
  });

  it('CCH-09 / the first load of an entry in a session revalidates, later ones use the cache first', () => {
    const strategies = createSessionStrategies();
    expect(strategies.strategyFor('ns_a')).toBe(StrategyType.CACHE_AND_NETWORK);
    expect(strategies.strategyFor('ns_a')).toBe(StrategyType.CACHE_FIRST);
    expect(strategies.strategyFor('ns_b')).toBe(StrategyType.CACHE_AND_NETWORK);
    strategies.forget('ns_a');
    expect(strategies.strategyFor('ns_a')).toBe(StrategyType.CACHE_AND_NETWORK);
  });
});
