import { AppError, SpecMessages } from '../errors/index.js';

/** Load strategies of spec 001 §4. */
export const StrategyType = {
  CACHE_ONLY: 'CACHE_ONLY',
  CACHE_FIRST: 'CACHE_FIRST',
  CACHE_AND_NETWORK: 'CACHE_AND_NETWORK',
  NETWORK_ONLY: 'NETWORK_ONLY',
} as const;

export type StrategyType = (typeof StrategyType)[keyof typeof StrategyType];

export interface StrategyIo<T> {
  /** The cached value, or undefined when there is none. */
  readCache: () => Promise<T | undefined>;
  writeCache: (value: T) => Promise<void>;
  fetchNetwork: () => Promise<T>;
  /** Drops this entry; called when a load fails (CCH-10) or the cached entry cannot be read. */
  clearCache?: () => Promise<void>;
  /** The fresh value of a background refresh (CACHE_AND_NETWORK with a cached value). */
  onUpdate?: (value: T) => void;
  /** A background refresh failed; the cached value already returned stays on screen. */
  onBackgroundError?: (error: unknown) => void;
}

async function quietly(task: (() => Promise<void>) | undefined): Promise<void> {
  if (task === undefined) return;
  try {
    await task();
  } catch (error) {
    // The cache only makes loads faster; failing to write or clear it must not fail the load.
    console.warn('cache update failed', error);
  }
}

async function readOrMiss<T>(io: StrategyIo<T>): Promise<T | undefined> {
  try {
    return await io.readCache();
  } catch {
    await quietly(io.clearCache);
    return undefined;
  }
}

async function fromNetwork<T>(io: StrategyIo<T>): Promise<T> {
  let value: T;
  try {
    value = await io.fetchNetwork();
  } catch (error) {
    await quietly(io.clearCache);
    throw error;
  }
  await quietly(() => io.writeCache(value));
  return value;
}

/**
 * Loads one entry with a strategy: CACHE_ONLY rejects 'No cache found' when nothing is cached (CCH-05);
 * CACHE_FIRST uses the cache when present, else the network (CCH-06); CACHE_AND_NETWORK (the default)
 * returns the cache at once and refreshes it in the background, else waits for the network (CCH-07);
 * NETWORK_ONLY always asks the network (CCH-08). Network results are written to the cache.
 */
export async function loadWithStrategy<T>(
  strategy: StrategyType = StrategyType.CACHE_AND_NETWORK,
  io: StrategyIo<T>,
): Promise<T> {
  switch (strategy) {
    case StrategyType.CACHE_ONLY: {
      const cached = await readOrMiss(io);
      if (cached === undefined) throw new AppError('RecordNotFound', SpecMessages.noCacheFound);
      return cached;
    }
    case StrategyType.CACHE_FIRST: {
      const cached = await readOrMiss(io);
      return cached ?? fromNetwork(io);
    }
    case StrategyType.CACHE_AND_NETWORK: {
      const cached = await readOrMiss(io);
      if (cached === undefined) return fromNetwork(io);
      fromNetwork(io).then(
        (fresh) => io.onUpdate?.(fresh),
        (error: unknown) => io.onBackgroundError?.(error),
      );
      return cached;
    }
    case StrategyType.NETWORK_ONLY:
      return fromNetwork(io);
  }
}

/**
 * CCH-09: the first load of an entry in this page session revalidates (CACHE_AND_NETWORK); later loads of
 * the same entry trust the cache (CACHE_FIRST).
 */
export function createSessionStrategies() {
  const loaded = new Set<string>();
  return {
    strategyFor(key: string): StrategyType {
      if (loaded.has(key)) return StrategyType.CACHE_FIRST;
      loaded.add(key);
      return StrategyType.CACHE_AND_NETWORK;
    },
    forget(key: string): void {
      loaded.delete(key);
    },
  };
}
