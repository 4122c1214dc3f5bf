// Publishing from the workspace (spec 001 §4 "Publish", §7 "Publishing"; reference §3.6–§3.7, §4): publish and
// unpublish, publish names, settings, update live and sub-pages, with every refusal changing nothing (namespaces
// and the default page: namespace.test.ts).
import type { PublishInfo, PublishedViewMeta } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../../test/harness.js';
import { publishWorld, publishedText, type PublishWorld } from '../../../test/publish.js';

const page = (viewId: string, suffix: string) => `/api/workspace/{ws}/page-view/${viewId}/${suffix}`;

async function infoOf(world: PublishWorld, viewId: string): Promise<PublishInfo | undefined> {
  const list = await world.ok<{ info: PublishInfo }[]>('Owner', 'GET', '/api/workspace/{ws}/published-info');
  return list.find((entry) => entry.info.view_id === viewId)?.info;
}

describe.each(backends)('publishing from the workspace on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-PUB-01 / API-PUB-02 / API-PUB-12, ENT-10, NAV-09: a member publishes a page under a default name; its info says so', async () => {
    const world = await publishWorld(current());
    const viewId = await world.createPage('Member', world.general.view_id, 'Hello, world! été');
    await world.publish(viewId, {}, 'Member');
    const info = await infoOf(world, viewId);
    expect(info).toMatchObject({
      namespace: world.workspaceId,
      publish_name: `Hello--world--${viewId}`,
      view_id: viewId,
      publisher_email: world.ctx.users.Member.user.email,
      unpublished_timestamp: null,
      comments_enabled: true,
      duplicate_enabled: true,
      update_live: true,
      with_sub_pages: false,
      indexing: true,
      password_protected: false,
      expires_at: null,
    });
    const publicInfo = await world.anon<PublishInfo>(`/api/workspace/v1/published-info/${viewId}`);
    expect(publicInfo.data).toEqual({ ...info, publisher_email: '' });
    // NAV-09: the folder marks it published.
    const folder = await world.space('General');
    expect(folder.children.find((child) => child.view_id === viewId)?.is_published).toBe(true);
  });

  it('API-PUB-02: a guest cannot publish, an outsider cannot, spaces and AI chats are not publishable', async () => {
    const world = await publishWorld(current());
    const viewId = await world.createPage('Owner', world.general.view_id, 'Doc');
    const chat = await world.createPage('Owner', world.general.view_id, 'Chat', 4);
    expect((await world.call('Guest', 'POST', page(viewId, 'publish'), {})).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect((await world.call('NonMember', 'POST', page(viewId, 'publish'), {})).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect((await world.call('Owner', 'POST', page(chat, 'publish'), {})).code).toBe(
      ErrorCode.InvalidRequest,
    );
    expect((await world.call('Owner', 'POST', page(world.general.view_id, 'publish'), {})).code).toBe(
      ErrorCode.InvalidRequest,
    );
    expect(await world.ok('Owner', 'GET', '/api/workspace/{ws}/published-info')).toEqual([]);
  });

  it.each([
    ['a character outside letters, digits, - and _', 'my page', ErrorCode.PublishNameInvalidCharacter],
    ['a slash', 'a/b', ErrorCode.PublishNameInvalidCharacter],
    ['an empty name', '', ErrorCode.PublishNameInvalidCharacter],
    ['129 bytes', 'é'.repeat(64) + 'x', ErrorCode.PublishNameTooLong],
  ])(
    'API-PUB-02: a publish name with %s is refused and nothing is published',
    async (_case, publishName, code) => {
      const world = await publishWorld(current());
      const viewId = await world.createPage('Owner', world.general.view_id, 'Doc');
      const answer = await world.call('Owner', 'POST', page(viewId, 'publish'), {
        publish_name: publishName,
      });
      expect(answer.code).toBe(code);
      expect(await infoOf(world, viewId)).toBeUndefined();
    },
  );

  it('API-PUB-02 / API-PUB-09: Unicode names up to 128 bytes; a name another page has is 1050, on publish and on PATCH', async () => {
    const world = await publishWorld(current());
    const first = await world.createPage('Owner', world.general.view_id, 'First');
    const second = await world.createPage('Owner', world.general.view_id, 'Second');
    const unicode = `東京_été-${'ä'.repeat(55)}`;
    expect(Buffer.byteLength(unicode)).toBeLessThanOrEqual(128);
    await world.publish(first, { publish_name: unicode });
    expect((await infoOf(world, first))?.publish_name).toBe(unicode);
    const taken = await world.call('Owner', 'POST', page(second, 'publish'), { publish_name: unicode });
    expect(taken.code).toBe(ErrorCode.PublishNameAlreadyExists);
    expect(await infoOf(world, second)).toBeUndefined();
    await world.publish(second, { publish_name: 'second' });
    const patch = await world.call('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: second, publish_name: unicode },
    ]);
    expect(patch.code).toBe(ErrorCode.PublishNameAlreadyExists);
    expect((await infoOf(world, second))?.publish_name).toBe('second');
    // Republishing keeps the name unless another is given.
    await world.publish(first);
    expect((await infoOf(world, first))?.publish_name).toBe(unicode);
  });

  it('API-PUB-09, CCH-11: PATCH renames and changes settings, all or none; only the Owner or the publisher', async () => {
    const world = await publishWorld(current());
    const mine = await world.createPage('Member', world.general.view_id, 'Mine');
    const other = await world.createPage('Owner', world.general.view_id, 'Other');
    await world.publish(mine, { publish_name: 'mine' }, 'Member');
    await world.publish(other, { publish_name: 'other' });
    await world.ok('Member', 'PATCH', '/api/workspace/{ws}/publish', [
      {
        view_id: mine,
        publish_name: 'renamed',
        comments_enabled: false,
        duplicate_enabled: false,
        indexing: false,
      },
    ]);
    expect(await infoOf(world, mine)).toMatchObject({
      publish_name: 'renamed',
      comments_enabled: false,
      duplicate_enabled: false,
      indexing: false,
    });
    const refused = await world.call('Member', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: mine, publish_name: 'again' },
      { view_id: other, comments_enabled: false },
    ]);
    expect(refused.code).toBe(ErrorCode.NotEnoughPermissions);
    expect((await infoOf(world, mine))?.publish_name).toBe('renamed');
    // Publishing the owner's page again would change its publication: refused to another member as well.
    const republish = await world.call('Member', 'POST', `/api/workspace/{ws}/page-view/${other}/publish`, {
      password: null,
      comments_enabled: false,
    });
    expect(republish.code).toBe(ErrorCode.NotEnoughPermissions);
    expect((await infoOf(world, other))?.comments_enabled).toBe(true);
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: mine, publish_name: 'by-owner' },
    ]);
    expect((await infoOf(world, mine))?.publish_name).toBe('by-owner');
    const unpublished = await world.createPage('Owner', world.general.view_id, 'Never');
    const missing = await world.call('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: unpublished },
    ]);
    expect(missing).toMatchObject({
      code: ErrorCode.RecordNotFound,
      message: 'View has not been published yet',
    });
    const bad = await world.call('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: mine, indexing: 'no' },
    ]);
    expect(bad.code).toBe(ErrorCode.InvalidRequest);
  });

  it('API-PUB-03: unpublish by the publisher or the Owner, not another member or a guest; DELETE publish in batch', async () => {
    const world = await publishWorld(current());
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((title) => world.createPage('Member', world.general.view_id, title)),
    );
    for (const id of [a, b, c]) await world.publish(id ?? '', {}, 'Member');
    const ownerPage = await world.createPage('Owner', world.general.view_id, 'Owner page');
    await world.publish(ownerPage);
    expect((await world.call('Member', 'POST', page(ownerPage, 'unpublish'))).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect((await world.call('Guest', 'POST', page(a ?? '', 'unpublish'))).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect(await infoOf(world, ownerPage)).toBeDefined();
    await world.ok('Member', 'POST', page(a ?? '', 'unpublish'));
    expect(await infoOf(world, a ?? '')).toBeUndefined();
    await world.ok('Owner', 'DELETE', '/api/workspace/{ws}/publish', [b, c, ownerPage]);
    expect(await world.ok('Owner', 'GET', '/api/workspace/{ws}/published-info')).toEqual([]);
    // Unpublishing what is not published changes nothing and is not an error.
    await world.ok('Owner', 'POST', page(a ?? '', 'unpublish'));
  });

  it('API-PUB-11: update live (default) carries each edit to the published copy; off, the copy stays as published', async () => {
    const world = await publishWorld(current());
    const live = await world.createPage('Owner', world.general.view_id, 'Live');
    const frozen = await world.createPage('Owner', world.general.view_id, 'Frozen');
    await world.type(live, 'before ');
    await world.type(frozen, 'before ');
    await world.publish(live, { publish_name: 'live' });
    await world.publish(frozen, { publish_name: 'frozen', update_live: false });
    await world.type(live, 'after');
    await world.type(frozen, 'after');
    const text = async (publishName: string) => {
      const { bytes } = await world.blob(`/api/workspace/published/${world.workspaceId}/${publishName}/blob`);
      return publishedText(bytes ?? new Uint8Array());
    };
    expect(await text('live')).toBe('before after');
    expect(await text('frozen')).toBe('before ');
    // Turning it on brings the copy up to date at once; republishing does too.
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [{ view_id: frozen, update_live: true }]);
    expect(await text('frozen')).toBe('before after');
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [{ view_id: live, update_live: false }]);
    await world.type(live, '!');
    expect(await text('live')).toBe('before after');
    await world.publish(live);
    expect(await text('live')).toBe('before after!');
  });

  it('API-PUB-02 / API-PUB-03: with sub-pages publishes the pages under it and those made later; unpublishing it takes them along', async () => {
    const world = await publishWorld(current());
    const parent = await world.createPage('Owner', world.general.view_id, 'Parent');
    const child = await world.createPage('Owner', parent, 'Child');
    const grandchild = await world.createPage('Owner', child, 'Grandchild');
    await world.publish(parent, { publish_name: 'parent', with_sub_pages: true });
    expect((await infoOf(world, child))?.with_sub_pages).toBe(true);
    expect(await infoOf(world, grandchild)).toBeDefined();
    const meta = await world.anon<PublishedViewMeta>(
      `/api/workspace/v1/published/${world.workspaceId}/parent`,
    );
    expect(meta.data?.child_views.map((view) => view.view_id)).toEqual([child]);
    // A page made under it later follows; a sub-page can opt out on its own.
    const later = await world.createPage('Owner', child, 'Later');
    expect(await infoOf(world, later)).toMatchObject({ with_sub_pages: true });
    const laterMeta = await world.anon(
      `/api/workspace/v1/published/${world.workspaceId}/${await world.nameOf(later)}`,
    );
    expect(laterMeta.code).toBe(0);
    await world.ok('Owner', 'POST', page(grandchild, 'unpublish'));
    expect(await infoOf(world, grandchild)).toBeUndefined();
    await world.ok('Owner', 'POST', page(parent, 'unpublish'));
    expect(await world.ok('Owner', 'GET', '/api/workspace/{ws}/published-info')).toEqual([]);
  });

  it('API-PUB-09: sub-pages follow their page: a password set on it protects them; with sub-pages off unpublishes them, on publishes them', async () => {
    const world = await publishWorld(current());
    const parent = await world.createPage('Owner', world.general.view_id, 'Parent');
    const child = await world.createPage('Owner', parent, 'Child');
    await world.publish(parent, { publish_name: 'parent', with_sub_pages: true });
    const childMeta = `/api/workspace/v1/published/${world.workspaceId}/${await world.nameOf(child)}`;
    expect((await world.anon(childMeta)).code).toBe(0);
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: parent, password: 'family' },
    ]);
    expect((await infoOf(world, child))?.password_protected).toBe(true);
    expect((await world.anon(childMeta)).code).toBe(ErrorCode.InvalidPassword);
    expect((await world.anon(childMeta, { 'x-publish-password': 'family' })).code).toBe(0);
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: parent, with_sub_pages: false },
    ]);
    expect(await infoOf(world, child)).toBeUndefined();
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: parent, with_sub_pages: true },
    ]);
    expect(await infoOf(world, child)).toMatchObject({ with_sub_pages: true, password_protected: true });
  });
});
