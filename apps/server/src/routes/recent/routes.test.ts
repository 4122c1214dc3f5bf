import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld } from '../../../test/pageTree.js';
import type { FolderView } from '@quire/shared/contract';

type RecentView = FolderView & { last_viewed_at: string };

describe.each(backends)('recents on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-TREE-05: opening a page records it; newest first, per user, without trashed or hidden pages', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const a = await world.createPage('Owner', general.view_id, 'A');
    const b = await world.createPage('Owner', general.view_id, 'B');
    const open = async (role: 'Owner' | 'Member', viewId: string) => {
      await world.ok(role, 'GET', `/api/workspace/{ws}/page-view/${viewId}`);
      // Visits in the same millisecond would tie.
      await sleep(5);
    };
    const list = async (role: 'Owner' | 'Member') =>
      (await world.ok<{ views: RecentView[] }>(role, 'GET', '/api/workspace/{ws}/recent')).views;

    expect(await list('Owner')).toEqual([]);
    await open('Owner', a);
    await open('Owner', b);
    await open('Owner', a);
    await open('Member', b);
    const recents = await list('Owner');
    expect(recents.map((view) => view.name)).toEqual(['A', 'B']);
    expect(Date.parse(recents[0]?.last_viewed_at ?? '')).toBeGreaterThan(
      Date.parse(recents[1]?.last_viewed_at ?? ''),
    );
    expect((await list('Member')).map((view) => view.name)).toEqual(['B']);

    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${a}/move-to-trash`);
    expect((await list('Owner')).map((view) => view.name)).toEqual(['B']);
    // Moved into the owner's private space, B is no longer the member's to see.
    const privateSpace = await world.space('Private');
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${b}/move`, {
      new_parent_view_id: privateSpace.view_id,
    });
    expect(await list('Member')).toEqual([]);
    expect((await world.call('NonMember', 'GET', '/api/workspace/{ws}/recent')).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
  });
});
