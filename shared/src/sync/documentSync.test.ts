/**
 * @jest-environment node
 */
import * as Y from 'yjs';
import { readSyncRecord, type CollabTarget } from './bookkeeping.js';
import type { CollabCache } from './collabCache.js';
import { DocumentSync, SYNC_DEBOUNCE_MS, syncOrigin } from './documentSync.js';
import { AppError } from '../errors/index.js';
import type { CollabCreate, CollabTransport, ServerCollab } from './transport.js';

const target: CollabTarget = { userId: 'u1', workspaceId: 'w1', objectId: 'o1', collabType: 0 };
let targetCount = 0;
const freshTarget = (): CollabTarget => ({ ...target, objectId: `o${(targetCount += 1)}` });

/** A server that keeps one Y.Doc and can be made to fail or to hold sends until released. */
class FakeServer implements CollabTransport {
  readonly doc = new Y.Doc();
  readonly sent: Uint8Array[] = [];
  failing = false;
  private held: (() => void)[] = [];
  holding = false;

  constructor(text = 'server') {
    this.doc.getText('t').insert(0, text);
  }

  load(): Promise<ServerCollab> {
    if (this.failing) return Promise.reject(new Error('offline'));
    return Promise.resolve({
      docState: Y.encodeStateAsUpdate(this.doc),
      stateVector: Y.encodeStateVector(this.doc),
      version: this.sent.length,
    });
  }

  inFlight = 0;
  maxInFlight = 0;

  /** Every send tried, failed or not. */
  attempts = 0;

  async send(_target: CollabTarget, update: Uint8Array): Promise<{ version: number }> {
    this.attempts += 1;
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.holding) await new Promise<void>((resolve) => this.held.push(resolve));
      if (this.failing) throw new Error('offline');
      Y.applyUpdate(this.doc, update);
      this.sent.push(update);
      return { version: this.sent.length };
    } finally {
      this.inFlight -= 1;
    }
  }

  release(): void {
    this.holding = false;
    for (const resolve of this.held.splice(0)) resolve();
  }
}

class MemoryCache implements CollabCache {
  readonly states = new Map<string, Uint8Array>();
  read(t: CollabTarget) {
    return Promise.resolve(this.states.get(t.objectId));
  }
  write(t: CollabTarget, state: Uint8Array) {
    this.states.set(t.objectId, state);
    return Promise.resolve();
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const text = (sync: DocumentSync) => sync.doc.getText('t').toJSON();

describe('DocumentSync (spec 001 §4 "Document sync")', () => {
  it('API-SYNC-05 / API-SYNC-07 / API-SYNC-12: opens from the server; a local edit is unsynced (kept per user, workspace and object) until, one debounce later, what the server lacks is sent', async () => {
    expect(SYNC_DEBOUNCE_MS).toBe(1000);
    // The debounce on the test's own clock: a loaded machine cannot make the send look early.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const server = new FakeServer();
    const t = freshTarget();
    const sync = new DocumentSync(t, { transport: server, cache: new MemoryCache(), debounceMs: 30 });
    await sync.open();
    expect(text(sync)).toBe('server');
    expect(sync.getStatus()).toBe('synced');
    sync.doc.getText('t').insert(6, ' + local');
    sync.doc.getText('t').insert(14, '!');
    expect(sync.getStatus()).toBe('unsynced');
    expect(readSyncRecord(t).unsynced).toBe(true);
    await jest.advanceTimersByTimeAsync(29);
    expect(server.sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(2);
    jest.useRealTimers();
    await wait(20);
    // Two edits, one send after the debounce; only what the server lacked travelled.
    expect(server.sent).toHaveLength(1);
    expect(Y.decodeUpdate(server.sent[0] ?? new Uint8Array()).structs.length).toBeGreaterThan(0);
    expect(server.doc.getText('t').toJSON()).toBe('server + local!');
    expect(sync.getStatus()).toBe('synced');
    const record = readSyncRecord(t);
    expect(record.unsynced).toBe(false);
    expect(record.lastSynced).toEqual(expect.any(Number));
    expect(record.versionVector).toEqual(expect.any(String));
    await sync.destroy();
  });

  it('changes from the server or the cache are not local edits: nothing is sent for them', async () => {
    const server = new FakeServer();
    const sync = new DocumentSync(freshTarget(), {
      transport: server,
      cache: new MemoryCache(),
      debounceMs: 10,
    });
    await sync.open();
    const remote = new Y.Doc();
    remote.getText('t').insert(0, 'elsewhere ');
    Y.applyUpdate(sync.doc, Y.encodeStateAsUpdate(remote), syncOrigin);
    await wait(40);
    expect(server.sent).toHaveLength(0);
    expect(sync.getStatus()).toBe('synced');
    await sync.destroy();
  });

  it('API-SYNC-06 / API-SYNC-08 / API-SYNC-11: one send at a time; an edit during a send moves the local version on, so the answer leaves the document unsynced and the edit is sent after it', async () => {
    const server = new FakeServer();
    const t = freshTarget();
    const sync = new DocumentSync(t, { transport: server, cache: new MemoryCache(), debounceMs: 10 });
    await sync.open();
    server.holding = true;
    sync.doc.getText('t').insert(0, 'a');
    await wait(30);
    expect(sync.getStatus()).toBe('syncing');
    sync.doc.getText('t').insert(0, 'b');
    await wait(30);
    expect(server.sent).toHaveLength(0);
    // The first send is still out: the second edit waits for it rather than racing it.
    expect(readSyncRecord(t).unsynced).toBe(true);
    server.release();
    await wait(40);
    expect(server.sent).toHaveLength(2);
    expect(server.maxInFlight).toBe(1);
    expect(server.doc.getText('t').toJSON()).toBe('baserver');
    expect(sync.getStatus()).toBe('synced');
    await sync.destroy();
  });

  it('a send carries only the edits the server lacks since it last had this copy, not the whole delete set again; after a failed send, everything beyond its vector (issue 9)', async () => {
    const server = new FakeServer();
    const sync = new DocumentSync(freshTarget(), {
      transport: server,
      cache: new MemoryCache(),
      debounceMs: 10,
      retryMs: 10,
    });
    await sync.open();
    sync.doc.getText('t').delete(0, 1);
    await wait(30);
    sync.doc.getText('t').insert(5, 'X');
    await wait(30);
    expect(server.sent).toHaveLength(2);
    const second = Y.decodeUpdate(server.sent[1] ?? new Uint8Array());
    expect(second.structs).toHaveLength(1);
    // The deletion went out with the first send.
    expect(second.ds.clients.size).toBe(0);
    server.failing = true;
    sync.doc.getText('t').insert(6, 'Y');
    await wait(30);
    expect(sync.getStatus()).toBe('offline');
    server.failing = false;
    sync.doc.getText('t').insert(7, 'Z');
    await wait(80);
    expect(server.doc.getText('t').toJSON()).toBe('erverXYZ');
    expect(sync.getStatus()).toBe('synced');
    const retried = Y.decodeUpdate(server.sent.at(-1) ?? new Uint8Array());
    expect(retried.ds.clients.size).toBe(1);
    await sync.destroy();
  });

  it('a failed send stays unsynced; reopened (a reload) from the cache while offline, the edit is there; back online it is sent at start-up', async () => {
    const server = new FakeServer();
    const cache = new MemoryCache();
    const t = freshTarget();
    const first = new DocumentSync(t, { transport: server, cache, debounceMs: 10 });
    await first.open();
    server.failing = true;
    first.doc.getText('t').insert(6, ' offline edit');
    await wait(40);
    expect(first.getStatus()).toBe('offline');
    expect(readSyncRecord(t).unsynced).toBe(true);
    await first.destroy();
    expect(server.doc.getText('t').toJSON()).toBe('server');

    // Reload while still offline: the cached copy opens, with the edit.
    const offline = new DocumentSync(t, { transport: server, cache, debounceMs: 10 });
    await offline.open();
    expect(text(offline)).toBe('server offline edit');
    await wait(10);
    expect(offline.getStatus()).toBe('offline');
    await offline.destroy();

    // Reload online: the unsynced edit is retried at start-up, without a new edit.
    server.failing = false;
    const online = new DocumentSync(t, { transport: server, cache, debounceMs: 10 });
    await online.open();
    await wait(30);
    expect(server.doc.getText('t').toJSON()).toBe('server offline edit');
    expect(online.getStatus()).toBe('synced');
    expect(readSyncRecord(t).unsynced).toBe(false);
    await online.destroy();
  });

  it('opened from the cache while offline, an edit is sent once the server is back (reconnect), without a reload', async () => {
    const server = new FakeServer();
    const cache = new MemoryCache();
    const t = freshTarget();
    const first = new DocumentSync(t, { transport: server, cache, debounceMs: 10 });
    await first.open();
    await first.destroy();
    server.failing = true;
    const offline = new DocumentSync(t, { transport: server, cache, debounceMs: 10 });
    await offline.open();
    await wait(10);
    expect(offline.getStatus()).toBe('offline');
    offline.doc.getText('t').insert(0, 'typed offline, ');
    await wait(40);
    expect(server.sent).toHaveLength(0);
    expect(readSyncRecord(t).unsynced).toBe(true);
    server.failing = false;
    await offline.reconnect();
    await wait(30);
    expect(server.doc.getText('t').toJSON()).toBe('typed offline, server');
    expect(offline.getStatus()).toBe('synced');
    await offline.destroy();
  });

  it('a failed send is retried by itself while the page stays open (the browser never went offline), each wait twice the last, until the server takes it', async () => {
    const server = new FakeServer();
    const t = freshTarget();
    const sync = new DocumentSync(t, {
      transport: server,
      cache: new MemoryCache(),
      debounceMs: 10,
      retryMs: 10,
    });
    await sync.open();
    server.failing = true;
    sync.doc.getText('t').insert(6, ' kept');
    await wait(300);
    expect(sync.getStatus()).toBe('offline');
    expect(readSyncRecord(t).unsynced).toBe(true);
    // Retried (10, 20, 40, 80, 160 ms after each failure), not hammered every 10 ms.
    expect(server.attempts).toBeGreaterThanOrEqual(3);
    expect(server.attempts).toBeLessThanOrEqual(7);
    server.failing = false;
    await wait(400);
    expect(server.doc.getText('t').toJSON()).toBe('server kept');
    expect(sync.getStatus()).toBe('synced');
    expect(readSyncRecord(t).unsynced).toBe(false);
    // Once it went through, nothing more is tried.
    const attempts = server.attempts;
    await wait(100);
    expect(server.attempts).toBe(attempts);
    await sync.destroy();
  });

  it('opened from the cache while the server is down, it loads the server’s copy and sends the edit by itself once the server is back; destroyed, it stops trying', async () => {
    const server = new FakeServer();
    const cache = new MemoryCache();
    const t = freshTarget();
    const first = new DocumentSync(t, { transport: server, cache, debounceMs: 10 });
    await first.open();
    await first.destroy();
    server.failing = true;
    const offline = new DocumentSync(t, { transport: server, cache, debounceMs: 10, retryMs: 10 });
    await offline.open();
    offline.doc.getText('t').insert(0, 'typed while down, ');
    await wait(60);
    expect(offline.getStatus()).toBe('offline');
    server.failing = false;
    await wait(300);
    expect(server.doc.getText('t').toJSON()).toBe('typed while down, server');
    expect(offline.getStatus()).toBe('synced');
    await offline.destroy();

    const gone = new DocumentSync(t, { transport: server, cache, debounceMs: 10, retryMs: 10 });
    await gone.open();
    server.failing = true;
    gone.doc.getText('t').insert(0, '!');
    await wait(40);
    await gone.destroy();
    const attempts = server.attempts;
    await wait(100);
    expect(server.attempts).toBe(attempts);
  });

  it('with neither a cached copy nor the server, opening fails', async () => {
    const server = new FakeServer();
    server.failing = true;
    const sync = new DocumentSync(freshTarget(), { transport: server, cache: new MemoryCache() });
    await expect(sync.open()).rejects.toThrow('offline');
    await sync.destroy();
  });

  it('edits by another client on the server merge with local ones on open, per character', async () => {
    const server = new FakeServer('abc');
    const cache = new MemoryCache();
    const t = freshTarget();
    const mine = new DocumentSync(t, { transport: server, cache, debounceMs: 10 });
    await mine.open();
    server.failing = true;
    mine.doc.getText('t').insert(3, 'X');
    await wait(30);
    await mine.destroy();
    // Meanwhile someone else types at the start.
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(server.doc));
    const before = Y.encodeStateVector(other);
    other.getText('t').insert(0, 'Y');
    Y.applyUpdate(server.doc, Y.encodeStateAsUpdate(other, before));
    server.failing = false;
    const again = new DocumentSync(t, { transport: server, cache, debounceMs: 10 });
    await again.open();
    await wait(30);
    expect(text(again)).toBe('YabcX');
    expect(server.doc.getText('t').toJSON()).toBe('YabcX');
    await again.destroy();
  });

  describe('a collab made on this client (issue 24: rows and row documents created by their first send)', () => {
    /** A server where the collab does not exist until a send with `create` makes it (as web-update does). */
    class CreatingServer implements CollabTransport {
      doc: Y.Doc | null = null;
      offline = false;
      readonly creates: (CollabCreate | undefined)[] = [];
      loads = 0;

      load(): Promise<ServerCollab> {
        this.loads += 1;
        if (this.offline) return Promise.reject(new Error('offline'));
        if (this.doc === null) return Promise.reject(new AppError('RecordNotFound', 'Document not found'));
        return Promise.resolve({
          docState: Y.encodeStateAsUpdate(this.doc),
          stateVector: Y.encodeStateVector(this.doc),
          version: 1,
        });
      }

      send(_target: CollabTarget, update: Uint8Array, create?: CollabCreate): Promise<{ version: number }> {
        if (this.offline) return Promise.reject(new Error('offline'));
        this.creates.push(create);
        if (this.doc === null) {
          if (create === undefined)
            return Promise.reject(new AppError('RecordNotFound', 'Document not found'));
          this.doc = new Y.Doc();
        }
        Y.applyUpdate(this.doc, update);
        return Promise.resolve({ version: this.creates.length });
      }
    }

    it('opens at once, the server\'s "not found" is nothing yet, and the first send creates it with its parent', async () => {
      const server = new CreatingServer();
      const sync = new DocumentSync(freshTarget(), {
        transport: server,
        cache: new MemoryCache(),
        debounceMs: 10,
        create: { parentId: 'row-1' },
      });
      await sync.open();
      sync.doc.getText('t').insert(0, 'made here');
      await wait(60);
      expect(server.doc?.getText('t').toJSON()).toBe('made here');
      expect(server.creates).toEqual([{ parentId: 'row-1' }]);
      expect(sync.getStatus()).toBe('synced');
      sync.doc.getText('t').insert(9, '!');
      await wait(40);
      expect(server.doc?.getText('t').toJSON()).toBe('made here!');
      await sync.destroy();
    });

    it('content written before the load answered is sent once it says "not found"', async () => {
      const server = new CreatingServer();
      const sync = new DocumentSync(freshTarget(), {
        transport: server,
        cache: new MemoryCache(),
        debounceMs: 10,
        create: {},
      });
      const opened = sync.open();
      sync.doc.getText('t').insert(0, 'first');
      await opened;
      await wait(60);
      expect(server.doc?.getText('t').toJSON()).toBe('first');
      expect(server.creates).toEqual([{}]);
      await sync.destroy();
    });

    it('made offline: usable at once (no load blocks it), kept unsynced, created when the server answers again', async () => {
      const server = new CreatingServer();
      server.offline = true;
      const t = freshTarget();
      const sync = new DocumentSync(t, {
        transport: server,
        cache: new MemoryCache(),
        debounceMs: 10,
        retryMs: 20,
        create: { parentId: 'row-2' },
      });
      await sync.open();
      sync.doc.getText('t').insert(0, 'offline row');
      await wait(50);
      expect(sync.getStatus()).toBe('offline');
      expect(readSyncRecord(t).unsynced).toBe(true);
      expect(server.doc).toBeNull();
      server.offline = false;
      await wait(150);
      expect(server.doc?.getText('t').toJSON()).toBe('offline row');
      expect(server.creates).toEqual([{ parentId: 'row-2' }]);
      expect(sync.getStatus()).toBe('synced');
      expect(readSyncRecord(t).unsynced).toBe(false);
      await sync.destroy();
    });

    it('one that exists already on the server (created elsewhere) loads and merges as any collab', async () => {
      const server = new CreatingServer();
      server.doc = new Y.Doc();
      server.doc.getText('t').insert(0, 'there');
      const sync = new DocumentSync(freshTarget(), {
        transport: server,
        cache: new MemoryCache(),
        debounceMs: 10,
        create: {},
      });
      await sync.open();
      await wait(20);
      expect(text(sync)).toBe('there');
      await sync.destroy();
    });

    it('without the option a missing collab still fails to open (nothing to show)', async () => {
      const server = new CreatingServer();
      const sync = new DocumentSync(freshTarget(), { transport: server, cache: new MemoryCache() });
      await expect(sync.open()).rejects.toThrow('Document not found');
      await sync.destroy();
    });
  });
});
