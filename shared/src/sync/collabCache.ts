import { openCache } from '../cache/database.js';
import { collabKey, type CollabTarget } from './bookkeeping.js';

/** The IndexedDB copy of a collab (the `collabs` store of the cache database). */
export interface CollabCache {
  read(target: CollabTarget): Promise<Uint8Array | undefined>;
  write(target: CollabTarget, docState: Uint8Array): Promise<void>;
}

export const indexedDbCollabCache: CollabCache = {
  async read(target) {
    const record = await (await openCache()).get('collabs', collabKey(target));
    return record?.doc_state;
  },
  async write(target, docState) {
    await (
      await openCache()
    ).put('collabs', { collab_key: collabKey(target), doc_state: docState, saved_at: Date.now() });
  },
};
