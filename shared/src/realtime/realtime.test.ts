/**
 * @jest-environment node
 */
import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { CollabCache } from '../sync/collabCache.js';
import { DocumentSync } from '../sync/documentSync.js';
import { RealtimeConnection } from './connection.js';
import { FakeRealtimeServer } from './test/fakeRealtimeServer.js';

const workspaceId = '11111111-1111-4111-8111-111111111111';
const objectId = '22222222-2222-4222-8222-222222222222';
let users = 0;

const noCache: CollabCache = {
  read: () => Promise.resolve(undefined),
  write: () => Promise.resolve(),
};

async function until(check: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const opened: { sync: DocumentSync; connection: RealtimeConnection }[] = [];
afterEach(async () => {
  for (const { sync, connection } of opened.splice(0)) {
    await sync.destroy();
    connection.destroy();
  }
});

/** A tab: its realtime connection to `server` and the document opened with it. */
async function openTab(
  server: FakeRealtimeServer,
  token = () => Promise.resolve<string | null>(server.acceptToken),
) {
  const connection = new RealtimeConnection({
    url: () => 'ws://quire.test/ws/v1',
    token,
    createSocket: server.createSocket,
    retryFirstMs: 10,
    retryMaxMs: 40,
  });
  users += 1;
  const sync = new DocumentSync(
    { userId: `u${users}`, workspaceId, objectId, collabType: 0 },
    { transport: server, cache: noCache, realtime: connection },
  );
  opened.push({ sync, connection });
  await sync.open();
  await until(() => connection.getStatus() === 'ready', 'the connection to be ready');
  return { sync, connection, text: sync.doc.getText('t') };
}

describe('the realtime connection at /ws/v1 (CON-20 CON-23 API-SYNC-04 API-SYNC-09 API-SYNC-11)', () => {
  it('two tabs see each other’s edits as they are committed, over the socket and not HTTP', async () => {
    const server = new FakeRealtimeServer();
    const first = await openTab(server);
    const second = await openTab(server);
    first.text.insert(0, 'Hello');
    await until(() => second.text.toJSON() === 'Hello', 'the edit to reach the other tab');
    await until(() => first.sync.getStatus() === 'synced', 'the edit to be acknowledged');
    second.text.insert(5, ' world');
    await until(() => first.text.toJSON() === 'Hello world', 'the reply to come back');
    expect(server.doc.getText('t').toJSON()).toBe('Hello world');
    expect(server.socketWrites).toBeGreaterThanOrEqual(2);
    expect(server.httpWrites).toBe(0);
  });

  it('concurrent typing in the same paragraph converges, character by character', async () => {
    const server = new FakeRealtimeServer();
    server.doc.getText('t').insert(0, 'ab');
    const first = await openTab(server);
    const second = await openTab(server);
    for (let index = 0; index < 20; index += 1) {
      first.text.insert(1, 'x');
      second.text.insert(1, 'y');
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await until(
      () => first.text.toJSON() === second.text.toJSON() && first.text.length === 42,
      'both copies to converge',
    );
    expect(server.doc.getText('t').toJSON()).toBe(first.text.toJSON());
    expect(first.text.toJSON().replace(/[xy]/g, '')).toBe('ab');
  });

  it('after the connection drops it comes back by itself; an edit made meanwhile is sent and nothing is missed', async () => {
    const server = new FakeRealtimeServer();
    const first = await openTab(server);
    const second = await openTab(server);
    server.dropAll();
    await until(() => first.connection.getStatus() !== 'ready', 'the drop to be seen');
    first.text.insert(0, 'while down ');
    await until(() => server.doc.getText('t').toJSON() === 'while down ', 'the edit to be sent');
    // The other tab missed the broadcast while it was away: its resubscription's state vectors catch it up.
    await until(() => second.connection.getStatus() === 'ready', 'the reconnect');
    await until(() => second.text.toJSON() === 'while down ', 'the missed edit to arrive');
    second.text.insert(second.text.length, 'and back');
    await until(() => first.text.toJSON() === 'while down and back', 'live again');
  });

  it('a refused token is asked for again and the socket reconnects with the fresh one', async () => {
    const server = new FakeRealtimeServer();
    let calls = 0;
    const tab = await openTab(server, () => {
      calls += 1;
      return Promise.resolve(calls === 1 ? 'expired-token' : server.acceptToken);
    });
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(tab.connection.getStatus()).toBe('ready');
  });

  it('a write not acknowledged before the drop is not counted as saved: it is sent again, over HTTP', async () => {
    const server = new FakeRealtimeServer();
    const tab = await openTab(server);
    // Cut the line before anything is delivered: the write is lost on the way.
    const [socket] = [...server.sockets];
    socket!.send = () => undefined;
    tab.text.insert(0, 'kept');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tab.sync.getStatus()).not.toBe('synced');
    server.dropAll();
    await until(() => server.doc.getText('t').toJSON() === 'kept', 'the edit to be sent again');
    // The failed write went over HTTP at once rather than waiting for the socket.
    expect(server.httpWrites).toBe(1);
    await until(() => tab.sync.getStatus() === 'synced', 'synced');
  });
});

describe('without a realtime connection', () => {
  it('the document syncs over HTTP alone, as before', async () => {
    const server = new FakeRealtimeServer();
    const sync = new DocumentSync(
      { userId: 'solo', workspaceId, objectId, collabType: 0 },
      { transport: server, cache: noCache, debounceMs: 5 },
    );
    await sync.open();
    sync.doc.getText('t').insert(0, 'over http');
    await until(() => server.doc.getText('t').toJSON() === 'over http', 'the HTTP send');
    expect(server.httpWrites).toBe(1);
    expect(server.sockets.size).toBe(0);
    await sync.destroy();
  });
});

describe('presence over the realtime connection', () => {
  it('each tab sees the other’s name, colour and cursor; a tab that leaves is gone for the other', async () => {
    const server = new FakeRealtimeServer();
    const first = await openTab(server);
    const second = await openTab(server);
    first.sync.presence!.setUser({ id: 'ana', name: 'Ana', color: '#e91e63' });
    second.sync.presence!.setUser({ id: 'bo', name: 'Bo', color: '#2196f3' });
    const point = { blockId: 'abcdefgh', offset: 3 };
    first.sync.presence!.setCursor({ anchor: point, head: point });
    await until(
      () => second.sync.presence!.collaborators()[0]?.cursor?.head.offset === 3,
      'the cursor to reach the other tab',
    );
    expect(second.sync.presence!.collaborators()).toEqual([
      expect.objectContaining({
        user: { id: 'ana', name: 'Ana', color: '#e91e63' },
        cursor: { anchor: point, head: point },
      }),
    ]);
    await until(() => first.sync.presence!.collaborators().length === 1, 'the other tab to be seen');
    expect(first.sync.presence!.collaborators()[0]?.user.name).toBe('Bo');

    await second.sync.destroy();
    await until(() => first.sync.presence!.collaborators().length === 0, 'the tab that left to be gone');
  });

  it('a malformed or hostile state is ignored, never shown', () => {
    const server = new FakeRealtimeServer();
    const connection = new RealtimeConnection({
      url: () => 'ws://quire.test/ws/v1',
      token: () => Promise.resolve(null),
      createSocket: server.createSocket,
    });
    const sync = new DocumentSync(
      { userId: 'x', workspaceId, objectId, collabType: 0 },
      { transport: server, cache: noCache, realtime: connection },
    );
    const presence = sync.presence!;
    presence.receive(Uint8Array.from([1, 2, 3]));
    expect(presence.collaborators()).toEqual([]);
    // Another client's states: one without a user, one with a CSS injection for a colour and a bad cursor.
    const stateOf = (state: unknown) => {
      const other = new Awareness(new Y.Doc());
      other.setLocalState(state as Record<string, unknown> | null);
      const update = encodeAwarenessUpdate(other, [other.clientID]);
      other.destroy();
      return update;
    };
    presence.receive(stateOf({ cursor: null }));
    presence.receive(
      stateOf({
        user: { id: 'z', name: '<img src=x onerror=alert(1)>', color: 'red; background: url(//evil)' },
        cursor: { anchor: { blockId: 'a', offset: -1 }, head: { blockId: 'a', offset: 2 } },
      }),
    );
    expect(presence.collaborators()).toEqual([
      expect.objectContaining({
        user: { id: 'z', name: '<img src=x onerror=alert(1)>', color: '#888888' },
        cursor: null,
      }),
    ]);
    void sync.destroy();
    connection.destroy();
  });
});
