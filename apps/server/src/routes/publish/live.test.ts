// "Update live" and the namespace's default page: an edit made over the websocket reaches the published copy
// as soon as it is acknowledged; `/{namespace}` alone answers its default page.
import type { PublishInfo, PublishedOutlineView, PublishedViewMeta } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../../test/harness.js';
import { publishWorld, publishedText } from '../../../test/publish.js';
import { Frame, TestSocket, firstText } from '../../../test/wsClient.js';

describe.each(backends)('live published pages on $name', ({ name }) => {
  const current = useTestServer(name);
  const sockets: TestSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  it('API-PUB-11: an edit over /ws/v1 is in the published blob once acknowledged (update live on), not when off', async () => {
    const world = await publishWorld(current());
    const live = await world.createPage('Owner', world.general.view_id, 'Live');
    const frozen = await world.createPage('Owner', world.general.view_id, 'Frozen');
    await world.publish(live, { publish_name: 'live' });
    await world.publish(frozen, { publish_name: 'frozen', update_live: false });
    const socket = await TestSocket.signedIn(world.apiUrl, world.ctx.users.Owner.authorization);
    sockets.push(socket);
    for (const objectId of [live, frozen]) {
      const address = { workspaceId: world.workspaceId, objectId };
      await socket.syncCollab(address);
      const ack = await socket.edit(address, (doc) => {
        firstText(doc).insert(0, 'typed live');
      });
      expect(ack).toMatchObject({ kind: 'binary', type: Frame.Ack });
    }
    const text = async (publishName: string) =>
      publishedText(
        (await world.blob(`/api/workspace/published/${world.workspaceId}/${publishName}/blob`)).bytes ??
          new Uint8Array(),
      );
    expect(await text('live')).toBe('typed live');
    expect(await text('frozen')).toBe('');
  });

  it('a rename reaches the published meta and outline with update live on; off, the published name stays until it is on again', async () => {
    const world = await publishWorld(current());
    const live = await world.createPage('Owner', world.general.view_id, 'Live title');
    const frozen = await world.createPage('Owner', world.general.view_id, 'Frozen title');
    await world.publish(live, { publish_name: 'live' });
    await world.publish(frozen, { publish_name: 'frozen', update_live: false });
    for (const [id, title] of [
      [live, 'Live renamed'],
      [frozen, 'Frozen renamed'],
    ] as const) {
      await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${id}/update-name`, { name: title });
    }
    const metaName = async (publishName: string) =>
      (await world.anon<PublishedViewMeta>(`/api/workspace/v1/published/${world.workspaceId}/${publishName}`))
        .data?.view.name;
    const outlineNames = async () => {
      const outline = await world.anon<PublishedOutlineView>(
        `/api/workspace/published-outline/${world.workspaceId}`,
      );
      return outline.data?.children[0]?.children.map((view) => view.name);
    };
    expect(await metaName('live')).toBe('Live renamed');
    expect(await metaName('frozen')).toBe('Frozen title');
    expect(await outlineNames()).toEqual(['Live renamed', 'Frozen title']);
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [{ view_id: frozen, update_live: true }]);
    expect(await metaName('frozen')).toBe('Frozen renamed');
  });

  it('API-PUB-06 / API-PUB-07: /{namespace} alone leads to the default page, under an old namespace too; none set is not published', async () => {
    const world = await publishWorld(current());
    const home = await world.createPage('Owner', world.general.view_id, 'Home');
    expect(await world.anon(`/api/workspace/published/${world.workspaceId}`)).toMatchObject({
      code: ErrorCode.RecordNotFound,
      message: 'View has not been published yet',
    });
    await world.publish(home, { publish_name: 'home' });
    await world.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-default', { view_id: home });
    await world.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-namespace', {
      old_namespace: world.workspaceId,
      new_namespace: 'home-team',
    });
    for (const namespace of ['home-team', world.workspaceId]) {
      const answer = await world.anon<{ info: PublishInfo; meta: PublishedViewMeta }>(
        `/api/workspace/published/${namespace}`,
      );
      expect(answer.data?.info).toMatchObject({
        namespace: 'home-team',
        publish_name: 'home',
        publisher_email: '',
      });
      expect(answer.data?.meta.view.view_id).toBe(home);
    }
    // A protected default page needs its password here as well.
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [{ view_id: home, password: 'letmein' }]);
    expect((await world.anon('/api/workspace/published/home-team')).code).toBe(ErrorCode.InvalidPassword);
    const opened = await world.anon('/api/workspace/published/home-team', {
      'x-publish-password': 'letmein',
    });
    expect(opened.code).toBe(0);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${home}/move-to-trash`);
    expect((await world.anon('/api/workspace/published/home-team')).code).toBe(ErrorCode.RecordNotFound);
  });
});
