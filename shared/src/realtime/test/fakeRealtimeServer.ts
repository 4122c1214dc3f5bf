import * as Y from 'yjs';
import { decodeFrame, encodeFrame, type CollabAddress } from '../../collab/index.js';
import { clientControlSchema, parseControl, type ServerControl } from '../../contract/realtime.js';
import type { CollabTransport, ServerCollab } from '../../sync/transport.js';
import type { SocketLike } from '../connection.js';

/**
 * One collab's server for the realtime tests, speaking /ws/v1 as docs/realtime.md says (first-message auth,
 * subscribe → the server's step 1, step 1 → step 2, writes acknowledged then broadcast) and HTTP as the
 * fallback transport, both on one Y.Doc. Sockets are in-memory and deliver asynchronously, like the network.
 */
export class FakeRealtimeServer implements CollabTransport {
  readonly doc = new Y.Doc();
  readonly sockets = new Set<FakeSocket>();
  version = 0;
  /** Writes received over the socket and over HTTP. */
  socketWrites = 0;
  httpWrites = 0;
  acceptToken = 'good-token';

  load(): Promise<ServerCollab> {
    return Promise.resolve({
      docState: Y.encodeStateAsUpdate(this.doc),
      stateVector: Y.encodeStateVector(this.doc),
      version: this.version,
    });
  }

  send(_target: unknown, update: Uint8Array): Promise<{ version: number }> {
    this.httpWrites += 1;
    this.commit(update, null);
    return Promise.resolve({ version: this.version });
  }

  createSocket = (): SocketLike => {
    const socket = new FakeSocket(this);
    this.sockets.add(socket);
    setTimeout(() => socket.onopen?.({}), 0);
    return socket;
  };

  /** Drops every connection, as a restart or a network cut does. */
  dropAll(code = 1006): void {
    for (const socket of [...this.sockets]) socket.serverClose(code);
  }

  commit(update: Uint8Array, from: FakeSocket | null): void {
    Y.applyUpdate(this.doc, update);
    this.version += 1;
    for (const socket of this.sockets)
      for (const address of socket.subscriptions)
        if (socket !== from)
          socket.deliver(encodeFrame({ ...address, type: 'sync', syncType: 'update', payload: update }));
  }

  receive(socket: FakeSocket, data: string | Uint8Array): void {
    if (typeof data === 'string') {
      const message = parseControl(clientControlSchema, data);
      if (message?.type !== 'auth') return;
      if (message.token !== this.acceptToken) {
        socket.serverClose(4401);
        return;
      }
      socket.authenticated = true;
      socket.control({ type: 'auth-ok', userId: 'u1', expiresAt: Math.floor(Date.now() / 1000) + 3600 });
      return;
    }
    const frame = decodeFrame(data);
    if ('refused' in frame || !socket.authenticated) return;
    const address: CollabAddress = { workspaceId: frame.workspaceId, objectId: frame.objectId };
    if (frame.type === 'subscribe') {
      socket.subscriptions.add(address);
      socket.deliver(
        encodeFrame({ ...address, type: 'sync', syncType: 'step1', payload: Y.encodeStateVector(this.doc) }),
      );
    } else if (frame.type === 'sync' && frame.syncType === 'step1') {
      socket.deliver(
        encodeFrame({
          ...address,
          type: 'sync',
          syncType: 'step2',
          payload: Y.encodeStateAsUpdate(this.doc, frame.payload),
        }),
      );
    } else if (frame.type === 'awareness') {
      for (const other of this.sockets)
        if (other !== socket && other.subscriptions.size > 0) other.deliver(encodeFrame(frame));
    } else if (frame.type === 'sync') {
      this.socketWrites += 1;
      this.commit(frame.payload, socket);
      socket.deliver(encodeFrame({ ...address, type: 'ack', version: this.version }));
    }
  }
}

export class FakeSocket implements SocketLike {
  binaryType = 'blob';
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  authenticated = false;
  readonly subscriptions = new Set<CollabAddress>();
  private closed = false;

  constructor(private readonly server: FakeRealtimeServer) {}

  send(data: string | Uint8Array): void {
    if (this.closed) throw new Error('closed');
    const copy = typeof data === 'string' ? data : Uint8Array.from(data);
    setTimeout(() => {
      if (!this.closed) this.server.receive(this, copy);
    }, 0);
  }

  close(): void {
    this.serverClose(1000);
  }

  deliver(bytes: Uint8Array): void {
    const buffer = bytes.slice().buffer;
    setTimeout(() => {
      if (!this.closed) this.onmessage?.({ data: buffer });
    }, 0);
  }

  control(message: ServerControl): void {
    setTimeout(() => {
      if (!this.closed) this.onmessage?.({ data: JSON.stringify(message) });
    }, 0);
  }

  serverClose(code: number): void {
    if (this.closed) return;
    this.closed = true;
    this.server.sockets.delete(this);
    setTimeout(() => this.onclose?.({ code, reason: '' }), 0);
  }
}
