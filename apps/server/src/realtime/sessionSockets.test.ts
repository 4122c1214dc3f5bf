// A session that ends closes its sockets at once (issue 27, security finding 4), not at the next periodic session
// check (30 s by default): sign-out, sign-out of the others, a refresh token used twice; on every backend.
import * as Y from 'yjs';
import { findCollab } from '../collab/store.js';
import { signIn } from '../../test/factories.js';
import { backends, useTestServer } from '../../test/harness.js';
import { pageTreeWorld } from '../../test/pageTree.js';
import { Frame, Sync, TestSocket, firstText, syncMessage, type Address } from '../../test/wsClient.js';

const promptly = 2000;

const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'still open'> =>
  Promise.race([
    promise,
    new Promise<'still open'>((resolve) =>
      setTimeout(() => {
        resolve('still open');
      }, ms),
    ),
  ]);

describe.each(backends)('sockets of ended sessions on $name', ({ name }) => {
  const current = useTestServer(name);

  async function openPage() {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const page: Address = {
      workspaceId: world.workspaceId,
      objectId: await world.createPage('Owner', general.view_id, 'Signed out'),
    };
    const tokens = await signIn(current().server, world.ctx.users.Member.user);
    const socket = await TestSocket.signedIn(current().apiUrl, `Bearer ${tokens.access_token}`);
    await socket.syncCollab(page);
    expect(
      await socket.edit(page, (doc) => {
        firstText(doc).insert(0, 'before');
      }),
    ).toMatchObject({ type: Frame.Ack });
    return { page, tokens, socket, member: world.ctx.users.Member.user };
  }

  const storedText = async (page: Address) => {
    const collab = await findCollab(current().server.database.db, page.workspaceId, page.objectId);
    if (collab === undefined) throw new Error('collab gone');
    const doc = new Y.Doc();
    Y.applyUpdate(doc, collab.docState);
    return firstText(doc).toJSON();
  };

  /** The socket's session is over: it closes with 4401 promptly, and a write tried on it is stored nowhere. */
  async function expectRevoked(socket: TestSocket, page: Address) {
    expect(await within(socket.closed, promptly)).toMatchObject({ code: 4401, reason: /^session ended/ });
    const doc = socket.docs.get(page.objectId);
    if (doc === undefined) throw new Error('no doc');
    const before = Y.encodeStateVector(doc);
    firstText(doc).insert(0, 'after ');
    socket.sendBinary(syncMessage(page, Sync.Update, Y.encodeStateAsUpdate(doc, before)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await storedText(page)).toBe('before');
  }

  it('security 4 / sign-out closes the socket of that session at once; nothing written after it is stored', async () => {
    const { page, tokens, socket } = await openPage();
    const answer = await fetch(`${current().authUrl}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(answer.status).toBe(204);
    await expectRevoked(socket, page);
  });

  it('security 4 / signing out the other sessions closes their sockets, not this one', async () => {
    const { page, socket, member } = await openPage();
    const keeper = await signIn(current().server, member);
    const kept = await TestSocket.signedIn(current().apiUrl, `Bearer ${keeper.access_token}`);
    const answer = await fetch(`${current().authUrl}/logout?scope=others`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keeper.access_token}` },
    });
    expect(answer.status).toBe(204);
    await expectRevoked(socket, page);
    expect(await within(kept.closed, 300)).toBe('still open');
    kept.close();
  });

  it('security 4 / a refresh token used twice ends its session and closes its sockets', async () => {
    const { page, tokens, socket } = await openPage();
    const refresh = () =>
      fetch(`${current().authUrl}/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: tokens.refresh_token }),
      });
    expect((await refresh()).status).toBe(200);
    expect((await refresh()).status).toBe(400);
    await expectRevoked(socket, page);
  });
});
