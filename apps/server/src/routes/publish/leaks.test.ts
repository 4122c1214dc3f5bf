// Leak tests: no public endpoint (meta, blob, publish info, outline) ever answers an unpublished page, a page
// in a private space, a trashed page, another workspace's page or an unpublished child; unpublishing shuts
// the door at once; bad input is refused with the spec's error and changes nothing.
import type { PublishedOutlineView } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../../test/harness.js';
import { outlineIds, publishWorld, type PublishWorld } from '../../../test/publish.js';

/** Every public read of `publishName` in `namespace` and of `viewId`: the codes they answered. */
async function publicCodes(world: PublishWorld, namespace: string, publishName: string, viewId: string) {
  const meta = await world.anon(`/api/workspace/v1/published/${namespace}/${publishName}`);
  const blob = await world.blob(`/api/workspace/published/${namespace}/${publishName}/blob`);
  const info = await world.anon(`/api/workspace/v1/published-info/${viewId}`);
  const outline = await world.anon<PublishedOutlineView>(`/api/workspace/published-outline/${namespace}`);
  return {
    meta: meta.code,
    blob: blob.bytes === undefined ? blob.envelope?.code : 'bytes',
    info: info.code,
    inOutline: outline.data === undefined ? false : outlineIds(outline.data).includes(viewId),
  };
}

const closed = {
  meta: ErrorCode.RecordNotFound,
  blob: ErrorCode.RecordNotFound,
  info: ErrorCode.RecordNotFound,
  inOutline: false,
};
const open = { meta: 0, blob: 'bytes', info: 0, inOutline: true };

describe.each(backends)('what the public can never read, on $name', ({ name }) => {
  const current = useTestServer(name);

  it('PRM-05 / PRM-12: an unpublished page, even under its would-be default name, answers nothing', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Draft');
    expect(await publicCodes(world, world.workspaceId, `Draft-${page}`, page)).toEqual(closed);
  });

  it('unpublishing removes public access at once, everywhere', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Brief');
    await world.publish(page, { publish_name: 'brief' });
    expect(await publicCodes(world, world.workspaceId, 'brief', page)).toEqual(open);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/unpublish`);
    expect(await publicCodes(world, world.workspaceId, 'brief', page)).toEqual(closed);
    const outline = await world.anon<PublishedOutlineView>(
      `/api/workspace/published-outline/${world.workspaceId}`,
    );
    expect(outline.data?.children).toEqual([]);
  });

  it('a private space: publishing in it is refused; a published page whose space turns private is shut, with its space', async () => {
    const world = await publishWorld(current());
    const privateSpace = await world.space('Private');
    const hidden = await world.createPage('Owner', privateSpace.view_id, 'Hidden');
    const refused = await world.call('Owner', 'POST', `/api/workspace/{ws}/page-view/${hidden}/publish`, {});
    expect(refused.code).toBe(ErrorCode.InvalidRequest);
    expect(await publicCodes(world, world.workspaceId, `Hidden-${hidden}`, hidden)).toEqual(closed);

    const space = await world.ok<{ view_id: string }>('Owner', 'POST', '/api/workspace/{ws}/space', {
      space_permission: 0,
      name: 'Was public',
      space_icon: 'space_icon_1',
      space_icon_color: '',
    });
    const page = await world.createPage('Owner', space.view_id, 'Public for now');
    await world.publish(page, { publish_name: 'for-now' });
    expect(await publicCodes(world, world.workspaceId, 'for-now', page)).toEqual(open);
    await world.ok('Owner', 'PATCH', `/api/workspace/{ws}/space/${space.view_id}`, { space_permission: 1 });
    expect(await publicCodes(world, world.workspaceId, 'for-now', page)).toEqual(closed);
    const outline = await world.anon<PublishedOutlineView>(
      `/api/workspace/published-outline/${world.workspaceId}`,
    );
    expect(outlineIds(outline.data as PublishedOutlineView)).not.toContain(space.view_id);
  });

  it("another workspace's pages are never reached through this namespace, nor its outline", async () => {
    const world = await publishWorld(current());
    const other = await publishWorld(current());
    const theirs = await other.createPage('Owner', other.general.view_id, 'Theirs');
    await other.publish(theirs, { publish_name: 'theirs' });
    const mine = await world.createPage('Owner', world.general.view_id, 'Mine');
    await world.publish(mine, { publish_name: 'mine' });
    expect((await world.anon(`/api/workspace/v1/published/${world.workspaceId}/theirs`)).code).toBe(
      ErrorCode.RecordNotFound,
    );
    expect(
      (await world.blob(`/api/workspace/published/${world.workspaceId}/theirs/blob`)).envelope?.code,
    ).toBe(ErrorCode.RecordNotFound);
    const outline = await world.anon<PublishedOutlineView>(
      `/api/workspace/published-outline/${world.workspaceId}`,
    );
    const ids = outlineIds(outline.data as PublishedOutlineView);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(ids).not.toContain(other.general.view_id);
    // Their own namespace serves it.
    expect(await publicCodes(other, other.workspaceId, 'theirs', theirs)).toEqual(open);
    // A member of one workspace cannot publish, change or unpublish the other's pages.
    const cross = await world.call('Owner', 'POST', `/api/workspace/{ws}/page-view/${theirs}/publish`, {});
    expect(cross.code).toBe(ErrorCode.RecordNotFound);
    await world.ok('Owner', 'DELETE', '/api/workspace/{ws}/publish', [theirs]);
    const patch = await world.call('Owner', 'PATCH', '/api/workspace/{ws}/publish', [{ view_id: theirs }]);
    expect(patch.code).toBe(ErrorCode.RecordNotFound);
    expect(await publicCodes(other, other.workspaceId, 'theirs', theirs)).toEqual(open);
  });

  it('a trashed published page is shut while in the trash (its children too), and deleted for good it is gone', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Binned');
    const child = await world.createPage('Owner', page, 'Binned child');
    await world.publish(page, { publish_name: 'binned', with_sub_pages: true });
    const childName = await world.nameOf(child);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/move-to-trash`);
    expect(await publicCodes(world, world.workspaceId, 'binned', page)).toEqual(closed);
    expect(await publicCodes(world, world.workspaceId, childName, child)).toEqual(closed);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/restore-from-trash`);
    expect(await publicCodes(world, world.workspaceId, 'binned', page)).toEqual(open);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/move-to-trash`);
    await world.ok('Owner', 'DELETE', `/api/workspace/{ws}/trash/${page}`);
    expect(await publicCodes(world, world.workspaceId, 'binned', page)).toEqual(closed);
    expect(await world.ok('Owner', 'GET', '/api/workspace/{ws}/published-info')).toEqual([]);
  });

  it('an unpublished child is in no child list and no outline, under a published parent', async () => {
    const world = await publishWorld(current());
    const parent = await world.createPage('Owner', world.general.view_id, 'Parent');
    const child = await world.createPage('Owner', parent, 'Quiet child');
    await world.publish(parent, { publish_name: 'parent' });
    const meta = await world.anon<{ child_views: unknown[] }>(
      `/api/workspace/v1/published/${world.workspaceId}/parent`,
    );
    expect(meta.data?.child_views).toEqual([]);
    expect(await publicCodes(world, world.workspaceId, `Quiet-child-${child}`, child)).toEqual(closed);
    expect(JSON.stringify(meta)).not.toContain('Quiet child');
  });

  it('bad input is refused with its error and changes nothing', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Target');
    const huge = await fetch(`${world.apiUrl}/api/workspace/${world.workspaceId}/page-view/${page}/publish`, {
      method: 'POST',
      headers: { authorization: world.ctx.users.Owner.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ publish_name: 'x', padding: 'y'.repeat(200_000) }),
    });
    expect(huge.status).toBe(413);
    const tooMany = Array.from({ length: 101 }, () => ({ view_id: page }));
    expect((await world.call('Owner', 'PATCH', '/api/workspace/{ws}/publish', tooMany)).code).toBe(
      ErrorCode.InvalidRequest,
    );
    expect(
      (
        await world.call('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/publish`, {
          password: 'p'.repeat(129),
        })
      ).code,
    ).toBe(ErrorCode.InvalidRequest);
    expect(
      (
        await world.call('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/publish`, {
          expires_at: 'tomorrow',
        })
      ).code,
    ).toBe(ErrorCode.InvalidRequest);
    expect(await world.ok('Owner', 'GET', '/api/workspace/{ws}/published-info')).toEqual([]);
    const hugePublic = await fetch(`${world.apiUrl}/api/workspace/v1/published/${world.workspaceId}/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'p'.repeat(10_000) }),
    });
    expect(hugePublic.status).toBe(413);
    expect((await world.anon(`/api/workspace/published-outline/${'n'.repeat(300)}`)).code).toBe(
      ErrorCode.InvalidRequest,
    );
    expect(
      (await world.anon(`/api/workspace/v1/published/${world.workspaceId}/${'é'.repeat(1100)}`)).code,
    ).toBe(ErrorCode.InvalidRequest);
  });
});
