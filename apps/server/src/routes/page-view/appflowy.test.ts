// The page calls AppFlowy Web makes beyond the spec's: the view subtree, client-chosen ids, one-field edits,
// add-recent-pages; and not-found for any view id that names no view.
import { ErrorCode } from '@quire/shared/errors';
import type { CreatedPage, FolderView, RecentView } from '@quire/shared/contract';
import { backends, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld, type PageTreeWorld } from '../../../test/pageTree.js';

const names = (view: FolderView) => view.children.map((child) => child.name);

async function pageNamed(world: PageTreeWorld, parentId: string, name: string): Promise<FolderView> {
  const parent = await world.ok<FolderView>('Owner', 'GET', `/api/workspace/{ws}/view/${parentId}?depth=1`);
  const found = parent.children.find((child) => child.name === name);
  if (found === undefined) throw new Error(`no page ${name}`);
  return found;
}

describe.each(backends)('AppFlowy page calls on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-TREE-01 / GET view/{id}?depth: the workspace root or one view, children to the depth asked', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const parent = await world.createPage('Owner', general.view_id, 'Parent');
    await world.createPage('Owner', parent, 'Child');

    const root = await world.ok<FolderView>('Owner', 'GET', `/api/workspace/{ws}/view/{ws}?depth=6`);
    expect(root.view_id).toBe(world.workspaceId);
    expect(root).toEqual(await world.folder('Owner', '?depth=6'));

    const shallow = await world.ok<FolderView>('Owner', 'GET', `/api/workspace/{ws}/view/${parent}`);
    expect(names(shallow)).toEqual(['Child']);
    expect(shallow.children[0]?.children).toEqual([]);
    const flat = await world.ok<FolderView>('Owner', 'GET', `/api/workspace/{ws}/view/${parent}?depth=0`);
    expect(flat.children).toEqual([]);
    // AppFlowy Web asks for up to 50 levels; more is refused.
    expect((await world.call('Owner', 'GET', `/api/workspace/{ws}/view/{ws}?depth=50`)).code).toBe(0);
    expect((await world.call('Owner', 'GET', `/api/workspace/{ws}/view/{ws}?depth=51`)).code).toBe(
      ErrorCode.InvalidRequest,
    );
  });

  it('GET view/{id}: another member’s private space, a trashed page and an outsider are refused', async () => {
    const world = await pageTreeWorld(current());
    const { view_id: privateSpace } = await world.ok<{ view_id: string }>(
      'Owner',
      'POST',
      '/api/workspace/{ws}/space',
      { space_permission: 1, name: 'Mine' },
    );
    const general = await world.space('General');
    const trashed = await world.createPage('Owner', general.view_id, 'Gone');
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${trashed}/move-to-trash`);
    expect((await world.call('Member', 'GET', `/api/workspace/{ws}/view/${privateSpace}`)).code).toBe(
      ErrorCode.RecordNotFound,
    );
    expect((await world.call('Owner', 'GET', `/api/workspace/{ws}/view/${trashed}`)).code).toBe(
      ErrorCode.RecordNotFound,
    );
    expect((await world.call('NonMember', 'GET', `/api/workspace/{ws}/view/{ws}`)).code).not.toBe(0);
  });

  it.each([
    ['GET', 'view/not-a-view'],
    ['GET', 'page-view/not-a-view'],
    ['PATCH', 'page-view/12345'],
    ['POST', 'page-view/x/move-to-trash'],
    ['POST', 'page-view/00000000-0000-4000-8000-00000000000z/update-name'],
    ['GET', 'view/00000000-0000-4000-8000-000000000000'],
  ])('a malformed or unknown view id answers not-found (-2), not 1008: %s %s', async (method, path) => {
    const world = await pageTreeWorld(current());
    const body = method === 'GET' ? undefined : { name: 'x' };
    expect(await world.call('Owner', method, `/api/workspace/{ws}/${path}`, body)).toMatchObject({
      code: ErrorCode.RecordNotFound,
      message: 'View not found',
    });
  });

  it('API-TREE-06: create-page takes the client’s view_id and prev_view_id, and names a database', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const first = await world.createPage('Owner', general.view_id, 'First');
    await world.createPage('Owner', general.view_id, 'Last');
    const chosen = crypto.randomUUID();
    const created = await world.ok<CreatedPage>('Owner', 'POST', '/api/workspace/{ws}/page-view', {
      parent_view_id: general.view_id,
      layout: 0,
      name: 'Chosen',
      view_id: chosen,
      prev_view_id: first,
    });
    expect(created).toEqual({ view_id: chosen });
    expect(names(await world.space('General'))).toEqual(['Getting started', 'First', 'Chosen', 'Last']);
    const page = await world.ok<{ view: FolderView }>(
      'Owner',
      'GET',
      `/api/workspace/{ws}/page-view/${chosen}`,
    );
    expect(page.view.prev_view_id).toBe(first);

    const grid = await world.ok<CreatedPage>('Owner', 'POST', '/api/workspace/{ws}/page-view', {
      parent_view_id: general.view_id,
      layout: 1,
      name: 'Grid',
    });
    expect(grid.database_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(grid.database_id).not.toBe(grid.view_id);
  });

  it('API-TREE-06: a view_id already used (here or in another workspace) is refused, nothing overwritten', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const taken = await world.createPage('Owner', general.view_id, 'Original');
    const reuse = (viewId: string, prev?: string) =>
      world.call('Member', 'POST', '/api/workspace/{ws}/page-view', {
        parent_view_id: general.view_id,
        layout: 0,
        name: 'Impostor',
        view_id: viewId,
        ...(prev === undefined ? {} : { prev_view_id: prev }),
      });
    expect((await reuse(taken)).code).toBe(ErrorCode.RecordAlreadyExists);
    expect((await reuse(taken.toUpperCase())).code).toBe(ErrorCode.RecordAlreadyExists);
    // A space's id (which is also its collab's) is taken too.
    expect((await reuse(general.view_id)).code).toBe(ErrorCode.RecordAlreadyExists);
    // prev_view_id must be a sibling under the parent.
    const nested = await world.createPage('Owner', taken, 'Nested');
    expect((await reuse(crypto.randomUUID(), nested)).code).toBe(ErrorCode.InvalidRequest);
    expect(names(await world.space('General'))).toEqual(['Getting started', 'Original']);
    const page = await pageNamed(world, general.view_id, 'Original');
    expect(page.view_id).toBe(taken);
    expect(page.created_by).toBe(world.ctx.users.Owner.user.uid);
  });

  it('update-name, update-icon and remove-icon change one field each; bad input and guests are refused', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const id = await world.createPage('Member', general.view_id, 'Before');
    const path = (suffix: string) => `/api/workspace/{ws}/page-view/${id}/${suffix}`;
    await world.ok('Member', 'POST', path('update-name'), { name: '  After\n' });
    await world.ok('Member', 'POST', path('update-icon'), { icon: { ty: 0, value: '🚀' } });
    let page = await pageNamed(world, general.view_id, 'After');
    expect(page.icon).toEqual({ ty: 0, value: '🚀' });
    await world.ok('Member', 'POST', path('remove-icon'));
    page = await pageNamed(world, general.view_id, 'After');
    expect(page.icon).toBeNull();

    for (const [suffix, body] of [
      ['update-name', { name: 'x'.repeat(256) }],
      ['update-name', {}],
      ['update-icon', { icon: { ty: 9, value: 'x' } }],
      ['update-icon', {}],
    ] as const) {
      expect((await world.call('Member', 'POST', path(suffix), body)).code).toBe(ErrorCode.InvalidRequest);
    }
    expect((await world.call('Guest', 'POST', path('update-name'), { name: 'Guest' })).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect((await world.call('Guest', 'POST', path('remove-icon'))).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect(await pageNamed(world, general.view_id, 'After')).toMatchObject({ name: 'After', icon: null });
  });

  it('add-recent-pages records readable pages only; hidden, trashed and unknown ids are skipped', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const open = await world.createPage('Owner', general.view_id, 'Open');
    const trashed = await world.createPage('Owner', general.view_id, 'Trashed');
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${trashed}/move-to-trash`);
    const { view_id: privateSpace } = await world.ok<{ view_id: string }>(
      'Owner',
      'POST',
      '/api/workspace/{ws}/space',
      { space_permission: 1, name: 'Secret' },
    );
    const secret = await world.createPage('Owner', privateSpace, 'Secret page');
    await world.ok('Member', 'POST', '/api/workspace/{ws}/add-recent-pages', {
      recent_view_ids: [open, trashed, secret, crypto.randomUUID(), general.view_id],
    });
    const recent = await world.ok<{ views: RecentView[] }>('Member', 'GET', '/api/workspace/{ws}/recent');
    expect(recent.views.map((view) => view.view_id)).toEqual([open]);

    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect(
      (
        await world.call('Member', 'POST', '/api/workspace/{ws}/add-recent-pages', {
          recent_view_ids: tooMany,
        })
      ).code,
    ).toBe(ErrorCode.InvalidRequest);
    expect(
      (
        await world.call('NonMember', 'POST', '/api/workspace/{ws}/add-recent-pages', {
          recent_view_ids: [open],
        })
      ).code,
    ).not.toBe(0);
  });
});
