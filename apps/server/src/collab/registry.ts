import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { EventBus } from '../bus/index.js';
import type { Database } from '../db/schema.js';
import { CollabCompactor, compactEvery } from './compaction.js';
import { collabChannel, decodeFanout, encodeFanout, type FanoutMessage } from './fanout.js';
import { keyOf, LiveCache } from './liveCache.js';
import { LiveDoc, type LiveListener } from './liveDoc.js';
import { applyPresence, applyRemotePresence, presenceOf, removePresence } from './presence.js';
import { appendCollabUpdates } from './appendUpdates.js';
import { GroupCommit, type BatchAppend } from './groupCommit.js';
import { collabVersion, findCollab } from './store.js';
import { applyUpdateChecked, decodeUpdateChecked } from './updates.js';

export type { LiveDoc, LiveEvent, LiveListener } from './liveDoc.js';

export interface RegistryOptions {
  /** Documents kept at most; those with subscribers or an operation under way stay whatever the bound. */
  maxDocs: number;
  /** An unsubscribed document is dropped after this long unused. */
  idleMs: number;
  /** Tells this instance's bus messages from the others'. */
  instanceId: string;
  onError: (error: unknown, objectId: string) => void;
  /**
   * How a batch of updates is appended; default: `appendCollabUpdates` on `db`, on this thread. SQLite passes a
   * worker thread's (./appendInWorker.ts), closed with the registry.
   */
  append?: { batch: BatchAppend; close(): Promise<void> } | undefined;
}

export interface CommitParams {
  workspaceId: string;
  objectId: string;
  /** The page whose content it is (its last editor and time are set with the update). */
  viewId: string;
  /** Refused (InvalidRequest) when the collab is of another type; undefined: not checked. */
  collabType?: number | undefined;
  update: Uint8Array;
  userUuid: string;
  deviceId: string | null;
  maxCollabBytes: number;
  now: Date;
  /** Who sends it: subscribers with this origin are not sent their own update back. */
  origin: unknown;
}

export interface Committed {
  /** The collab's version after the update. */
  version: number;
  /** It changed nothing: acknowledged, not stored. */
  empty: boolean;
  /** The page is published with "update live" (read in the commit's transaction): its public copy follows. */
  publishedLive: boolean;
}

/** Marks what arrived from another instance. */
const remoteOrigin = Symbol('another instance');

/**
 * The one way into a collab's live state, for the websocket and HTTP web-update alike: a Y.Doc per collab in
 * use, loaded from the store, kept in an LRU with a bound and an idle timeout. An update is decoded, applied here
 * (which is the check that it does not break the document), appended to the store and only then handed to
 * subscribers here and, through the bus, on every other instance; a refused update leaves nothing anywhere.
 */
export class DocumentRegistry {
  private readonly entries: LiveCache;
  private readonly loading = new Map<string, Promise<LiveDoc | undefined>>();
  readonly compactor: CollabCompactor;
  private readonly groupCommit: GroupCommit;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: EventBus,
    private readonly options: RegistryOptions,
  ) {
    this.compactor = new CollabCompactor(db, options.onError);
    this.groupCommit = new GroupCommit(
      options.append?.batch ?? ((requests) => appendCollabUpdates(db, requests)),
    );
    this.entries = new LiveCache(options.maxDocs, options.idleMs, (entry) => {
      this.dispose(entry);
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The collab in memory, or undefined when it does not exist. `fresh`: first catch up with the store if it holds
   * updates this instance has not seen (a bus message can be lost), so a sync answered from it misses nothing.
   */
  async open(
    workspaceId: string,
    objectId: string,
    { fresh }: { fresh: boolean },
  ): Promise<LiveDoc | undefined> {
    const key = keyOf({ workspaceId, objectId });
    const existing = this.entries.get(key);
    if (existing !== undefined && existing.detached && existing.evictable) this.evict(existing);
    else if (existing !== undefined) return fresh ? this.catchUp(existing) : existing;
    let pending = this.loading.get(key);
    if (pending === undefined) {
      pending = this.load(key, workspaceId, objectId).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Adds a subscriber (kept in memory while it listens); returns how to remove it. */
  listen(entry: LiveDoc, listener: LiveListener): () => void {
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      entry.touch();
    };
  }

  /**
   * Decodes, applies, commits and only then broadcasts one update; returns the version, whether it was empty and
   * whether the page is published with "update live". Updates arriving together share one commit (group commit,
   * ./groupCommit.ts); each is still acknowledged and broadcast only once its batch is committed, in order.
   */
  async commit(params: CommitParams): Promise<Committed> {
    return (await this.queue(params)).committed;
  }

  /**
   * `commit` in two steps: resolves once the update is decoded, applied here and its append queued (refusals of
   * those steps reject it); `committed` then settles when it is committed and broadcast, or refused by the store.
   * A socket handles its next message after the first step, so its updates in flight share one commit.
   */
  async queue(params: CommitParams): Promise<{ committed: Promise<Committed> }> {
    const { workspaceId, objectId, update } = params;
    const entry = await this.open(workspaceId, objectId, { fresh: false });
    if (entry === undefined) throw new AppError('RecordNotFound', SpecMessages.documentNotFound);
    if (params.collabType !== undefined && params.collabType !== entry.collabType) {
      throw new AppError(
        'InvalidRequest',
        `collab_type is ${params.collabType}, the collab's is ${entry.collabType}`,
      );
    }
    const { empty } = decodeUpdateChecked(update);
    if (empty) return { committed: Promise.resolve({ version: entry.version, empty, publishedLive: false }) };
    entry.pins += 1;
    let queued: { committed: Promise<Committed> };
    try {
      // Applied one at a time, in arrival order; the commit is awaited outside, so the next can join the batch.
      queued = await entry.exclusive(async () => {
        try {
          applyUpdateChecked(entry.doc, update, params.origin);
        } catch (error) {
          entry.stale = true;
          await this.settle(entry);
          throw error;
        }
        return { committed: this.append(entry, params) };
      });
    } catch (error) {
      entry.pins -= 1;
      throw error;
    }
    const unpin = () => {
      entry.pins -= 1;
    };
    queued.committed.then(unpin, unpin);
    return queued;
  }

  /**
   * What `stateVector`'s holder lacks of the collab (sync step 2), once the writes under way have committed: nobody
   * is sent an update before it is durable.
   */
  diff(entry: LiveDoc, stateVector: Uint8Array): Promise<Uint8Array> {
    return entry.exclusive(async () => {
      await this.settle(entry);
      try {
        return entry.diff(stateVector);
      } catch {
        throw new AppError('InvalidRequest', 'The state vector could not be decoded');
      }
    });
  }

  /**
   * Applies an awareness update from `origin` and passes it on; returns the awareness clients it speaks for
   * (see `applyPresence` for its refusals).
   */
  relayAwareness(entry: LiveDoc, payload: Uint8Array, origin: unknown): number[] {
    const clients = applyPresence(entry, payload, origin);
    this.passOnPresence(entry, payload, origin);
    return clients;
  }

  /** Removes the presence of `clients` (a connection that left) and tells everyone. */
  dropAwareness(entry: LiveDoc, clients: readonly number[], origin: unknown): void {
    const payload = removePresence(entry, clients, origin);
    if (payload !== undefined) this.passOnPresence(entry, payload, origin);
  }

  /** Everyone's presence on `entry`, for a new subscriber; undefined when nobody is there. */
  awarenessOf(entry: LiveDoc): Uint8Array | undefined {
    return presenceOf(entry);
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.loading.values());
    await this.groupCommit.drain();
    await this.options.append?.close();
    await this.compactor.drain();
    this.entries.close();
  }

  private async load(key: string, workspaceId: string, objectId: string): Promise<LiveDoc | undefined> {
    const entry = new LiveDoc(workspaceId, objectId);
    // Subscribed before reading the store, so no update committed elsewhere in between is missed.
    try {
      entry.unsubscribeBus = await this.bus.subscribe(collabChannel(workspaceId, objectId), (bytes) => {
        this.receive(entry, bytes);
      });
    } catch (error) {
      // The bus is down: writes still go on here (the store is the truth); loaded again, with the bus, once free.
      this.options.onError(error, objectId);
      entry.detached = true;
    }
    try {
      const stored = await findCollab(this.db, workspaceId, objectId);
      if (stored === undefined) {
        this.dispose(entry);
        return undefined;
      }
      entry.replaceDoc(stored.docState);
      entry.version = Math.max(entry.version, stored.version);
      entry.collabType = stored.collabType;
    } catch (error) {
      this.dispose(entry);
      throw error;
    }
    this.entries.add(key, entry);
    return entry;
  }

  /** Back to what the store holds; evicted when that fails or the collab is gone. */
  private async reload(entry: LiveDoc): Promise<void> {
    try {
      const stored = await findCollab(this.db, entry.workspaceId, entry.objectId);
      if (stored === undefined) {
        this.evict(entry);
        return;
      }
      entry.replaceDoc(stored.docState);
      entry.version = stored.version;
    } catch (error) {
      this.options.onError(error, entry.objectId);
      this.evict(entry);
    }
  }

  private catchUp(entry: LiveDoc): Promise<LiveDoc | undefined> {
    entry.pins += 1;
    return entry
      .exclusive(async () => {
        await this.settle(entry);
        const stored = await collabVersion(this.db, entry.workspaceId, entry.objectId);
        if (stored === undefined) {
          this.evict(entry);
          return undefined;
        }
        if (stored > entry.version) {
          const whole = await findCollab(this.db, entry.workspaceId, entry.objectId);
          if (whole !== undefined) {
            const before = entry.stateVector();
            entry.absorb(whole.docState, remoteOrigin);
            entry.version = Math.max(entry.version, whole.version);
            const missed = entry.diff(before);
            entry.emit(
              { kind: 'update', payload: missed, origin: remoteOrigin },
              this.reportFor(entry.objectId),
            );
          }
        }
        return entry;
      })
      .finally(() => {
        entry.pins -= 1;
      });
  }

  private receive(entry: LiveDoc, bytes: Uint8Array): void {
    const message = decodeFanout(bytes);
    if (message === undefined || message.instanceId === this.options.instanceId) return;
    try {
      if (message.kind === 'update') {
        Y.applyUpdate(entry.doc, message.payload, remoteOrigin);
        entry.version = Math.max(entry.version, message.version);
      } else {
        applyRemotePresence(entry, message.payload, remoteOrigin);
      }
    } catch (error) {
      this.options.onError(error, entry.objectId);
      return;
    }
    entry.emit(
      { kind: message.kind, payload: message.payload, origin: remoteOrigin },
      this.reportFor(entry.objectId),
    );
  }

  private passOnPresence(entry: LiveDoc, payload: Uint8Array, origin: unknown): void {
    entry.emit({ kind: 'awareness', payload, origin }, this.reportFor(entry.objectId));
    this.publish(entry, { kind: 'awareness', instanceId: this.options.instanceId, payload });
  }

  private publish(entry: LiveDoc, message: FanoutMessage): void {
    this.bus
      .publish(collabChannel(entry.workspaceId, entry.objectId), encodeFanout(message))
      .catch((error: unknown) => {
        this.options.onError(error, entry.objectId);
      });
  }

  /** Queues the append of an update already applied here; on commit, the version and the broadcast follow. */
  private append(entry: LiveDoc, params: CommitParams): Promise<Committed> {
    const appended = this.groupCommit.append({
      workspaceId: params.workspaceId,
      objectId: params.objectId,
      viewId: params.viewId,
      update: params.update,
      userUuid: params.userUuid,
      deviceId: params.deviceId,
      maxCollabBytes: params.maxCollabBytes,
      now: params.now,
    });
    const committed = appended.then(
      ({ version, publishedLive }) => {
        entry.version = Math.max(entry.version, version);
        const { objectId, update, origin } = params;
        // With the other updates of its batch, as one (see `emitCommitted`).
        entry.emitCommitted(update, origin, this.reportFor(objectId));
        this.publish(entry, {
          kind: 'update',
          instanceId: this.options.instanceId,
          version,
          payload: update,
        });
        if (version % compactEvery === 0) this.compactor.schedule(objectId);
        return { version, empty: false, publishedLive };
      },
      async (error: unknown) => {
        // The document here holds what the store refused: back to the store before anyone reads it again.
        entry.stale = true;
        await entry.exclusive(() => this.settle(entry));
        throw error;
      },
    );
    // Attached after the handlers above: when it settles, the version and `stale` are already set.
    entry.appended = appended.then(
      () => undefined,
      () => undefined,
    );
    return committed;
  }

  /**
   * Inside `exclusive`: waits until the appends asked for so far have settled, then reloads the document from the
   * store if one of them (or an apply) was refused. After it, the document holds exactly what is committed.
   */
  private async settle(entry: LiveDoc): Promise<void> {
    await entry.appended;
    if (!entry.stale) return;
    entry.stale = false;
    await this.reload(entry);
  }

  private evict(entry: LiveDoc): void {
    this.entries.evict(entry);
  }

  private dispose(entry: LiveDoc): void {
    entry.unsubscribeBus?.().catch((error: unknown) => {
      this.options.onError(error, entry.objectId);
    });
    entry.unsubscribeBus = undefined;
    entry.destroy();
  }

  private reportFor(objectId: string): (error: unknown) => void {
    return (error) => {
      this.options.onError(error, objectId);
    };
  }
}
