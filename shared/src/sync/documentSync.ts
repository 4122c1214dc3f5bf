import * as Y from 'yjs';
import { base64ToBytes, bytesToBase64 } from './base64.js';
import { readSyncRecord, writeSyncRecord, type CollabTarget, type SyncRecord } from './bookkeeping.js';
import { indexedDbCollabCache, type CollabCache } from './collabCache.js';
import type { CollabChannel } from '../realtime/channel.js';
import type { RealtimeConnection } from '../realtime/connection.js';
import { CollabPresence } from '../realtime/presence.js';
import { isAppError } from '../errors/index.js';
import { httpCollabTransport, type CollabCreate, type CollabTransport } from './transport.js';
import { UnsentUpdates } from './unsentUpdates.js';

/** Where a document stands with the server, for a quiet indicator (never an error toast per retry). */
export type SyncStatus = 'loading' | 'synced' | 'unsynced' | 'syncing' | 'offline';

/** The origin of changes applied from the server or the cache: they are not local edits. */
export const syncOrigin: unique symbol = Symbol.for('quire.sync');

/** Spec 001 §9: the document sync debounce. */
export const SYNC_DEBOUNCE_MS = 1000;
/** While the realtime connection carries the collab, edits go out at once (batched within this wait). */
export const LIVE_SYNC_DEBOUNCE_MS = 20;
const CACHE_WRITE_DEBOUNCE_MS = 300;
/** After a failed load or send, the first retry; each next one waits twice as long, up to the maximum. */
export const SYNC_RETRY_FIRST_MS = 2000;
export const SYNC_RETRY_MAX_MS = 60_000;

export interface DocumentSyncOptions {
  transport?: CollabTransport;
  cache?: CollabCache;
  debounceMs?: number;
  /** The first retry after a failure (default SYNC_RETRY_FIRST_MS); it doubles up to SYNC_RETRY_MAX_MS. */
  retryMs?: number;
  now?: () => number;
  /**
   * The tab's realtime connection: once the document is loaded it follows the collab there, receiving other
   * clients' changes as they are committed and sending its own at once, acknowledged on commit. HTTP stays the
   * fallback whenever the connection is down.
   */
  realtime?: RealtimeConnection | null;
  /**
   * The collab was made on this client (a database row, a row's document) and may not exist on the server yet:
   * the document is usable at once (opening never waits for the server), a load the server answers "not found"
   * means it has nothing yet, and the first send creates it there (`parentId`: a row document's row), online or
   * once back online.
   */
  create?: CollabCreate;
}

/**
 * One open collab and its HTTP sync (spec 001 §4 "Document sync"): cache and network on open; a local edit
 * (any origin but `syncOrigin`) marks it unsynced and, after the debounce, what the server lacks is sent; the
 * flag clears only if no edit happened while the send was under way. One send at a time; a failed one stays
 * unsynced and is retried when the browser is back online, the next time the document opens, and meanwhile
 * after a growing wait (a server that restarted or answered an error: the browser never went offline). A
 * failed load of a document shown from the cache is retried the same way. Every change, local or not, is
 * kept in IndexedDB, so edits made offline survive a reload.
 */
export class DocumentSync {
  readonly doc = new Y.Doc();
  private status: SyncStatus = 'loading';
  private readonly listeners = new Set<() => void>();
  private readonly transport: CollabTransport;
  private readonly cache: CollabCache;
  private readonly debounceMs: number;
  private readonly retryFirstMs: number;
  private retryDelay: number;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly now: () => number;
  private record: SyncRecord;
  /** The server's state vector as last known: sends carry what it lacks beyond it. */
  private serverVector: Uint8Array | null;
  private localVersion = 0;
  /** This tab's updates the server lacks, while that is known exactly (what a send carries then). */
  private readonly unsent = new UnsentUpdates();
  private sendTimer: ReturnType<typeof setTimeout> | undefined;
  private cacheTimer: ReturnType<typeof setTimeout> | undefined;
  private sending: Promise<void> | null = null;
  private loadedFromServer = false;
  private shownFromCache = false;
  private connecting: Promise<void> | null = null;
  private destroyed = false;
  private readonly realtime: RealtimeConnection | null;
  /** Who else has the collab open, and where (only with a realtime connection). */
  readonly presence: CollabPresence | null;
  private channel: CollabChannel | null = null;
  private readonly create: CollabCreate | undefined;
  /** Made here and not on the server yet: followed live once the first send has created it there. */
  private awaitingCreation = false;

  constructor(
    readonly target: CollabTarget,
    options: DocumentSyncOptions = {},
  ) {
    this.transport = options.transport ?? httpCollabTransport;
    this.cache = options.cache ?? indexedDbCollabCache;
    this.debounceMs = options.debounceMs ?? SYNC_DEBOUNCE_MS;
    this.retryFirstMs = options.retryMs ?? SYNC_RETRY_FIRST_MS;
    this.retryDelay = this.retryFirstMs;
    this.now = options.now ?? Date.now;
    this.realtime = options.realtime ?? null;
    this.create = options.create;
    this.presence = this.realtime === null ? null : new CollabPresence(this.doc);
    this.record = readSyncRecord(target);
    this.serverVector = this.record.versionVector === null ? null : base64ToBytes(this.record.versionVector);
    this.doc.on('update', this.onUpdate);
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.onOnline);
      window.addEventListener('beforeunload', this.onBeforeUnload);
      window.addEventListener('pagehide', this.onPageHide);
    }
  }

  getStatus = (): SyncStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /**
   * Loads the document: the cached copy first (resolves as soon as there is one), then the server's, merged
   * in. Rejects only when neither exists (the page cannot show anything).
   */
  open(): Promise<void> {
    const fromCache = this.cache
      .read(this.target)
      .catch(() => undefined)
      .then((state) => {
        if (state === undefined || this.destroyed) return false;
        Y.applyUpdate(this.doc, state, syncOrigin);
        this.shownFromCache = true;
        return true;
      });
    const fromNetwork = fromCache.then(() => this.connect());
    fromNetwork.catch(() => undefined);
    // Made here: usable at once, whatever the server says (it is sent there when it can be).
    if (this.create !== undefined) return fromCache.then(() => undefined);
    return Promise.any([
      fromCache.then((shown) => (shown ? undefined : Promise.reject(new Error('no cached copy')))),
      fromNetwork,
    ]).catch(() => fromNetwork);
  }

  /**
   * Loads the server's copy and merges it in, then sends what the server lacks (edits made offline, a send
   * that failed: retried at start-up, spec 001 §4). Also what coming back online does when the document was
   * opened from the cache alone.
   */
  reconnect(): Promise<void> {
    return this.connect();
  }

  private connect(): Promise<void> {
    this.connecting ??= this.transport
      .load(this.target)
      .catch((error: unknown) => {
        // Not created on the server yet: it has nothing, and the first send creates it.
        if (this.create === undefined || !isAppError(error) || error.errorName !== 'RecordNotFound')
          throw error;
        const nothing = new Y.Doc();
        const empty = { docState: Y.encodeStateAsUpdate(nothing), stateVector: Y.encodeStateVector(nothing) };
        nothing.destroy();
        this.awaitingCreation = true;
        return { ...empty, version: 0 };
      })
      .then((server) => {
        if (this.destroyed) return;
        Y.applyUpdate(this.doc, server.docState, syncOrigin);
        this.serverVector = server.stateVector;
        this.loadedFromServer = true;
        this.succeeded();
        this.followLive();
        if (this.record.unsynced || this.hasUnsentChanges()) {
          this.unsent.forget();
          this.setStatus('unsynced');
          this.markUnsynced(true);
          return;
        }
        this.setRecord({
          versionVector: bytesToBase64(server.stateVector),
          unsynced: false,
          lastSynced: this.now(),
        });
        this.unsent.serverHasAll();
        this.setStatus('synced');
      })
      .catch((error: unknown) => {
        if (!this.destroyed) {
          this.setStatus('offline');
          // Without a copy to show, opening fails and the page offers to try again itself (one made here is shown).
          if (this.shownFromCache || this.create !== undefined) this.scheduleRetry();
        }
        throw error;
      })
      .finally(() => {
        this.connecting = null;
      });
    return this.connecting;
  }

  /** Sends now what the server lacks, if anything (the debounce's end, a reconnect, closing the page). */
  flush(): Promise<void> {
    clearTimeout(this.sendTimer);
    this.sendTimer = undefined;
    if (this.sending !== null) return this.sending.then(() => this.flush());
    if (!this.record.unsynced || !this.loadedFromServer) return Promise.resolve();
    const version = this.localVersion;
    const vector = Y.encodeStateVector(this.doc);
    const batch = this.unsent.take();
    const update = batch.update ?? Y.encodeStateAsUpdate(this.doc, this.serverVector ?? undefined);
    this.setStatus('syncing');
    this.sending = this.send(update).then(
      () => {
        this.serverVector = vector;
        this.succeeded();
        batch.acknowledge();
        if (this.awaitingCreation) {
          this.awaitingCreation = false;
          this.followLive();
        }
        const clean = this.localVersion === version;
        if (clean) this.unsent.serverHasAll();
        this.setRecord({
          versionVector: bytesToBase64(vector),
          unsynced: !clean,
          lastSynced: clean ? this.now() : this.record.lastSynced,
        });
        this.setStatus(clean ? 'synced' : 'unsynced');
        if (!clean) this.scheduleSend();
      },
      () => {
        // Whether the server applied any of it is not known.
        this.unsent.forget();
        this.setStatus('offline');
        this.scheduleRetry();
      },
    );
    const sent = this.sending.finally(() => {
      this.sending = null;
    });
    this.sending = sent;
    return sent;
  }

  /** Stops syncing: a pending send goes out now and the cached copy is written. */
  async destroy(): Promise<void> {
    if (this.destroyed) return;
    clearTimeout(this.cacheTimer);
    clearTimeout(this.retryTimer);
    const pending = this.record.unsynced ? this.flush() : Promise.resolve();
    const cached = this.writeCache();
    this.destroyed = true;
    this.presence?.destroy();
    this.channel?.close();
    this.channel = null;
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('beforeunload', this.onBeforeUnload);
      window.removeEventListener('pagehide', this.onPageHide);
    }
    this.listeners.clear();
    await Promise.allSettled([pending, cached]);
    this.doc.off('update', this.onUpdate);
    this.doc.destroy();
  }

  private readonly onUpdate = (update: Uint8Array, origin: unknown) => {
    if (this.destroyed) return;
    this.scheduleCacheWrite();
    if (origin === syncOrigin) return;
    this.unsent.record(update);
    this.localVersion += 1;
    this.markUnsynced(false);
  };

  /** Edits this tab made that the server has not acknowledged yet (kept on this device meanwhile). */
  hasUnsentEdits(): boolean {
    return this.record.unsynced;
  }

  /** Closing the tab with edits not yet on the server asks first (they stay on this device either way). */
  private readonly onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (this.destroyed || !this.record.unsynced) return;
    event.preventDefault();
  };

  /** Leaving the page (a reload, a closed tab): a cache write still waiting goes now, not after it. */
  private readonly onPageHide = () => {
    if (this.destroyed || this.cacheTimer === undefined) return;
    clearTimeout(this.cacheTimer);
    this.cacheTimer = undefined;
    void this.writeCache();
  };

  private readonly onOnline = () => {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.resume();
  };

  /** Loads the server's copy if it never was, else sends what is unsynced: after a failure, to try again. */
  private resume(): void {
    if (this.destroyed) return;
    if (!this.loadedFromServer) void this.connect().catch(() => undefined);
    else if (this.record.unsynced) void this.flush();
  }

  /** The server answered: no retry is due, and the next failure waits the shortest time again. */
  private succeeded(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.retryDelay = this.retryFirstMs;
  }

  /** Tries again after the current wait, doubling it for the next failure (a success resets it). */
  private scheduleRetry(): void {
    if (this.destroyed || this.retryTimer !== undefined) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(delay * 2, SYNC_RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.resume();
    }, delay);
  }

  private markUnsynced(now: boolean): void {
    if (!this.record.unsynced) this.setRecord({ ...this.record, unsynced: true });
    if (this.status !== 'syncing' && this.status !== 'loading') this.setStatus('unsynced');
    if (now) void this.flush();
    else this.scheduleSend();
  }

  private scheduleSend(): void {
    clearTimeout(this.sendTimer);
    this.sendTimer = setTimeout(
      () => {
        void this.flush();
      },
      this.channel?.isLive() === true ? LIVE_SYNC_DEBOUNCE_MS : this.debounceMs,
    );
  }

  /** Over the realtime connection when it carries the collab; over HTTP otherwise, or if that send fails. */
  private send(update: Uint8Array): Promise<{ version: number }> {
    const channel = this.channel;
    if (channel === null || !channel.isLive()) return this.transport.send(this.target, update, this.create);
    return channel.write(update).then(
      (version) => ({ version }),
      () => this.transport.send(this.target, update, this.create),
    );
  }

  /** Follows the collab on the realtime connection (once, after the first load from the server). */
  private followLive(): void {
    if (this.realtime === null || this.channel !== null || this.destroyed || this.awaitingCreation) return;
    const { workspaceId, objectId } = this.target;
    this.channel = this.realtime.collab({ workspaceId, objectId }, () => Y.encodeStateVector(this.doc), {
      onServerVector: (vector) => {
        this.serverHas(vector);
      },
      onRemoteUpdate: (update) => {
        this.applyRemote(update);
      },
      onAwareness: (update) => {
        this.presence?.receive(update);
      },
      onLive: (live) => {
        if (live) this.presence?.connected();
      },
    });
    this.presence?.attach(this.channel);
  }

  /** The server's state vector, on each realtime (re)subscription: what it lacks is sent now. */
  private serverHas(vector: Uint8Array): void {
    if (this.destroyed) return;
    this.serverVector = vector;
    this.succeeded();
    if (this.record.unsynced || this.hasUnsentChanges()) {
      this.unsent.forget();
      this.markUnsynced(true);
      return;
    }
    this.setRecord({ versionVector: bytesToBase64(vector), unsynced: false, lastSynced: this.now() });
    if (this.sending === null) this.unsent.serverHasAll();
    if (this.sending === null) this.setStatus('synced');
  }

  /** Another client's committed change (or the server's diff): applied as not ours, never sent back. */
  private applyRemote(update: Uint8Array): void {
    if (this.destroyed) return;
    try {
      Y.applyUpdate(this.doc, update, syncOrigin);
    } catch {
      return;
    }
    // With nothing of ours unsent, the server has all this copy has: later sends need not repeat the change.
    if (!this.record.unsynced && this.sending === null) this.serverVector = Y.encodeStateVector(this.doc);
  }

  private scheduleCacheWrite(): void {
    clearTimeout(this.cacheTimer);
    this.cacheTimer = setTimeout(() => {
      this.cacheTimer = undefined;
      void this.writeCache();
    }, CACHE_WRITE_DEBOUNCE_MS);
  }

  private writeCache(): Promise<void> {
    return this.cache.write(this.target, Y.encodeStateAsUpdate(this.doc)).catch(() => undefined);
  }

  private hasUnsentChanges(): boolean {
    if (this.serverVector === null) return false;
    const missing = Y.decodeUpdate(Y.encodeStateAsUpdate(this.doc, this.serverVector));
    return missing.structs.length > 0;
  }

  private setRecord(record: SyncRecord): void {
    this.record = record;
    writeSyncRecord(this.target, record);
  }

  private setStatus(status: SyncStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
