// Access follows the page and the membership while a socket is open: a page moved to the trash ends its
// subscriptions; a member made guest can still read but no longer write (checked on every write), on every backend.
import * as Y from 'yjs';
import { findCollab } from '../../collab/store.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld } from '../../../test/pageTree.js';
import { Frame, Sync, TestSocket, firstText } from '../../../test/wsClient.js';

describe.each(backends)('realtime access changes on $name', ({ name }) => {
  const current = useTestServer(name);

  async function livePage() {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const objectId = await world.createPage('Owner', general.view_id, 'Watched');
    return { world, page: { workspaceId: world.workspaceId, objectId } };
  }

  it('a page moved to the trash: its subscribers get an error and an unsubscribe frame', async () => {
    const { world, page } = await livePage();
    const member = await TestSocket.signedIn(current().apiUrl, world.ctx.users.Member.authorization);
    await member.syncCollab(page);
    const from = member.received.length;
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page.objectId}/move-to-trash`);
    expect(await member.nextError(from)).toMatchObject({
      message: { name: 'RecordNotFound', objectId: page.objectId },
    });
    await member.next((m) => m.kind === 'binary' && m.type === Frame.Unsubscribe, from);
    member.close();
  });

  it('a member made guest keeps reading but every write after the change is refused, nothing stored', async () => {
    const { world, page } = await livePage();
    const member = await TestSocket.signedIn(current().apiUrl, world.ctx.users.Member.authorization);
    const owner = await TestSocket.signedIn(current().apiUrl, world.ctx.users.Owner.authorization);
    const doc = await member.syncCollab(page);
    await owner.syncCollab(page);
    expect(
      await member.edit(page, (d) => {
        firstText(d).insert(0, 'before');
      }),
    ).toMatchObject({ version: 1 });

    await world.ok('Owner', 'PUT', '/api/workspace/{ws}/member', {
      email: world.ctx.users.Member.user.email,
      role: 'Guest',
    });
    expect(
      await member.edit(page, (d) => {
        firstText(d).insert(0, 'after ');
      }),
    ).toMatchObject({
      message: { type: 'error', name: 'NotEnoughPermissions' },
    });
    const from = member.received.length;
    expect(
      await owner.edit(page, (d) => {
        firstText(d).insert(firstText(d).length, '!');
      }),
    ).toMatchObject({
      version: 2,
    });
    await member.next((m) => m.kind === 'binary' && m.syncType === Sync.Update, from);
    expect(firstText(doc).toJSON()).toBe('after before!');
    const stored = await findCollab(current().server.database.db, page.workspaceId, page.objectId);
    const storedDoc = new Y.Doc();
    Y.applyUpdate(storedDoc, stored!.docState);
    expect(firstText(storedDoc).toJSON()).toBe('before!');
    member.close();
    owner.close();
  });
});
