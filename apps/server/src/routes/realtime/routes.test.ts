// Real-time collab over /ws/v1 (DESIGN §5, spec 001 §2 "a realtime websocket address with the path /ws/v1",
// CON-23): headless clients (Y.Doc + y-protocols frames over `ws`) against a real server, on every backend.
import * as Y from 'yjs';
import { findCollab } from '../../collab/store.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld, type PageTreeWorld } from '../../../test/pageTree.js';
import { signIn } from '../../../test/factories.js';
import {
  Frame,
  Sync,
  TestSocket,
  collabFrame,
  firstText,
  syncMessage,
  type Address,
} from '../../../test/wsClient.js';

const isUpdate = (objectId: string) => (m: { kind: string; objectId?: string; syncType?: number }) =>
  m.kind === 'binary' && m.objectId === objectId && m.syncType === Sync.Update;

describe.each(backends)('realtime /ws/v1 on $name', ({ name }) => {
  const current = useTestServer(name, {
    env: {
      QUIRE_COLLAB_UPDATE_RATE_PER_USER: '2000/1m',
      QUIRE_WS_MAX_MESSAGE_BYTES: String(64 * 1024),
      QUIRE_WS_UPDATES_PER_SECOND: '10',
      QUIRE_WS_MAX_COLLABS_PER_CONNECTION: '3',
      QUIRE_WS_SESSION_CHECK_INTERVAL: '1',
      QUIRE_WS_AUTH_TIMEOUT: '1',
    },
  });
  const sockets: TestSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  async function world(): Promise<{ world: PageTreeWorld; page: Address }> {
    const made = await pageTreeWorld(current());
    const general = await made.space('General');
    const objectId = await made.createPage('Owner', general.view_id, 'Live');
    return { world: made, page: { workspaceId: made.workspaceId, objectId } };
  }

  async function connect(made: PageTreeWorld, role: 'Owner' | 'Member' | 'Guest' | 'NonMember') {
    const socket = await TestSocket.signedIn(current().apiUrl, made.ctx.users[role].authorization);
    sockets.push(socket);
    return socket;
  }

  const stored = async (page: Address) => {
    const collab = await findCollab(current().server.database.db, page.workspaceId, page.objectId);
    if (collab === undefined) throw new Error('collab gone');
    const doc = new Y.Doc();
    Y.applyUpdate(doc, collab.docState);
    return { version: collab.version, text: firstText(doc).toJSON() };
  };

  it('CON-23 API-SYNC-03 / sync step 1 and 2, an update acknowledged once stored, seen by a second client, there after a reconnect', async () => {
    const { world: made, page } = await world();
    const alice = await connect(made, 'Owner');
    const bob = await connect(made, 'Member');
    const aliceDoc = await alice.syncCollab(page);
    const bobDoc = await bob.syncCollab(page);
    expect(firstText(aliceDoc).toJSON()).toBe('');

    const from = bob.received.length;
    const ack = await alice.edit(page, (doc) => {
      firstText(doc).insert(0, 'Hello');
    });
    expect(ack).toMatchObject({ kind: 'binary', type: Frame.Ack, version: 1 });
    // Acknowledged means committed: the store has it already.
    expect(await stored(page)).toEqual({ version: 1, text: 'Hello' });
    await bob.next(isUpdate(page.objectId), from);
    expect(firstText(bobDoc).toJSON()).toBe('Hello');
    // The sender is not sent its own update back.
    expect(alice.received.filter(isUpdate(page.objectId))).toHaveLength(0);

    alice.close();
    const again = await connect(made, 'Owner');
    expect(firstText(await again.syncCollab(page)).toJSON()).toBe('Hello');
  });

  it('CON-23 / updates sent back to back are acknowledged in order, each once stored, an empty one in its place', async () => {
    const { world: made, page } = await world();
    const alice = await connect(made, 'Owner');
    const bob = await connect(made, 'Member');
    const aliceDoc = await alice.syncCollab(page);
    const bobDoc = await bob.syncCollab(page);
    const from = alice.received.length;
    const words = ['one ', 'two ', 'three ', 'four ', 'five '];
    for (const [index, word] of words.entries()) {
      const before = Y.encodeStateVector(aliceDoc);
      const text = firstText(aliceDoc);
      text.insert(text.length, word);
      alice.sendBinary(syncMessage(page, Sync.Update, Y.encodeStateAsUpdate(aliceDoc, before)));
      // An empty update (nothing changed) between them: acknowledged in its turn, with the version then.
      if (index === 2) alice.sendBinary(syncMessage(page, Sync.Update, new Uint8Array([0, 0])));
    }
    const acks = () => alice.received.slice(from).filter((m) => m.kind === 'binary' && m.type === Frame.Ack);
    await alice.next(() => acks().length === words.length + 1, from);
    expect(acks().map((m) => (m.kind === 'binary' ? m.version : undefined))).toEqual([1, 2, 3, 3, 4, 5]);
    expect(await stored(page)).toEqual({ version: 5, text: 'one two three four five ' });
    await bob.next(() => firstText(bobDoc).toJSON() === 'one two three four five ', 0);
  });

  it('API-SYNC-02 / an HTTP web-update reaches a websocket subscriber, and a workspace subscriber hears of it', async () => {
    const { world: made, page } = await world();
    const watcher = await connect(made, 'Guest');
    const doc = await watcher.syncCollab(page);
    watcher.sendText({ type: 'subscribe-workspace', workspaceId: page.workspaceId });
    const writer = new Y.Doc();
    Y.applyUpdate(writer, Y.encodeStateAsUpdate(doc));
    const before = Y.encodeStateVector(writer);
    firstText(writer).insert(0, 'over http');
    const answer = await made.call<{ version: number }>(
      'Member',
      'POST',
      `/api/workspace/v1/{ws}/collab/${page.objectId}/web-update`,
      {
        doc_state: Array.from(Y.encodeStateAsUpdate(writer, before)),
        collab_type: 0,
      },
    );
    expect(answer).toMatchObject({ code: 0, data: { version: 1 } });
    await watcher.next(isUpdate(page.objectId));
    expect(firstText(doc).toJSON()).toBe('over http');
    await watcher.next((m) => m.kind === 'text' && m.message.type === 'workspace-event');
    const event = watcher.received.find((m) => m.kind === 'text' && m.message.type === 'workspace-event');
    expect(event).toMatchObject({
      message: { workspaceId: page.workspaceId, event: { type: 'collab-updated', objectId: page.objectId } },
    });
  });

  it('PRM / a guest receives but cannot write: error frame, nothing stored; an outsider cannot subscribe', async () => {
    const { world: made, page } = await world();
    const guest = await connect(made, 'Guest');
    await guest.syncCollab(page);
    const refused = await guest.edit(page, (doc) => {
      firstText(doc).insert(0, 'guest was here');
    });
    expect(refused).toMatchObject({
      kind: 'text',
      message: { type: 'error', name: 'NotEnoughPermissions', objectId: page.objectId },
    });
    expect(await stored(page)).toEqual({ version: 0, text: '' });

    const outsider = await connect(made, 'NonMember');
    outsider.sendBinary(collabFrame(Frame.Subscribe, page));
    expect(await outsider.nextError()).toMatchObject({ message: { name: 'NotEnoughPermissions' } });
  });

  it('malformed updates are refused with an error frame and nothing is stored', async () => {
    const { world: made, page } = await world();
    const owner = await connect(made, 'Owner');
    await owner.syncCollab(page);
    const from = owner.received.length;
    owner.sendBinary(syncMessage(page, Sync.Update, new Uint8Array([1, 2, 3, 250, 250, 250])));
    expect(await owner.nextError(from)).toMatchObject({
      message: { name: 'DecodeUpdateError', objectId: page.objectId },
    });
    expect(await stored(page)).toEqual({ version: 0, text: '' });
  });

  it('unauthenticated or invalid tokens are refused with close code 4401; no auth in time closes with 4408', async () => {
    const { world: made, page } = await world();
    const anonymous = await TestSocket.open(current().apiUrl);
    anonymous.sendBinary(collabFrame(Frame.Subscribe, page));
    expect(await anonymous.closed).toMatchObject({ code: 4401, reason: 'authenticate first' });

    const forged = await TestSocket.open(current().apiUrl);
    forged.sendText({ type: 'auth', token: 'not.a.jwt' });
    expect((await forged.closed).code).toBe(4401);

    const silent = await TestSocket.open(current().apiUrl);
    expect((await silent.closed).code).toBe(4408);
    expect(made.workspaceId).toBeDefined();
  });

  it('a refreshed token re-authenticates without dropping the socket; a revoked session closes it with 4401', async () => {
    const { world: made, page } = await world();
    const tokens = await signIn(current().server, made.ctx.users.Member.user);
    const socket = await TestSocket.signedIn(current().apiUrl, `Bearer ${tokens.access_token}`);
    sockets.push(socket);
    await socket.syncCollab(page);
    const renewed = await signIn(current().server, made.ctx.users.Member.user);
    await socket.auth(renewed.access_token);
    expect(
      await socket.edit(page, (doc) => {
        firstText(doc).insert(0, 'still here');
      }),
    ).toMatchObject({
      type: Frame.Ack,
    });

    await current()
      .server.database.db.updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('user_uuid', '=', made.ctx.users.Member.user.uuid)
      .execute();
    expect(await socket.closed).toEqual({ code: 4401, reason: 'session ended: sign in again' });
  });

  it('a member removed from the workspace is disconnected from its collabs', async () => {
    const { world: made, page } = await world();
    const member = await connect(made, 'Member');
    await member.syncCollab(page);
    const from = member.received.length;
    const removed = await made.call('Owner', 'DELETE', '/api/workspace/{ws}/member', [
      made.ctx.users.Member.user.email,
    ]);
    expect(removed.code).toBe(0);
    expect(await member.nextError(from)).toMatchObject({
      message: { name: 'NotEnoughPermissions', objectId: page.objectId },
    });
    await member.next((m) => m.kind === 'binary' && m.type === Frame.Unsubscribe, from);
    const refused = await member.edit(page, (doc) => {
      firstText(doc).insert(0, 'too late');
    });
    expect(refused).toMatchObject({ message: { type: 'error' } });
    expect(await stored(page)).toEqual({ version: 0, text: '' });
  });

  it('limits: an oversized message, too many updates per second, too many open collabs — error frames, nothing stored beyond what was acknowledged', async () => {
    const { world: made, page } = await world();
    const owner = await connect(made, 'Owner');
    await owner.syncCollab(page);

    let from = owner.received.length;
    owner.sendBinary(syncMessage(page, Sync.Update, new Uint8Array(70 * 1024)));
    expect(await owner.nextError(from, 'PayloadTooLarge')).toBeDefined();

    from = owner.received.length;
    const doc = owner.docs.get(page.objectId)!;
    for (let index = 0; index < 30; index++) {
      const before = Y.encodeStateVector(doc);
      firstText(doc).insert(0, 'x');
      owner.sendBinary(syncMessage(page, Sync.Update, Y.encodeStateAsUpdate(doc, before)));
    }
    await owner.next(
      () => owner.received.slice(from).filter((m) => m.kind === 'text' || m.type === Frame.Ack).length === 30,
      from,
      10000,
    );
    const answers = owner.received.slice(from);
    const acks = answers.filter((m) => m.kind === 'binary' && m.type === Frame.Ack);
    const limited = answers.filter((m) => m.kind === 'text' && m.message.name === 'TooManyRequests');
    expect(limited.length).toBeGreaterThan(0);
    expect(acks.length + limited.length).toBe(30);
    expect((await stored(page)).version).toBe(acks.length);

    const general = await made.space('General');
    const more = await Promise.all(
      ['A', 'B', 'C'].map((title) => made.createPage('Owner', general.view_id, title)),
    );
    for (const objectId of more.slice(0, 2))
      await owner.syncCollab({ workspaceId: page.workspaceId, objectId });
    from = owner.received.length;
    owner.sendBinary(collabFrame(Frame.Subscribe, { workspaceId: page.workspaceId, objectId: more[2]! }));
    expect(await owner.nextError(from, 'TooManyRequests')).toMatchObject({ message: { objectId: more[2] } });
  });
});
