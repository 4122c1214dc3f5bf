import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../../test/harness.js';
import { outline, pageTreeWorld } from '../../../test/pageTree.js';

describe.each(backends)('folder on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-TREE-01 / ENT-07: a new workspace has General with "Getting started" and the owner\'s Private space', async () => {
    const world = await pageTreeWorld(current());
    const folder = await world.folder();
    expect(folder.view_id).toBe(world.workspaceId);
    expect(folder.name).toBe('Matrix');
    expect(outline(folder)).toEqual([['General', ['Getting started']], 'Private']);
    const [general, privateSpace] = folder.children;
    expect(general).toMatchObject({ is_space: true, is_private: false, layout: 0 });
    expect(privateSpace).toMatchObject({ is_space: true, is_private: true });
    expect(general?.extra).toEqual({
      is_space: true,
      space_icon: 'space_icon_1',
      space_icon_color: '0xFFA34AFD',
      space_permission: 0,
      space_created_at: expect.any(Number) as number,
    });
    const page = general?.children[0];
    expect(page).toMatchObject({
      name: 'Getting started',
      layout: 0,
      is_space: false,
      is_private: false,
      is_published: false,
      is_favorite: false,
      icon: null,
      parent_view_id: general?.view_id,
      prev_view_id: null,
      created_by: world.ctx.users.Owner.user.uid,
      children: [],
    });
    expect(page?.extra).toEqual({ is_space: false });
  });

  it("API-TREE-01: other members' private spaces never appear", async () => {
    const world = await pageTreeWorld(current());
    for (const role of ['Member', 'Guest'] as const) {
      expect(outline(await world.folder(role))).toEqual([['General', ['Getting started']]]);
    }
    const mine = await world.ok<{ view_id: string }>('Member', 'POST', '/api/workspace/{ws}/space', {
      name: 'Mine',
      space_permission: 1,
      space_icon: '',
      space_icon_color: '',
    });
    await world.createPage('Member', mine.view_id, 'Secret');
    expect(outline(await world.folder('Member'))).toEqual([
      ['General', ['Getting started']],
      ['Mine', ['Secret']],
    ]);
    expect(outline(await world.folder('Owner'))).toEqual([['General', ['Getting started']], 'Private']);
    const root = `?root_view_id=${mine.view_id}`;
    expect(await world.call('Owner', 'GET', `/api/workspace/{ws}/folder${root}`)).toMatchObject({
      code: ErrorCode.RecordNotFound,
      message: 'View not found',
    });
  });

  it('API-TREE-02: depth limits the levels and root_view_id picks a subtree', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const a = await world.createPage('Owner', general.view_id, 'A');
    const b = await world.createPage('Owner', a, 'B');
    await world.createPage('Owner', b, 'C');
    expect(outline(await world.folder('Owner', '?depth=1'))).toEqual(['General', 'Private']);
    expect(outline(await world.folder('Owner', '?depth=3'))).toEqual([
      ['General', ['Getting started', ['A', ['B']]]],
      'Private',
    ]);
    const subtree = await world.folder('Owner', `?depth=1&root_view_id=${a}`);
    expect(subtree).toMatchObject({ view_id: a, name: 'A' });
    expect(outline(subtree)).toEqual(['B']);
    expect(outline(await world.folder('Owner', `?root_view_id=${a}`))).toEqual([['B', ['C']]]);
  });

  it('API-TREE-01: depth outside 1–10 and malformed ids are InvalidRequest; outsiders get 1012', async () => {
    const world = await pageTreeWorld(current());
    for (const query of ['?depth=0', '?depth=11', '?depth=x', '?root_view_id=nope']) {
      expect((await world.call('Owner', 'GET', `/api/workspace/{ws}/folder${query}`)).code).toBe(
        ErrorCode.InvalidRequest,
      );
    }
    expect((await world.call('NonMember', 'GET', '/api/workspace/{ws}/folder')).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
  });
});
