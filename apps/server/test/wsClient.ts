// A headless /ws/v1 client for tests: a `ws` socket speaking the frames of docs/realtime.md, with a Y.Doc per
// collab kept in sync through y-protocols messages, and waits on what the server sends.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { WebSocket } from 'ws';
import * as Y from 'yjs';

export const Frame = { Sync: 0, Awareness: 1, Subscribe: 2, Unsubscribe: 3, Ack: 4 } as const;
export const Sync = { Step1: 0, Step2: 1, Update: 2 } as const;

export interface Address {
  workspaceId: string;
  objectId: string;
}

export type Received =
  | {
      kind: 'binary';
      type: number;
      workspaceId: string;
      objectId: string;
      syncType?: number;
      payload?: Uint8Array;
      version?: number;
    }
  | { kind: 'text'; message: { type: string; [key: string]: unknown } };

export function collabFrame(
  type: number,
  address: Address,
  body?: (encoder: encoding.Encoder) => void,
): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  encoding.writeVarString(encoder, address.workspaceId);
  encoding.writeVarString(encoder, address.objectId);
  body?.(encoder);
  return encoding.toUint8Array(encoder);
}

export function syncMessage(address: Address, syncType: number, payload: Uint8Array): Uint8Array {
  return collabFrame(Frame.Sync, address, (encoder) => {
    encoding.writeVarUint(encoder, syncType);
    encoding.writeVarUint8Array(encoder, payload);
  });
}

function decode(data: Buffer, isBinary: boolean): Received {
  if (!isBinary) return { kind: 'text', message: JSON.parse(data.toString()) as { type: string } };
  const decoder = decoding.createDecoder(new Uint8Array(data));
  const type = decoding.readVarUint(decoder);
  const workspaceId = decoding.readVarString(decoder);
  const objectId = decoding.readVarString(decoder);
  const base = { kind: 'binary' as const, type, workspaceId, objectId };
  if (type === Frame.Sync) {
    const syncType = decoding.readVarUint(decoder);
    return { ...base, syncType, payload: decoding.readVarUint8Array(decoder) };
  }
  if (type === Frame.Awareness) return { ...base, payload: decoding.readVarUint8Array(decoder) };
  if (type === Frame.Ack) return { ...base, version: decoding.readVarUint(decoder) };
  return base;
}

export class TestSocket {
  readonly received: Received[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];
  /** The client's copy of each collab it synced. */
  readonly docs = new Map<string, Y.Doc>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      const message = decode(data, isBinary);
      if (message.kind === 'binary' && message.type === Frame.Sync && message.payload !== undefined) {
        const doc = this.docs.get(message.objectId);
        if (doc !== undefined && message.syncType !== Sync.Step1)
          Y.applyUpdate(doc, message.payload, 'server');
      }
      this.received.push(message);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
  }

  static async open(apiUrl: string): Promise<TestSocket> {
    const socket = new WebSocket(`${apiUrl.replace(/^http/, 'ws')}/ws/v1`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => {
        resolve();
      });
      socket.once('error', reject);
    });
    return new TestSocket(socket);
  }

  /** Opens a socket and authenticates it with `authorization` ("Bearer …"). */
  static async signedIn(apiUrl: string, authorization: string): Promise<TestSocket> {
    const client = await TestSocket.open(apiUrl);
    await client.auth(authorization.replace(/^Bearer /, ''));
    return client;
  }

  async auth(token: string): Promise<void> {
    const from = this.received.length;
    this.sendText({ type: 'auth', token });
    await this.next((m) => m.kind === 'text' && m.message.type === 'auth-ok', from);
  }

  sendText(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  sendBinary(bytes: Uint8Array): void {
    this.socket.send(bytes);
  }

  /** The first message from index `from` on that `match`es, waiting up to `timeoutMs`. */
  async next(match: (message: Received) => boolean, from = 0, timeoutMs = 5000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.slice(from).find(match);
      if (found !== undefined) return found;
      if (this.socket.readyState === WebSocket.CLOSED || Date.now() > deadline) {
        throw new Error(`no matching message; received ${JSON.stringify(this.received.map(summary))}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  nextError(from = 0, name?: string): Promise<Received> {
    return this.next(
      (m) =>
        m.kind === 'text' && m.message.type === 'error' && (name === undefined || m.message.name === name),
      from,
    );
  }

  /** Subscribes and runs both sync steps: the client's doc ends up with the server's state, and vice versa. */
  async syncCollab(address: Address, doc: Y.Doc = new Y.Doc()): Promise<Y.Doc> {
    this.docs.set(address.objectId, doc);
    const from = this.received.length;
    this.sendBinary(collabFrame(Frame.Subscribe, address));
    const step1 = await this.next(
      (m) => m.kind === 'binary' && m.objectId === address.objectId && m.syncType === Sync.Step1,
      from,
    );
    if (step1.kind !== 'binary' || step1.payload === undefined) throw new Error('no step 1');
    this.sendBinary(syncMessage(address, Sync.Step2, Y.encodeStateAsUpdate(doc, step1.payload)));
    this.sendBinary(syncMessage(address, Sync.Step1, Y.encodeStateVector(doc)));
    await this.next(
      (m) => m.kind === 'binary' && m.objectId === address.objectId && m.syncType === Sync.Step2,
      from,
    );
    return doc;
  }

  /** Sends what changes when `edit` runs on the client's doc, as an update frame; returns the ack's version. */
  async edit(address: Address, edit: (doc: Y.Doc) => void): Promise<Received> {
    const doc = this.docs.get(address.objectId);
    if (doc === undefined) throw new Error('sync the collab first');
    const before = Y.encodeStateVector(doc);
    edit(doc);
    const from = this.received.length;
    this.sendBinary(syncMessage(address, Sync.Update, Y.encodeStateAsUpdate(doc, before)));
    return this.next(
      (m) =>
        (m.kind === 'binary' && m.type === Frame.Ack && m.objectId === address.objectId) ||
        (m.kind === 'text' && m.message.type === 'error'),
      from,
    );
  }

  close(): void {
    this.socket.close();
  }
}

function summary(message: Received): unknown {
  return message.kind === 'text'
    ? message.message
    : { type: message.type, syncType: message.syncType, version: message.version };
}

/** The first paragraph's text of a Quire document collab (page → paragraph). */
export function firstText(doc: Y.Doc): Y.Text {
  const document = doc.getMap('data').get('document') as Y.Map<unknown>;
  const textMap = (document.get('meta') as Y.Map<unknown>).get('text_map') as Y.Map<Y.Text>;
  const [text] = [...textMap.values()];
  if (text === undefined) throw new Error('no text in the document');
  return text;
}
