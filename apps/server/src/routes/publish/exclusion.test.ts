// Per-page opt-out of "with sub-pages": an excluded sub-page (and what is under it) is not public on any
// public read, stays out when its parent is published again or changed, and new pages still follow.
import type { PublishedOutlineView } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../../test/harness.js';
import { outlineIds, publishWorld, type PublishWorld } from '../../../test/publish.js';

const exclusion = (viewId: string) => `/api/workspace/{ws}/page-view/${viewId}/publish-exclusion`;

async function publishedIds(world: PublishWorld): Promise<string[]> {
  const list = await world.ok<{ info: { view_id: string } }[]>(
    'Owner',
    'GET',
    '/api/workspace/{ws}/published-info',
  );
  return list.map((entry) => entry.info.view_id);
}

/** Every public read of `name` under the workspace's namespace: meta, blob and outline. */
async function publicReads(world: PublishWorld, name: string, viewId: string) {
  const meta = await world.anon(`/api/workspace/v1/published/${world.workspaceId}/${name}`);
  const blob = await world.blob(`/api/workspace/published/${world.workspaceId}/${name}/blob`);
  const info = await world.anon(`/api/workspace/v1/published-info/${viewId}`);
  const outline = await world.anon<PublishedOutlineView>(
    `/api/workspace/published-outline/${world.workspaceId}`,
  );
  return {
    meta: meta.code,
    blob: blob.bytes === undefined ? blob.envelope?.code : 'bytes',
    info: info.code,
    inOutline: outline.data === undefined ? false : outlineIds(outline.data).includes(viewId),
  };
}

/** What `publicReads` gives for a public page, and for one the public may not read. */
const readable = { meta: 0, blob: 'bytes', info: 0, inOutline: true };
const gone = {
  meta: ErrorCode.RecordNotFound,
  blob: ErrorCode.RecordNotFound,
  info: ErrorCode.RecordNotFound,
  inOutline: false,
};

describe.each(backends)('leaving a sub-page out of "with sub-pages" on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-PUB-02 / API-PUB-09 / API-PUB-10 / API-PUB-11 / API-PUB-12 / API-PUB-13 (issue 11, per-child opt-out): an excluded sub-page and its own sub-pages leave every public read and stay out', async () => {
    const world = await publishWorld(current());
    const parent = await world.createPage('Owner', world.general.view_id, 'Parent');
    const child = await world.createPage('Owner', parent, 'Child');
    const grandchild = await world.createPage('Owner', child, 'Grandchild');
    const sibling = await world.createPage('Owner', parent, 'Sibling');
    await world.publish(parent, { publish_name: 'parent', with_sub_pages: true });
    const childName = await world.nameOf(child);
    const grandchildName = await world.nameOf(grandchild);
    expect(await world.ok('Owner', 'GET', exclusion(child))).toEqual({
      published_with: parent,
      excluded: false,
    });
    expect(await publicReads(world, childName, child)).toEqual(readable);

    await world.ok('Owner', 'PUT', exclusion(child), { excluded: true });
    expect(await world.ok('Owner', 'GET', exclusion(child))).toEqual({
      published_with: null,
      excluded: true,
    });
    expect(await publicReads(world, childName, child)).toEqual(gone);
    expect(await publicReads(world, grandchildName, grandchild)).toEqual(gone);
    expect((await publishedIds(world)).sort()).toEqual([parent, sibling].sort());

    // Republishing the parent and changing its settings leave it out; a page made later under the parent
    // follows, one made under the excluded page does not.
    await world.publish(parent, { with_sub_pages: true });
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: parent, with_sub_pages: false },
    ]);
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: parent, with_sub_pages: true },
    ]);
    const later = await world.createPage('Owner', parent, 'Later');
    const underExcluded = await world.createPage('Owner', child, 'Under');
    expect((await publishedIds(world)).sort()).toEqual([parent, sibling, later].sort());
    expect(await publicReads(world, childName, child)).toEqual(gone);
    expect((await world.anon(`/api/workspace/v1/published-info/${underExcluded}`)).code).toBe(
      ErrorCode.RecordNotFound,
    );

    // Taken back in, it and what is under it are public again with the parent's settings.
    await world.ok('Owner', 'PUT', exclusion(child), { excluded: false });
    expect(await world.ok('Owner', 'GET', exclusion(child))).toEqual({
      published_with: parent,
      excluded: false,
    });
    expect(await publicReads(world, childName, child)).toEqual(readable);
    expect(await publishedIds(world)).toEqual(expect.arrayContaining([grandchild, underExcluded]));
  });

  it('API-PUB-03 (issue 11, per-child opt-out): unpublishing a page that came with its parent leaves it out instead of coming back', async () => {
    const world = await publishWorld(current());
    const parent = await world.createPage('Owner', world.general.view_id, 'Parent');
    const child = await world.createPage('Owner', parent, 'Child');
    const grandchild = await world.createPage('Owner', child, 'Grandchild');
    await world.publish(parent, { publish_name: 'parent', with_sub_pages: true });
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${child}/unpublish`);
    expect(await publishedIds(world)).toEqual([parent]);
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: parent, comments_enabled: false },
    ]);
    await world.publish(parent, { with_sub_pages: true });
    expect(await publishedIds(world)).toEqual([parent]);
    expect(await world.ok('Owner', 'GET', exclusion(grandchild))).toEqual({
      published_with: null,
      excluded: false,
    });
  });

  it('API-PUB-09 (issue 11, per-child opt-out): only the Owner or the publisher may leave a page out; a guest or an outsider learns nothing; a page published on its own is refused', async () => {
    const world = await publishWorld(current());
    const parent = await world.createPage('Owner', world.general.view_id, 'Parent');
    const child = await world.createPage('Owner', parent, 'Child');
    const alone = await world.createPage('Owner', world.general.view_id, 'Alone');
    await world.publish(parent, { publish_name: 'parent', with_sub_pages: true });
    await world.publish(alone);
    for (const role of ['Member', 'Guest', 'NonMember'] as const) {
      expect((await world.call(role, 'PUT', exclusion(child), { excluded: true })).code).toBe(
        ErrorCode.NotEnoughPermissions,
      );
    }
    expect((await world.call('NonMember', 'GET', exclusion(child))).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect((await world.call('Owner', 'PUT', exclusion(alone), { excluded: true })).code).toBe(
      ErrorCode.InvalidRequest,
    );
    expect((await world.call('Owner', 'PUT', exclusion(child), { excluded: 'yes' })).code).toBe(
      ErrorCode.InvalidRequest,
    );
    // Nothing changed by the refusals.
    expect((await publishedIds(world)).sort()).toEqual([parent, child, alone].sort());
    const unpublished = await world.createPage('Owner', world.general.view_id, 'Plain');
    expect((await world.call('Owner', 'PUT', exclusion(unpublished), { excluded: true })).code).toBe(
      ErrorCode.RecordNotFound,
    );
  });
});
