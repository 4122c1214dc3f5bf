import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld } from '../../../test/pageTree.js';
import type { FolderView } from '@quire/shared/contract';

type FavoriteView = FolderView & { favorited_at: string; is_pinned: boolean };

describe.each(backends)('favourites on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-TREE-03: favourites are per user, pinned first, and leave with the trash', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const a = await world.createPage('Owner', general.view_id, 'A');
    const b = await world.createPage('Owner', general.view_id, 'B');
    const favorite = (role: 'Owner' | 'Guest', viewId: string, body: unknown) =>
      world.call(role, 'POST', `/api/workspace/{ws}/page-view/${viewId}/favorite`, body);
    const list = async (role: 'Owner' | 'Guest' | 'Member') =>
      (await world.ok<{ views: FavoriteView[] }>(role, 'GET', '/api/workspace/{ws}/favorite')).views;

    expect((await favorite('Owner', a, { is_favorite: true, is_pinned: false })).code).toBe(0);
    expect((await favorite('Owner', b, { is_favorite: true, is_pinned: true })).code).toBe(0);
    // A guest may keep bookmarks of what they can read.
    expect((await favorite('Guest', a, { is_favorite: true })).code).toBe(0);

    const owners = await list('Owner');
    expect(owners.map((view) => [view.name, view.is_pinned, view.is_favorite])).toEqual([
      ['B', true, true],
      ['A', false, true],
    ]);
    expect(Date.parse(owners[0]?.favorited_at ?? '')).not.toBeNaN();
    expect((await list('Guest')).map((view) => view.name)).toEqual(['A']);
    expect(await list('Member')).toEqual([]);
    const folder = await world.space('General');
    expect(folder.children.map((child) => child.is_favorite)).toEqual([false, true, true]);

    await favorite('Owner', b, { is_favorite: false, is_pinned: false });
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${a}/move-to-trash`);
    expect(await list('Owner')).toEqual([]);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${a}/restore-from-trash`);
    expect((await list('Owner')).map((view) => view.name)).toEqual(['A']);
  });

  it('API-TREE-03: favouriting needs a page the caller can read and a boolean is_favorite', async () => {
    const world = await pageTreeWorld(current());
    const privateSpace = await world.space('Private');
    const secret = await world.createPage('Owner', privateSpace.view_id, 'Secret');
    const path = `/api/workspace/{ws}/page-view/${secret}/favorite`;
    expect((await world.call('Member', 'POST', path, { is_favorite: true })).code).toBe(
      ErrorCode.RecordNotFound,
    );
    expect((await world.call('Owner', 'POST', path, { is_favorite: 'yes' })).code).toBe(
      ErrorCode.InvalidRequest,
    );
    expect((await world.call('NonMember', 'GET', '/api/workspace/{ws}/favorite')).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
  });
});
