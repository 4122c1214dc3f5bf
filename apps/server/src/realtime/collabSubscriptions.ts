import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { DocumentRegistry, LiveDoc, LiveEvent } from '../collab/registry.js';
import { decodeUpdateChecked } from '../collab/updates.js';
import { queueCollabUpdate } from '../commands/collab/acceptUpdate.js';
import { createBySubscription } from '../commands/collab/createByFirstWrite.js';
import type { Config } from '../config/index.js';
import type { Database, ViewRow } from '../db/schema.js';
import { authorizedCollabOf } from '../policies/collabAccess.js';
import { authorizedCollab, viewActor, type ViewActor } from '../policies/view.js';
import { loadCollabParents } from '../queries/collabParents.js';
import { loadViewTree } from '../queries/viewTree.js';
import {
  ackFrame,
  awarenessFrame,
  liveEventFrame,
  SyncType,
  syncFrame,
  unsubscribedFrame,
  type ClientFrame,
  type CollabAddress,
  type CollabCreation,
} from './frames.js';
import type { AccessEpochs } from './accessEpochs.js';
import { PresenceGate } from './presenceGate.js';
import { RateWindow } from './rateWindow.js';

export interface SubscriptionDeps {
  db: Kysely<Database>;
  collabs: DocumentRegistry;
  /** Raised at once by this instance's page and member changes: a trusted write permission is then re-checked. */
  accessEpochs: AccessEpochs;
  config: Config;
}

/** How the subscriptions reach their socket. */
export interface SubscriptionSink {
  send(frame: Uint8Array): void;
  /** An error frame about `address` (nothing was done). */
  refuse(error: unknown, address: CollabAddress): void;
  /** The first subscription in a workspace: the socket starts following its events (access changes). */
  followWorkspace(workspaceId: string): void;
  userUuid(): string;
}

/**
 * How long a write permission found on a socket is trusted before the page tree is read again. Any change of
 * the workspace's pages or members (its events, `recheck`) forgets it at once; this bounds what a missed event
 * could leave open, while a typist's keys no longer read the whole tree each.
 */
const WRITE_GRANT_MS = 5000;

interface WriteGrant {
  actor: ViewActor;
  view: ViewRow;
  until: number;
  /** The workspace's access epoch when it was found. */
  epoch: number;
}

interface Subscription {
  /** The last write permission found, while it is trusted. */
  grant?: WriteGrant;
  address: CollabAddress;
  entry: LiveDoc;
  stopListening: () => void;
  /** This connection's last write to the collab (its commit): an empty update's ack follows it. */
  lastWrite?: Promise<{ version: number }>;
  /** Awareness clients this connection speaks for (with a state): their presence ends with the subscription. */
  awareness: Set<number>;
}

const keyOf = (address: CollabAddress) => `${address.workspaceId}/${address.objectId}`;

/**
 * One connection's open collabs: subscribe (read access), sync steps, updates (write access, checked on each),
 * awareness, and dropping a subscription when access is lost. Every refusal is an error frame and stores nothing.
 */
export class CollabSubscriptions {
  private readonly open = new Map<string, Subscription>();
  /** The last ack (or refusal) to send: acks leave in the order of the writes. */
  private acks: Promise<void> = Promise.resolve();
  private readonly writes: RateWindow;
  private readonly presence: PresenceGate;
  private readonly opens: RateWindow;

  constructor(
    private readonly deps: SubscriptionDeps,
    private readonly sink: SubscriptionSink,
  ) {
    this.writes = new RateWindow(deps.config.realtime.updatesPerSecond);
    this.presence = new PresenceGate(deps.config.realtime.updatesPerSecond);
    this.opens = new RateWindow(deps.config.realtime.updatesPerSecond);
  }

  workspaces(): Set<string> {
    return new Set([...this.open.values()].map((subscription) => subscription.address.workspaceId));
  }

  async handle(frame: ClientFrame): Promise<void> {
    try {
      switch (frame.type) {
        case 'subscribe':
          await this.subscribe({ workspaceId: frame.workspaceId, objectId: frame.objectId }, frame.create);
          return;
        case 'unsubscribe':
          this.unsubscribe(frame);
          return;
        case 'sync':
          await this.sync(frame, this.subscribed(frame), frame.syncType, frame.payload);
          return;
        case 'awareness':
          this.awareness(this.subscribed(frame), frame.payload);
          return;
      }
    } catch (error) {
      this.sink.refuse(error, { workspaceId: frame.workspaceId, objectId: frame.objectId });
    }
  }

  /** Ends the subscriptions in `workspaceId` that the user may no longer read (all of them if not a member). */
  async recheck(workspaceId: string): Promise<void> {
    const here = [...this.open.values()].filter((s) => s.address.workspaceId === workspaceId);
    if (here.length === 0) return;
    // Pages or members changed: the next write is checked afresh.
    for (const subscription of here) subscription.grant = undefined;
    let actor;
    try {
      actor = await viewActor(this.deps.db, workspaceId, this.sink.userUuid());
    } catch (error) {
      for (const subscription of here) this.drop(subscription, error);
      return;
    }
    const tree = await loadViewTree(this.deps.db, workspaceId);
    // Rows and row documents are read through their database's page: their parents in one query for all.
    const parents = await loadCollabParents(
      this.deps.db,
      tree,
      here.map((subscription) => subscription.address.objectId),
    );
    for (const subscription of here) {
      try {
        authorizedCollab(actor, 'read', tree, subscription.address.objectId, parents);
      } catch (error) {
        this.drop(subscription, error);
      }
    }
  }

  closeAll(): void {
    for (const subscription of [...this.open.values()]) this.end(subscription);
  }

  private async subscribe(address: CollabAddress, create?: CollabCreation): Promise<void> {
    const { db, collabs, config } = this.deps;
    const existing = this.open.get(keyOf(address));
    if (existing === undefined && this.open.size >= config.realtime.maxCollabsPerConnection) {
      throw new AppError(
        'TooManyRequests',
        `At most ${config.realtime.maxCollabsPerConnection} collabs can be open on one connection`,
      );
    }
    // Each costs a tree and a document load: counted like writes.
    if (!this.opens.take()) {
      throw new AppError('TooManyRequests', 'Too many subscriptions at once', { retryAfterSeconds: 1 });
    }
    const actor = await viewActor(db, address.workspaceId, this.sink.userUuid());
    const tree = await loadViewTree(db, address.workspaceId);
    try {
      await authorizedCollabOf(db, actor, 'read', tree, address.objectId);
    } catch (refusal) {
      // A row or row document made on the client: this subscription creates it (empty), as a first write would.
      if (create === undefined || !(await createBySubscription(db, address, create, actor, tree, config))) {
        throw refusal;
      }
    }
    const entry = await collabs.open(address.workspaceId, address.objectId, { fresh: true });
    if (entry === undefined) throw new AppError('RecordNotFound', SpecMessages.documentNotFound);
    if (existing === undefined || existing.entry !== entry) {
      if (existing !== undefined) this.end(existing);
      const subscription: Subscription = {
        address,
        entry,
        awareness: new Set(),
        stopListening: collabs.listen(entry, (event) => {
          this.forward(address, event);
        }),
      };
      this.open.set(keyOf(address), subscription);
      this.sink.followWorkspace(address.workspaceId);
    }
    this.sink.send(syncFrame(address, SyncType.Step1, entry.stateVector()));
    const presence = collabs.awarenessOf(entry);
    if (presence !== undefined) this.sink.send(awarenessFrame(address, presence));
  }

  private unsubscribe(address: CollabAddress): void {
    const subscription = this.open.get(keyOf(address));
    if (subscription !== undefined) this.end(subscription);
  }

  private subscribed(address: CollabAddress): Subscription {
    const subscription = this.open.get(keyOf(address));
    if (subscription === undefined) throw new AppError('InvalidRequest', 'Subscribe to the collab first');
    return subscription;
  }

  private async sync(
    address: CollabAddress,
    subscription: Subscription,
    syncType: 'step1' | 'step2' | 'update',
    payload: Uint8Array,
  ): Promise<void> {
    if (syncType === 'step1') {
      const diff = await this.deps.collabs.diff(subscription.entry, payload);
      this.sink.send(syncFrame(address, SyncType.Step2, diff));
      return;
    }
    // An empty answer (nothing the server lacks) is no write: a guest sends one after every sync too.
    if (decodeUpdateChecked(payload).empty) {
      // Its version: the collab's now, or that of this connection's last write still being committed.
      const now = subscription.entry.version;
      const last = subscription.lastWrite ?? Promise.resolve({ version: now });
      const version = last.then(
        (written) => ({ version: Math.max(now, written.version) }),
        () => ({ version: now }),
      );
      this.ackInOrder(address, () => version);
      return;
    }
    if (!this.writes.take()) {
      throw new AppError(
        'TooManyRequests',
        `At most ${this.deps.config.realtime.updatesPerSecond} updates per second on one connection`,
        { retryAfterSeconds: 1 },
      );
    }
    const { db, collabs, config } = this.deps;
    const grant = await this.writeGrant(subscription);
    // The next message of this socket is handled once this one is applied and queued, not committed: a writer's
    // updates in flight share one commit. Its ack (or refusal) still waits for the commit, in order.
    const { committed } = await queueCollabUpdate(db, collabs, {
      workspaceId: address.workspaceId,
      objectId: address.objectId,
      update: payload,
      actor: grant.actor,
      authorizedView: grant.view,
      deviceId: null,
      limits: config.limits,
      perUserRate: false,
      now: new Date(),
      origin: this,
    });
    subscription.lastWrite = committed;
    committed.catch(() => undefined);
    this.ackInOrder(address, () => committed);
  }

  /**
   * Sends each write's ack once it is committed (a refusal by the store: an error frame instead), in the order the
   * writes arrived, whatever order their commits settle in.
   */
  private ackInOrder(address: CollabAddress, outcome: () => Promise<{ version: number }>): void {
    const next = this.acks.then(outcome);
    // Handled now (a refusal before its turn is not an unhandled rejection); answered in turn below.
    next.catch(() => undefined);
    this.acks = next.then(
      ({ version }) => {
        this.sink.send(ackFrame(address, version));
      },
      (error: unknown) => {
        this.sink.refuse(error, address);
      },
    );
  }

  /** This user's permission to write the collab: the trusted one, or checked afresh against the page tree. */
  private async writeGrant(subscription: Subscription): Promise<WriteGrant> {
    const now = Date.now();
    const { workspaceId, objectId } = subscription.address;
    const epoch = this.deps.accessEpochs.of(workspaceId);
    const trusted = subscription.grant;
    if (trusted !== undefined && trusted.until > now && trusted.epoch === epoch) return trusted;
    subscription.grant = undefined;
    const actor = await viewActor(this.deps.db, workspaceId, this.sink.userUuid());
    const tree = await loadViewTree(this.deps.db, workspaceId);
    const view = await authorizedCollabOf(this.deps.db, actor, 'write', tree, objectId);
    const grant = { actor, view, until: now + WRITE_GRANT_MS, epoch };
    subscription.grant = grant;
    return grant;
  }

  private awareness(subscription: Subscription, payload: Uint8Array): void {
    const entries = this.presence.admit(payload, subscription.awareness);
    this.deps.collabs.relayAwareness(subscription.entry, payload, this);
    for (const { client, removed } of entries) {
      if (removed) subscription.awareness.delete(client);
      else subscription.awareness.add(client);
    }
  }

  private forward(address: CollabAddress, event: LiveEvent): void {
    // Several updates merged: without this connection's own (if any were among them).
    const mine =
      event.forOrigin !== undefined ? event.forOrigin(this) : event.origin === this ? undefined : event;
    if (mine !== undefined) this.sink.send(liveEventFrame(address, mine));
  }

  private drop(subscription: Subscription, error: unknown): void {
    this.end(subscription);
    this.sink.refuse(error, subscription.address);
    this.sink.send(unsubscribedFrame(subscription.address));
  }

  private end(subscription: Subscription): void {
    subscription.stopListening();
    this.open.delete(keyOf(subscription.address));
    this.deps.collabs.dropAwareness(subscription.entry, [...subscription.awareness], this);
  }
}
