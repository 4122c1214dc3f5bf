// A headless co-editor over /ws/v1 that survives server crashes: one Y.Doc for its whole life, a new socket each
// time the server is back (auth, subscribe, state-vector exchange, docs/realtime.md "Flow"), unique tokens typed
// into the document's first paragraph, and an account of which tokens the server acknowledged. Acks come in
// order, one per write of the connection (a sync step 2 or an update): the write they answer carried known tokens.
import * as decoding from 'lib0/decoding';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { Frame, Sync, collabFrame, firstText, syncMessage, type Address } from '../wsClient.js';

export interface TypistOptions {
  /** One lowercase letter: its tokens are `<name><n>`, e.g. `<a17>`. */
  name: string;
  /** The server to connect to; a function is asked again for every connection (failover to another instance). */
  apiUrl: string | (() => string);
  token: string;
  address: Address;
  random: () => number;
  /** Writes sent and not yet acknowledged before typing pauses. */
  maxInFlight?: number;
  /** Tokens typed while disconnected before typing pauses (they go with the next sync step 2). */
  maxOffline?: number;
}

/** A write on the current connection, waiting for its ack, and the tokens it carries. */
interface Write {
  tokens: string[];
}

export const tokenPattern = /<[a-z]\d+>/g;

export class Typist {
  readonly doc = new Y.Doc();
  /** Every token this client typed, in order. */
  readonly typed: string[] = [];
  /** Tokens that went with a write the server acknowledged. */
  readonly acknowledged = new Set<string>();
  /** Anything the server did that it should not have (error frames, acks without a write, versions going back). */
  readonly problems: string[] = [];
  acks = 0;
  /** Times a connection got as far as the state-vector exchange. */
  syncs = 0;
  maxAckedVersion = 0;
  /** The server of the current (or last) connection, and how many connections reached each server. */
  currentUrl: string | undefined;
  readonly sessionsByUrl = new Map<string, number>();
  private socket: WebSocket | undefined;
  private inFlight: Write[] = [];
  private offline = 0;
  private synced = false;
  private lastVersion = 0;
  private stopped = false;
  private typingTimer: NodeJS.Timeout | undefined;
  private loop: Promise<void> | undefined;
  private stopping: () => void = () => undefined;
  private readonly stopped$ = new Promise<void>((resolve) => {
    this.stopping = resolve;
  });

  constructor(private readonly options: TypistOptions) {}

  /** Connected, synced and nothing waiting for an ack. */
  get settled(): boolean {
    return this.synced && this.inFlight.length === 0;
  }

  private running(): boolean {
    return !this.stopped;
  }

  get connected(): boolean {
    return this.socket !== undefined;
  }

  /** Where it stands, for a timed-out wait's message. */
  summary() {
    return {
      typed: this.typed.length,
      acknowledged: this.acknowledged.size,
      syncs: this.syncs,
      on: this.currentUrl,
      connected: this.connected,
      settled: this.settled,
      problems: this.problems.slice(0, 5),
    };
  }

  /** Connected and past the state-vector exchange: its writes go out as it types. */
  get live(): boolean {
    return this.socket !== undefined && this.synced;
  }

  /** Connects whenever `serverUp()` resolves, again after every disconnection, until `stop()`. */
  run(serverUp: () => Promise<void>): void {
    this.loop = (async () => {
      while (this.running()) {
        await Promise.race([serverUp(), this.stopped$]);
        if (!this.running()) return;
        await this.session().catch(() => undefined);
        // A reconnect backoff, as any client has (not a wait for a condition).
        await new Promise((resolve) => setTimeout(resolve, 5 + this.options.random() * 20));
      }
    })();
  }

  startTyping(): void {
    const tick = () => {
      this.typeOne();
      this.typingTimer = setTimeout(tick, 3 + this.options.random() * 12);
    };
    this.typingTimer ??= setTimeout(tick, 0);
  }

  stopTyping(): void {
    clearTimeout(this.typingTimer);
    this.typingTimer = undefined;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping();
    this.stopTyping();
    this.socket?.close();
    await this.loop;
  }

  /** The first paragraph's text, or undefined before the first sync brought the document. */
  text(): string | undefined {
    try {
      return firstText(this.doc).toJSON();
    } catch {
      return undefined;
    }
  }

  private typeOne(): void {
    if (this.text() === undefined) return;
    const paused = this.synced
      ? this.inFlight.length >= (this.options.maxInFlight ?? 8)
      : this.offline >= (this.options.maxOffline ?? 20);
    if (paused) return;
    const token = `<${this.options.name}${this.typed.length}>`;
    const text = firstText(this.doc);
    // At the start or the end: always between whole tokens, so no one's token is ever split by another's.
    const at = this.options.random() < 0.5 ? 0 : text.length;
    let update: Uint8Array | undefined;
    const capture = (bytes: Uint8Array, origin: unknown) => {
      if (origin === this) update = bytes;
    };
    this.doc.on('update', capture);
    this.doc.transact(() => {
      text.insert(at, token);
    }, this);
    this.doc.off('update', capture);
    this.typed.push(token);
    if (this.synced && update !== undefined) this.write(Sync.Update, update, [token]);
    else this.offline += 1;
  }

  private write(syncType: number, payload: Uint8Array, tokens: string[]): void {
    const socket = this.socket;
    if (socket === undefined) return;
    this.inFlight.push({ tokens });
    socket.send(syncMessage(this.options.address, syncType, payload));
  }

  private session(): Promise<void> {
    const { token } = this.options;
    const apiUrl = typeof this.options.apiUrl === 'function' ? this.options.apiUrl() : this.options.apiUrl;
    this.currentUrl = apiUrl;
    const socket = new WebSocket(`${apiUrl.replace(/^http/, 'ws')}/ws/v1`);
    this.socket = socket;
    return new Promise<void>((resolve) => {
      socket.on('open', () => {
        socket.send(JSON.stringify({ type: 'auth', token }));
      });
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (isBinary) this.receiveBinary(socket, new Uint8Array(data));
        else this.receiveText(socket, JSON.parse(data.toString()) as { type: string });
      });
      // An error is followed by close (a refused connection too).
      socket.on('error', () => undefined);
      socket.on('close', () => {
        this.socket = undefined;
        this.synced = false;
        // Whatever was not acknowledged may be lost: it goes again with the next step 2.
        this.inFlight = [];
        this.lastVersion = 0;
        resolve();
      });
    });
  }

  private receiveText(socket: WebSocket, message: { type: string; [key: string]: unknown }): void {
    if (message.type === 'auth-ok') {
      socket.send(collabFrame(Frame.Subscribe, this.options.address));
      return;
    }
    this.problems.push(`${this.options.name}: ${JSON.stringify(message)}`);
  }

  private receiveBinary(socket: WebSocket, bytes: Uint8Array): void {
    const decoder = decoding.createDecoder(bytes);
    const type = decoding.readVarUint(decoder);
    decoding.readVarString(decoder);
    const objectId = decoding.readVarString(decoder);
    if (objectId !== this.options.address.objectId) return;
    if (type === Frame.Sync) {
      const syncType = decoding.readVarUint(decoder);
      const payload = decoding.readVarUint8Array(decoder);
      if (syncType === Sync.Step1) this.answerStep1(socket, payload);
      else Y.applyUpdate(this.doc, payload, 'server');
    } else if (type === Frame.Ack) {
      this.acknowledge(decoding.readVarUint(decoder));
    } else if (type === Frame.Unsubscribe) {
      this.problems.push(`${this.options.name}: unsubscribed by the server`);
    }
  }

  /** The server's state vector: send what it lacks (every token not yet acknowledged may be among it). */
  private answerStep1(socket: WebSocket, serverVector: Uint8Array): void {
    if (this.socket !== socket) return;
    const unacknowledged = this.typed.filter((token) => !this.acknowledged.has(token));
    this.write(Sync.Step2, Y.encodeStateAsUpdate(this.doc, serverVector), unacknowledged);
    socket.send(syncMessage(this.options.address, Sync.Step1, Y.encodeStateVector(this.doc)));
    this.synced = true;
    this.offline = 0;
    this.syncs += 1;
    if (this.currentUrl !== undefined) {
      this.sessionsByUrl.set(this.currentUrl, (this.sessionsByUrl.get(this.currentUrl) ?? 0) + 1);
    }
  }

  private acknowledge(version: number): void {
    const write = this.inFlight.shift();
    if (write === undefined) {
      this.problems.push(`${this.options.name}: an ack (version ${version}) for no write`);
      return;
    }
    if (version < this.lastVersion) {
      this.problems.push(`${this.options.name}: ack version ${version} after ${this.lastVersion}`);
    }
    this.lastVersion = version;
    this.maxAckedVersion = Math.max(this.maxAckedVersion, version);
    this.acks += 1;
    for (const token of write.tokens) this.acknowledged.add(token);
  }
}
