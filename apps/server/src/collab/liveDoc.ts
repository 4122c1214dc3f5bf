import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { Unsubscribe } from '../bus/index.js';

/** What a live document tells those subscribed to it: an update already committed, or an awareness change. */
export interface LiveEvent {
  kind: 'update' | 'awareness';
  payload: Uint8Array;
  /** Who caused it (a connection, or another instance): a subscriber skips what it sent itself. */
  origin: unknown;
  /**
   * Set when several updates committed together are passed on as one (`emitCommitted`): what a subscriber whose
   * origin is `origin` is sent instead — the others' updates merged, without its own (undefined: nothing).
   */
  forOrigin?: (origin: unknown) => LiveEvent | undefined;
}

/** The origin of an event that merges several updates (see `forOrigin`). */
const mergedOrigin = Symbol('merged updates');

export type LiveListener = (event: LiveEvent) => void;

/**
 * One collab held in memory by the registry: its Y.Doc, the awareness of everyone looking at it, its version as
 * stored, and those subscribed. Writes to it run one at a time (`exclusive`), so that nobody sees an update
 * between the moment it is applied here and the moment it is committed.
 */
export class LiveDoc {
  /**
   * The Y.Doc, made on first need (a write, an update from another instance). Until then the document is kept as
   * `encoded`, its state as stored: a page that is only read (subscribed, synced) costs its encoded size, about a
   * tenth of a Y.Doc's, and state vectors and diffs are computed from the bytes.
   */
  private current: Y.Doc | undefined;
  private encoded: Uint8Array | undefined;
  /**
   * Made on first use (most documents in memory have no presence: an Awareness costs a Y.Doc and a timer). Bound
   * to a Y.Doc of its own: the document is replaced after a failed write, presence stays.
   */
  private presence: Awareness | undefined;
  version = 0;
  collabType = 0;
  lastUsed = Date.now();
  /** Operations under way that hold the document: it is not evicted meanwhile. */
  pins = 0;
  readonly listeners = new Set<LiveListener>();
  /** Who speaks for each awareness client (a connection, or another instance): nobody else may change it. */
  readonly presenceOwners = new Map<number, unknown>();
  unsubscribeBus: Unsubscribe | undefined;
  /** Settles (never rejects) once every append asked for so far has committed or been refused. */
  appended: Promise<void> = Promise.resolve();
  /** Holds content the store refused (a failed apply or append): reloaded from the store before it is read. */
  stale = false;
  /** Loaded while the bus was down: it hears nothing from other instances, so it is reloaded when free. */
  detached = false;
  private chain: Promise<unknown> = Promise.resolve();
  /** Committed updates not yet passed on (`emitCommitted`). */
  private outbox: { payload: Uint8Array; origin: unknown }[] = [];

  constructor(
    readonly workspaceId: string,
    readonly objectId: string,
  ) {}

  get doc(): Y.Doc {
    if (this.current === undefined) {
      const doc = new Y.Doc();
      if (this.encoded !== undefined) Y.applyUpdate(doc, this.encoded);
      this.current = doc;
      this.encoded = undefined;
    }
    return this.current;
  }

  /** Whether the Y.Doc was made (else the document is only its stored bytes). */
  get hydrated(): boolean {
    return this.current !== undefined;
  }

  /** The state vector (sync step 1), without making the Y.Doc. */
  stateVector(): Uint8Array {
    if (this.current === undefined && this.encoded !== undefined) {
      return Y.encodeStateVectorFromUpdate(this.encoded);
    }
    return Y.encodeStateVector(this.doc);
  }

  /** What the holder of `stateVector` lacks (sync step 2), without making the Y.Doc; throws if it is malformed. */
  diff(stateVector: Uint8Array): Uint8Array {
    if (this.current === undefined && this.encoded !== undefined) {
      return Y.diffUpdate(this.encoded, stateVector);
    }
    return Y.encodeStateAsUpdate(this.doc, stateVector);
  }

  /** Adds the store's whole state (a catch-up): applied to the Y.Doc if there is one, else merged into the bytes. */
  absorb(state: Uint8Array, origin: unknown): void {
    if (this.current === undefined && this.encoded !== undefined) {
      this.encoded = Y.mergeUpdates([this.encoded, state]);
    } else {
      Y.applyUpdate(this.doc, state, origin);
    }
  }

  get awareness(): Awareness {
    if (this.presence === undefined) {
      const awareness = new Awareness(new Y.Doc());
      // The server has no presence of its own.
      awareness.setLocalState(null);
      // Gone (left, or silent for 30 s): anyone may take the client id again.
      awareness.on('change', ({ removed }: { removed: number[] }) => {
        for (const client of removed) this.presenceOwners.delete(client);
      });
      this.presence = awareness;
    }
    return this.presence;
  }

  /** Whether anyone's presence was ever relayed here (reading `awareness` would make one). */
  get hasAwareness(): boolean {
    return this.presence !== undefined;
  }

  /**
   * Starts (again) from `state`, what the store holds: at load, or after a refused update that the Y.Doc may hold
   * part of. The Y.Doc is made again when next needed.
   */
  replaceDoc(state: Uint8Array): void {
    this.current?.destroy();
    this.current = undefined;
    this.encoded = state;
  }

  exclusive<T>(run: () => Promise<T>): Promise<T> {
    const next = this.chain.then(run, run);
    this.chain = next.catch(() => undefined);
    return next;
  }

  emit(event: LiveEvent, onError: (error: unknown) => void): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        onError(error);
      }
    }
  }

  /**
   * Passes on an update once committed. The updates of one batch are committed together and their handlers run
   * in the same turn; they go out together, at the end of it, as ONE update (Y.mergeUpdates): each subscriber is
   * sent one frame per batch instead of one per update (a tenth of the socket writes and of the receivers'
   * transactions when ten updates share a commit), still without the updates it sent itself.
   */
  emitCommitted(payload: Uint8Array, origin: unknown, onError: (error: unknown) => void): void {
    this.outbox.push({ payload, origin });
    if (this.outbox.length > 1) return;
    queueMicrotask(() => {
      const updates = this.outbox;
      this.outbox = [];
      let event: LiveEvent;
      try {
        event = committedEvent(updates);
      } catch (error) {
        onError(error);
        return;
      }
      this.emit(event, onError);
    });
  }

  touch(): void {
    this.lastUsed = Date.now();
  }

  get evictable(): boolean {
    return this.pins === 0 && this.listeners.size === 0;
  }

  destroy(): void {
    this.listeners.clear();
    // Destroying its Y.Doc destroys the Awareness too (and clears its timer).
    this.presence?.doc.destroy();
    this.presence = undefined;
    this.current?.destroy();
    this.current = undefined;
    this.encoded = undefined;
  }
}

/** One event for updates committed together: the update itself when alone, else their merge (see `forOrigin`). */
function committedEvent(updates: readonly { payload: Uint8Array; origin: unknown }[]): LiveEvent {
  const [only] = updates;
  if (updates.length === 1 && only !== undefined) return { kind: 'update', ...only };
  const origins = new Set(updates.map((update) => update.origin));
  const without = new Map<unknown, LiveEvent | undefined>();
  const all: LiveEvent = {
    kind: 'update',
    payload: Y.mergeUpdates(updates.map((update) => update.payload)),
    origin: mergedOrigin,
    forOrigin: (origin) => {
      if (!origins.has(origin)) return all;
      if (!without.has(origin)) {
        const others = updates.filter((update) => update.origin !== origin).map((update) => update.payload);
        const [one] = others;
        without.set(
          origin,
          one === undefined
            ? undefined
            : {
                kind: 'update',
                payload: others.length === 1 ? one : Y.mergeUpdates(others),
                origin: mergedOrigin,
              },
        );
      }
      return without.get(origin);
    },
  };
  return all;
}
