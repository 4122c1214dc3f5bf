import { encodeFrame, type CollabAddress, type Frame } from '../collab/index.js';

/** What a collab's owner (DocumentSync) hears from its channel. */
export interface ChannelHandlers {
  /** The server's state vector, on each (re)subscription: what it has, so what it lacks can be sent. */
  onServerVector(vector: Uint8Array): void;
  /** A change the server has and this copy may not: another client's update or the server's diff. */
  onRemoteUpdate(update: Uint8Array): void;
  /** An awareness update of the collab's other clients (presence, cursors). */
  onAwareness?(update: Uint8Array): void;
  /** The channel can carry writes (true) or cannot any more (false: socket closed, access lost). */
  onLive?(live: boolean): void;
}

interface PendingWrite {
  resolve(version: number): void;
  reject(error: Error): void;
}

/** Why a write over the channel did not happen: the owner falls back to HTTP or retries later. */
export class ChannelWriteError extends Error {
  constructor(
    message: string,
    readonly errorName?: string,
  ) {
    super(message);
    this.name = 'ChannelWriteError';
  }
}

/**
 * One collab on the realtime connection (docs/realtime.md): subscribes and sends its state vector when the
 * connection is ready, hands the server's vector, diff and updates to its owner, and carries its writes, each
 * acknowledged in order once the server has committed it. Writes are refused while it is not live; pending
 * ones fail when the connection drops, so nothing is thought saved that was not acknowledged.
 */
export class CollabChannel {
  private live = false;
  private subscribed = false;
  private readonly pending: PendingWrite[] = [];

  constructor(
    readonly address: CollabAddress,
    private readonly stateVector: () => Uint8Array,
    private readonly handlers: ChannelHandlers,
    private readonly send: (bytes: Uint8Array) => boolean,
  ) {}

  isLive(): boolean {
    return this.live;
  }

  /** The connection is ready (authenticated): subscribe and ask for what this copy lacks. */
  start(): void {
    this.subscribed = true;
    this.sendFrame({ ...this.address, type: 'subscribe' });
    this.sendFrame({ ...this.address, type: 'sync', syncType: 'step1', payload: this.stateVector() });
  }

  /** The connection dropped: not live until the next `start`; unacknowledged writes failed. */
  stop(reason = 'the realtime connection closed'): void {
    this.subscribed = false;
    this.setLive(false);
    this.failPending(reason);
  }

  /** Leaves the collab (the page closed). */
  close(): void {
    if (this.subscribed) this.sendFrame({ ...this.address, type: 'unsubscribe' });
    this.stop('the collab was closed');
  }

  /** Sends `update` (what the server lacks); resolves with the collab's version once committed. */
  write(update: Uint8Array): Promise<number> {
    if (!this.live) return Promise.reject(new ChannelWriteError('the collab is not live'));
    return new Promise<number>((resolve, reject) => {
      this.pending.push({ resolve, reject });
      if (!this.sendFrame({ ...this.address, type: 'sync', syncType: 'update', payload: update })) {
        this.pending.pop();
        reject(new ChannelWriteError('the realtime connection is not open'));
      }
    });
  }

  /** Presence of this client (a y-protocols awareness update). */
  sendAwareness(update: Uint8Array): void {
    if (this.live) this.sendFrame({ ...this.address, type: 'awareness', payload: update });
  }

  receive(frame: Frame): void {
    switch (frame.type) {
      case 'sync':
        if (frame.syncType === 'step1') {
          // Live first: what the owner sends in answer goes over this channel.
          this.setLive(true);
          this.handlers.onServerVector(frame.payload);
        } else {
          this.handlers.onRemoteUpdate(frame.payload);
        }
        return;
      case 'awareness':
        this.handlers.onAwareness?.(frame.payload);
        return;
      case 'ack':
        this.pending.shift()?.resolve(frame.version);
        return;
      case 'unsubscribe':
        // The server ended the subscription (access lost, collab gone): an error frame said why.
        this.stop('the server ended the subscription');
        return;
      case 'subscribe':
        return;
    }
  }

  /** The server refused something of this collab's: the oldest unacknowledged write, if any. */
  refused(name: string, message: string): void {
    this.pending.shift()?.reject(new ChannelWriteError(message, name));
  }

  private setLive(live: boolean): void {
    if (this.live === live) return;
    this.live = live;
    this.handlers.onLive?.(live);
  }

  private failPending(reason: string): void {
    for (const write of this.pending.splice(0)) write.reject(new ChannelWriteError(reason));
  }

  private sendFrame(frame: Frame): boolean {
    return this.send(encodeFrame(frame));
  }
}
