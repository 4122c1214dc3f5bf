// Workspace events over /ws/v1 name pages: each follower hears only of the pages it may read (issue 27, security
// finding 3), on every backend.
import * as Y from 'yjs';
import { findCollab } from '../collab/store.js';
import { backends, useTestServer } from '../../test/harness.js';
import { pageTreeWorld, type PageTreeWorld } from '../../test/pageTree.js';
import { TestSocket, firstText, type Address, type Received } from '../../test/wsClient.js';

const namesPage = (objectId: string) => (m: Received) =>
  m.kind === 'text' && JSON.stringify(m.message).includes(objectId);

describe.each(backends)('workspace events on $name', ({ name }) => {
  const current = useTestServer(name);

  /** `role` writes `text` into `page` over HTTP (web-update), from a copy synced over its own socket. */
  async function writeOverHttp(world: PageTreeWorld, role: 'Member', page: Address, text: string) {
    const socket = await TestSocket.signedIn(current().apiUrl, world.ctx.users[role].authorization);
    const doc = await socket.syncCollab(page);
    socket.close();
    const before = Y.encodeStateVector(doc);
    firstText(doc).insert(0, text);
    await world.ok(role, 'POST', `/api/workspace/v1/{ws}/collab/${page.objectId}/web-update`, {
      doc_state: Array.from(Y.encodeStateAsUpdate(doc, before)),
      collab_type: 0,
    });
  }

  const storedText = async (page: Address) => {
    const collab = await findCollab(current().server.database.db, page.workspaceId, page.objectId);
    if (collab === undefined) throw new Error('collab gone');
    const doc = new Y.Doc();
    Y.applyUpdate(doc, collab.docState);
    return firstText(doc).toJSON();
  };

  it("security 3 / a member following the workspace hears nothing of another member's page in a private space, and still hears of shared pages", async () => {
    const world = await pageTreeWorld(current());
    const { view_id: privateSpace } = await world.ok<{ view_id: string }>(
      'Member',
      'POST',
      '/api/workspace/{ws}/space',
      {
        name: 'Mine',
        space_permission: 1,
        space_icon: '',
        space_icon_color: '',
      },
    );
    const secret = {
      workspaceId: world.workspaceId,
      objectId: await world.createPage('Member', privateSpace, 'Diary'),
    };
    const general = await world.space('General');
    const shared = {
      workspaceId: world.workspaceId,
      objectId: await world.createPage('Member', general.view_id, 'Notes'),
    };

    const owner = await TestSocket.signedIn(current().apiUrl, world.ctx.users.Owner.authorization);
    owner.sendText({ type: 'subscribe-workspace', workspaceId: world.workspaceId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const from = owner.received.length;

    await writeOverHttp(world, 'Member', secret, 'private words');
    await writeOverHttp(world, 'Member', shared, 'shared words');
    // Events arrive in order: once the shared page's is here, the private page's would have been before it.
    await owner.next(namesPage(shared.objectId), from);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(owner.received.slice(from).filter(namesPage(secret.objectId))).toEqual([]);
    // Both writes were stored.
    expect(await storedText(secret)).toBe('private words');
    expect(await storedText(shared)).toBe('shared words');
    owner.close();
  });
});
