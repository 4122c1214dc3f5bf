// Tree denial of service, closed: caps on views per operation and per workspace, a per-user budget of
// duplicates and whole-trash restores, and restore-all in short batches. Each attack is tried; the refusal
// and that nothing was lost (or half-made) are asserted.
import { ErrorCode } from '@quire/shared/errors';
import type { FolderView } from '@quire/shared/contract';
import { backends, useClearOfWindowEdge, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld, type PageTreeWorld } from '../../../test/pageTree.js';
import { restoreBatchSize } from './trash.js';

const countViews = (view: FolderView): number =>
  view.children.reduce((sum, child) => sum + 1 + countViews(child), 0);

/** A page with `count - 1` sub-pages: `count` views to copy. */
async function pageWithChildren(world: PageTreeWorld, parentId: string, count: number): Promise<string> {
  const top = await world.createPage('Owner', parentId, 'Top');
  for (let index = 1; index < count; index++) await world.createPage('Owner', top, `Page ${index}`);
  return top;
}

describe.each(backends)('page-tree caps on $name', ({ name }) => {
  useClearOfWindowEdge(60);
  const current = useTestServer(name, {
    env: {
      QUIRE_MAX_VIEWS_PER_OPERATION: '10',
      QUIRE_MAX_VIEWS_PER_WORKSPACE: '100',
      QUIRE_TREE_WRITE_RATE_PER_USER: '3/1m',
    },
  });

  it('duplicating more pages than one operation may write is refused, and nothing is copied', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const top = await pageWithChildren(world, general.view_id, 11);
    const before = countViews(await world.folder());
    const answer = await world.call('Member', 'POST', `/api/workspace/{ws}/page-view/${top}/duplicate`);
    expect(answer).toMatchObject({
      code: ErrorCode.InvalidRequest,
      message: 'This would create 11 pages; at most 10 can be created at once.',
    });
    expect(countViews(await world.folder())).toBe(before);
  });

  it('a workspace holds at most its cap of views (trash included): creating beyond is refused', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    let total = countViews(await world.folder());
    const trashed = await world.createPage('Owner', general.view_id, 'In the trash');
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${trashed}/move-to-trash`);
    total += 1;
    while (total < 100) {
      await world.createPage('Member', general.view_id, `Filler ${total}`);
      total += 1;
    }
    const message =
      'This workspace has reached its limit of 100 pages. Delete pages from the trash to make room.';
    const page = await world.call('Member', 'POST', '/api/workspace/{ws}/page-view', {
      parent_view_id: general.view_id,
      layout: 0,
    });
    expect(page).toMatchObject({ code: ErrorCode.InvalidRequest, message });
    const space = await world.call('Owner', 'POST', '/api/workspace/{ws}/space', {
      space_permission: 0,
      name: 'One more',
    });
    expect(space).toMatchObject({ code: ErrorCode.InvalidRequest, message });
    // Emptying the trash makes room again.
    await world.ok('Owner', 'DELETE', `/api/workspace/{ws}/trash/${trashed}`);
    expect((await world.createPage('Member', general.view_id, 'Fits again')).length).toBe(36);
  });

  it('duplicates and restore-all are rate-limited per user, with the wait in the message', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const page = await world.createPage('Member', general.view_id, 'Original');
    const duplicate = () => world.call('Member', 'POST', `/api/workspace/{ws}/page-view/${page}/duplicate`);
    for (let index = 0; index < 3; index++) expect((await duplicate()).code).toBe(0);
    const before = countViews(await world.folder());
    const refused = await duplicate();
    expect(refused.code).toBe(ErrorCode.TooManyRequests);
    expect(refused.message).toMatch(
      /^Too many pages copied or restored at once\. Try again in (\d+ seconds?|1 minute)\.$/,
    );
    const restoreAll = await world.call('Member', 'POST', '/api/workspace/{ws}/restore-all-pages-from-trash');
    expect(restoreAll.code).toBe(ErrorCode.TooManyRequests);
    expect(countViews(await world.folder())).toBe(before);
    // Another user's budget is their own.
    expect((await world.call('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/duplicate`)).code).toBe(
      0,
    );
  });
});

describe.each(backends)('restore-all in batches on $name', ({ name }) => {
  const current = useTestServer(name);

  it('restores a trash bigger than several batches completely, each page back under its parent', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const count = restoreBatchSize * 2 + 7;
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      ids.push(await world.createPage('Owner', general.view_id, `Trashed ${index}`));
    }
    // A parent and its child trashed separately: the child first, as a person would.
    const parent = await world.createPage('Owner', general.view_id, 'Parent');
    const child = await world.createPage('Owner', parent, 'Child');
    for (const id of [...ids, child, parent]) {
      await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${id}/move-to-trash`);
    }
    await world.ok('Owner', 'POST', '/api/workspace/{ws}/restore-all-pages-from-trash');
    const trash = await world.ok<{ views: unknown[] }>('Owner', 'GET', '/api/workspace/{ws}/trash');
    expect(trash.views).toEqual([]);
    const names = (await world.space('General')).children.map((view) => view.name);
    expect(names).toEqual(['Getting started', ...ids.map((_id, index) => `Trashed ${index}`), 'Parent']);
    const restoredParent = (await world.space('General')).children.find((view) => view.name === 'Parent');
    expect(restoredParent?.children.map((view) => view.name)).toEqual(['Child']);
  });
});
