/**
 * Shares one pending promise among identical concurrent reads (API-SYNC-13). The entry is dropped as soon
 * as the read settles, so later calls read again: this removes duplicate requests, it is not a cache.
 */
export function createInFlightSharing<T>() {
  const pending = new Map<string, Promise<T>>();
  return {
    share(key: string, start: () => Promise<T>): Promise<T> {
      const existing = pending.get(key);
      if (existing !== undefined) return existing;
      const promise = start().finally(() => {
        pending.delete(key);
      });
      pending.set(key, promise);
      return promise;
    },
    get size(): number {
      return pending.size;
    },
  };
}
