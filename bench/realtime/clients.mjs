// Headless Yjs clients for the real-time bench, one per protocol, with the same surface: `sync(name, doc)` runs
// the y-protocols handshake for one document, remote updates are applied to that Y.Doc (origin `remote`), local
// changes to it are sent as update messages, and every failure is counted in `errors` instead of thrown.
//
// - QuireClient: one /ws/v1 socket (docs/realtime.md): `{type:'auth',token}` first, then binary frames
//   `varUint type, varString workspaceId, varString objectId, body`; several documents on one socket.
// - ReferenceClient: one socket per document, at `ws://host/<name>`, messages `varUint 0 (sync) | 1 (awareness)`
//   then the y-protocols body: the protocol of the y-websocket server used as the reference.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { WebSocket } from 'ws';
import * as Y from 'yjs';

const SyncStep1 = 0;
const SyncStep2 = 1;
const SyncUpdate = 2;
const Frame = { Sync: 0, Awareness: 1, Subscribe: 2, Unsubscribe: 3, Ack: 4 };

/** Shared by every client of a run: failures by kind, with the first message of each. */
export class Errors {
  constructor() {
    this.counts = new Map();
    this.examples = new Map();
  }
  add(kind, detail) {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    if (!this.examples.has(kind)) this.examples.set(kind, String(detail).slice(0, 200));
  }
  get total() {
    let sum = 0;
    for (const count of this.counts.values()) sum += count;
    return sum;
  }
  summary() {
    return [...this.counts]
      .map(([kind, count]) => `${kind}×${count} (${this.examples.get(kind)})`)
      .join('; ');
  }
}

function openSocket(url, errors) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.binaryType = 'nodebuffer';
    socket.once('open', () => resolve(socket));
    socket.once('error', (error) => {
      errors.add('connect', error.message);
      reject(error);
    });
  });
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

/** Sends a Y.Doc's local changes through `send(update)`; remote ones arrive with origin 'remote'. */
function forwardLocal(doc, send) {
  const listener = (update, origin) => {
    if (origin !== 'remote') send(update);
  };
  doc.on('update', listener);
  return () => doc.off('update', listener);
}

export class QuireClient {
  static async connect(apiUrl, token, errors) {
    const socket = await openSocket(`${apiUrl.replace(/^http/, 'ws')}/ws/v1`, errors);
    const client = new QuireClient(socket, errors);
    const authed = new Promise((resolve, reject) => {
      client.onAuth = resolve;
      client.onAuthFail = reject;
    });
    socket.send(JSON.stringify({ type: 'auth', token }));
    await withTimeout(authed, 30_000, 'auth');
    return client;
  }

  constructor(socket, errors) {
    this.socket = socket;
    this.errors = errors;
    this.workspaceId = '';
    /** objectId → { doc, synced(), stop } */
    this.docs = new Map();
    this.acks = 0;
    this.closing = false;
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('error', (error) => errors.add('socket error', error.message));
    socket.on('close', (code, reason) => {
      if (!this.closing) errors.add(`closed ${code}`, reason.toString());
      this.onAuthFail?.(new Error(`closed ${code}`));
    });
  }

  receive(data, isBinary) {
    if (!isBinary) {
      const message = JSON.parse(data.toString());
      if (message.type === 'auth-ok') this.onAuth?.();
      else if (message.type === 'error') this.errors.add(`error ${message.name}`, message.message);
      return;
    }
    const decoder = decoding.createDecoder(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    const type = decoding.readVarUint(decoder);
    decoding.readVarString(decoder);
    const objectId = decoding.readVarString(decoder);
    const entry = this.docs.get(objectId);
    if (entry === undefined) return;
    if (type === Frame.Sync) {
      const syncType = decoding.readVarUint(decoder);
      const payload = decoding.readVarUint8Array(decoder);
      if (syncType === SyncStep1) {
        this.send(objectId, Frame.Sync, SyncStep2, Y.encodeStateAsUpdate(entry.doc, payload));
      } else {
        Y.applyUpdate(entry.doc, payload, 'remote');
        if (syncType === SyncStep2) entry.onSynced?.();
      }
    } else if (type === Frame.Ack) {
      this.acks += 1;
    } else if (type === Frame.Unsubscribe) {
      this.errors.add('unsubscribed by the server', objectId);
    }
  }

  send(objectId, type, syncType, payload) {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, type);
    encoding.writeVarString(encoder, this.workspaceId);
    encoding.writeVarString(encoder, objectId);
    if (type === Frame.Sync) {
      encoding.writeVarUint(encoder, syncType);
      encoding.writeVarUint8Array(encoder, payload);
    }
    this.socket.send(encoding.toUint8Array(encoder));
  }

  /** Subscribes to `objectId` of `workspaceId` and syncs `doc` with it both ways. */
  async sync(workspaceId, objectId, doc = new Y.Doc()) {
    this.workspaceId = workspaceId;
    const synced = new Promise((resolve) => {
      this.docs.set(objectId, {
        doc,
        onSynced: resolve,
        stop: forwardLocal(doc, (update) => this.send(objectId, Frame.Sync, SyncUpdate, update)),
      });
    });
    this.send(objectId, Frame.Subscribe);
    this.send(objectId, Frame.Sync, SyncStep1, Y.encodeStateVector(doc));
    await withTimeout(synced, 60_000, 'sync');
    return doc;
  }

  unsubscribe(objectId) {
    const entry = this.docs.get(objectId);
    entry?.stop();
    this.docs.delete(objectId);
    this.send(objectId, Frame.Unsubscribe);
  }

  close() {
    this.closing = true;
    this.socket.close();
  }
}

export class ReferenceClient {
  /** One socket for one document: `name` is the document's room on the y-websocket server. */
  static async connect(serverUrl, name, errors, doc = new Y.Doc()) {
    const socket = await openSocket(`${serverUrl}/${name}`, errors);
    const client = new ReferenceClient(socket, errors, doc);
    await withTimeout(client.synced, 60_000, 'sync');
    return client;
  }

  constructor(socket, errors, doc) {
    this.socket = socket;
    this.errors = errors;
    this.doc = doc;
    this.closing = false;
    this.synced = new Promise((resolve) => (this.onSynced = resolve));
    this.stop = forwardLocal(doc, (update) => this.sendSync(SyncUpdate, update));
    socket.on('message', (data) => this.receive(data));
    socket.on('error', (error) => errors.add('socket error', error.message));
    socket.on('close', (code, reason) => {
      if (!this.closing) errors.add(`closed ${code}`, reason.toString());
    });
    this.sendSync(SyncStep1, Y.encodeStateVector(doc));
  }

  receive(data) {
    const decoder = decoding.createDecoder(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    if (decoding.readVarUint(decoder) !== 0) return; // awareness, auth: not used here
    const syncType = decoding.readVarUint(decoder);
    const payload = decoding.readVarUint8Array(decoder);
    if (syncType === SyncStep1) {
      this.sendSync(SyncStep2, Y.encodeStateAsUpdate(this.doc, payload));
    } else {
      Y.applyUpdate(this.doc, payload, 'remote');
      if (syncType === SyncStep2) this.onSynced();
    }
  }

  sendSync(syncType, payload) {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, 0);
    encoding.writeVarUint(encoder, syncType);
    encoding.writeVarUint8Array(encoder, payload);
    this.socket.send(encoding.toUint8Array(encoder));
  }

  close() {
    this.closing = true;
    this.stop();
    this.socket.close();
  }
}
