import { decodeFrame, RealtimeClose, type CollabAddress } from '../collab/index.js';
import type { ClientControl, ServerControl, WorkspaceEvent } from '../contract/realtime.js';
import { CollabChannel, type ChannelHandlers } from './channel.js';
import { readServerControl } from './serverControl.js';

/** The part of the browser's WebSocket (and of the `ws` package's) the connection uses. */
export interface SocketLike {
  binaryType: string;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string | Uint8Array): void;
  close(code?: number, reason?: string): void;
}

export type ConnectionStatus = 'idle' | 'connecting' | 'ready' | 'offline';

export interface RealtimeOptions {
  /** The `/ws/v1` address (the runtime config's `wsUrl`). */
  url(): string;
  /** A valid access token (refreshed when expired), or null when signed out. */
  token(): Promise<string | null>;
  createSocket?: (url: string) => SocketLike;
  /** The first reconnect wait; it doubles up to `retryMaxMs`, each with jitter (half to all of it). */
  retryFirstMs?: number;
  retryMaxMs?: number;
  random?: () => number;
}

type WorkspaceListener = (event: WorkspaceEvent) => void;

const keyOf = (address: CollabAddress) => `${address.workspaceId}/${address.objectId}`.toLowerCase();

/**
 * The tab's one realtime connection (spec 001 §1, docs/realtime.md): opened when a first collab or workspace is
 * followed, authenticated by the first message, re-authenticated before the token expires without dropping
 * the socket, and reopened after any drop with a jittered, doubling wait — each collab then subscribes and
 * exchanges state vectors again, so nothing committed meanwhile is missed. Collabs and workspace events are
 * multiplexed over it; it never shows errors itself (its owners stay on HTTP while it is down).
 */
export class RealtimeConnection {
  private socket: SocketLike | null = null;
  private status: ConnectionStatus = 'idle';
  private readonly channels = new Map<string, CollabChannel>();
  private readonly workspaces = new Map<string, Set<WorkspaceListener>>();
  private readonly statusListeners = new Set<(status: ConnectionStatus) => void>();
  private attempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private reauthTimer: ReturnType<typeof setTimeout> | undefined;
  private destroyed = false;

  constructor(private readonly options: RealtimeOptions) {}

  getStatus(): ConnectionStatus {
    return this.status;
  }

  onStatus(listener: (status: ConnectionStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  /** Follows a collab over the connection; `close()` on the channel leaves it. */
  collab(address: CollabAddress, stateVector: () => Uint8Array, handlers: ChannelHandlers): CollabChannel {
    const key = keyOf(address);
    this.channels.get(key)?.close();
    const channel = new CollabChannel(address, stateVector, handlers, (bytes) => this.send(bytes));
    const close = channel.close.bind(channel);
    channel.close = () => {
      close();
      if (this.channels.get(key) === channel) this.channels.delete(key);
    };
    this.channels.set(key, channel);
    if (this.status === 'ready') channel.start();
    else this.ensureConnected();
    return channel;
  }

  /** Hears a workspace's events (page tree, members, collab updates) while following it. */
  followWorkspace(workspaceId: string, listener: WorkspaceListener): () => void {
    const id = workspaceId.toLowerCase();
    let listeners = this.workspaces.get(id);
    if (listeners === undefined) {
      listeners = new Set();
      this.workspaces.set(id, listeners);
      if (this.status === 'ready') this.control({ type: 'subscribe-workspace', workspaceId: id });
    }
    listeners.add(listener);
    this.ensureConnected();
    return () => {
      const current = this.workspaces.get(id);
      if (current === undefined) return;
      current.delete(listener);
      if (current.size > 0) return;
      this.workspaces.delete(id);
      if (this.status === 'ready') this.control({ type: 'unsubscribe-workspace', workspaceId: id });
    };
  }

  /** Connects now if a drop left it waiting (the browser came back online, the user signed in). */
  reconnectNow(): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.attempts = 0;
    this.ensureConnected();
  }

  destroy(): void {
    this.destroyed = true;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.reauthTimer);
    for (const channel of [...this.channels.values()]) channel.close();
    this.socket?.close(1000, 'closed');
    this.socket = null;
    this.setStatus('idle');
  }

  private ensureConnected(): void {
    if (this.destroyed || this.socket !== null || this.status === 'connecting') return;
    if (this.reconnectTimer !== undefined) return;
    void this.open();
  }

  private async open(): Promise<void> {
    this.setStatus('connecting');
    const token = await this.options.token().catch(() => null);
    if (this.destroyed) return;
    if (token === null) {
      this.setStatus('idle');
      return;
    }
    const create =
      this.options.createSocket ??
      (typeof WebSocket === 'undefined'
        ? undefined
        : (url: string) => new WebSocket(url) as unknown as SocketLike);
    // Nowhere to connect (a runtime without WebSocket): the owners stay on HTTP.
    if (create === undefined) {
      this.setStatus('idle');
      return;
    }
    let socket: SocketLike;
    try {
      socket = create(this.options.url());
    } catch {
      this.dropped();
      return;
    }
    this.socket = socket;
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => {
      this.control({ type: 'auth', token });
    };
    socket.onmessage = (event) => {
      this.receive(event.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.dropped(event.code);
    };
    socket.onerror = () => undefined;
  }

  private receive(data: unknown): void {
    if (typeof data === 'string') {
      const message = readServerControl(data);
      if (message !== undefined) this.onControl(message);
      return;
    }
    const bytes =
      data instanceof ArrayBuffer ? new Uint8Array(data) : data instanceof Uint8Array ? data : null;
    if (bytes === null) return;
    const frame = decodeFrame(bytes);
    if ('refused' in frame) return;
    this.channels.get(keyOf(frame))?.receive(frame);
  }

  private onControl(message: ServerControl): void {
    switch (message.type) {
      case 'auth-ok':
        this.attempts = 0;
        this.scheduleReauth(message.expiresAt);
        if (this.status !== 'ready') {
          this.setStatus('ready');
          for (const channel of this.channels.values()) channel.start();
          for (const workspaceId of this.workspaces.keys())
            this.control({ type: 'subscribe-workspace', workspaceId });
        }
        return;
      case 'error':
        if (message.workspaceId !== undefined && message.objectId !== undefined)
          this.channels
            .get(keyOf({ workspaceId: message.workspaceId, objectId: message.objectId }))
            ?.refused(message.name, message.message);
        return;
      case 'workspace-event':
        for (const listener of this.workspaces.get(message.workspaceId.toLowerCase()) ?? [])
          listener(message.event);
        return;
    }
  }

  /** A minute before the token expires, sends a fresh one: the socket and its subscriptions stay. */
  private scheduleReauth(expiresAt: number): void {
    clearTimeout(this.reauthTimer);
    const wait = Math.max(5_000, expiresAt * 1000 - Date.now() - 60_000);
    this.reauthTimer = setTimeout(() => {
      void this.options
        .token()
        .catch(() => null)
        .then((token) => {
          if (token !== null && this.socket !== null) this.control({ type: 'auth', token });
        });
    }, wait);
  }

  private dropped(code?: number): void {
    clearTimeout(this.reauthTimer);
    for (const channel of this.channels.values()) channel.stop();
    if (this.destroyed) return;
    this.setStatus('offline');
    if (this.channels.size === 0 && this.workspaces.size === 0) {
      this.setStatus('idle');
      return;
    }
    const first = this.options.retryFirstMs ?? 1000;
    const max = this.options.retryMaxMs ?? 30_000;
    // A refused token is refreshed by `token()` on the next try; no reason to wait long for that.
    const base = code === RealtimeClose.Unauthorized && this.attempts === 0 ? 0 : first * 2 ** this.attempts;
    const wait = Math.min(max, base) * (0.5 + (this.options.random ?? Math.random)() / 2);
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.ensureConnected();
    }, wait);
  }

  private control(message: ClientControl): void {
    this.socket?.send(JSON.stringify(message));
  }

  private send(bytes: Uint8Array): boolean {
    if (this.socket === null || this.status !== 'ready') return false;
    this.socket.send(bytes);
    return true;
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }
}
