import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../../test/harness.js';
import { outline, pageTreeWorld } from '../../../test/pageTree.js';

describe.each(backends)('spaces on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-TREE-16 (ENT-29 / ENT-30 / ENT-31): a space gets icon 1 and the default colour when they are empty', async () => {
    const world = await pageTreeWorld(current());
    const { view_id } = await world.ok<{ view_id: string }>('Member', 'POST', '/api/workspace/{ws}/space', {
      name: 'Team',
      space_permission: 0,
      space_icon: '',
      space_icon_color: '',
    });
    const space = await world.space('Team', 'Guest');
    expect(space).toMatchObject({ view_id, is_space: true, is_private: false, children: [] });
    expect(space.extra).toMatchObject({
      is_space: true,
      space_icon: 'space_icon_1',
      space_icon_color: '0xFFA34AFD',
      space_permission: 0,
    });
    expect(outline(await world.folder())).toEqual([['General', ['Getting started']], 'Private', 'Team']);
  });

  it('API-TREE-16: icons space_icon_1…15 and 0xAARRGGBB or #RRGGBB colours; anything else is refused', async () => {
    const world = await pageTreeWorld(current());
    const create = (body: Record<string, unknown>) =>
      world.call<{ view_id: string }>('Owner', 'POST', '/api/workspace/{ws}/space', {
        name: 'S',
        space_permission: 1,
        ...body,
      });
    expect((await create({ space_icon: 'space_icon_15', space_icon_color: '#12ABef' })).code).toBe(0);
    for (const body of [
      { space_icon: 'space_icon_16' },
      { space_icon: 'space_icon_0' },
      { space_icon_color: 'red' },
      { space_permission: 2 },
      { name: 'x'.repeat(256) },
    ]) {
      expect((await create(body)).code).toBe(ErrorCode.InvalidRequest);
    }
    expect(
      (await world.call('Guest', 'POST', '/api/workspace/{ws}/space', { name: 'G', space_permission: 0 }))
        .code,
    ).toBe(ErrorCode.NotEnoughPermissions);
  });

  it('API-TREE-17: PATCH renames and recolours; only the creator or the owner changes the permission', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const path = `/api/workspace/{ws}/space/${general.view_id}`;
    expect(
      (await world.call('Member', 'PATCH', path, { name: 'Everyone', space_icon: 'space_icon_7' })).code,
    ).toBe(0);
    let space = await world.space('Everyone', 'Member');
    expect(space.extra).toMatchObject({
      space_icon: 'space_icon_7',
      space_icon_color: '0xFFA34AFD',
    });
    // General was made by the owner: a member may not hide it.
    expect((await world.call('Member', 'PATCH', path, { space_permission: 1 })).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect((await world.call('Guest', 'PATCH', path, { name: 'Guests' })).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect(
      (await world.call('Owner', 'PATCH', path, { space_permission: 1, space_icon_color: '' })).code,
    ).toBe(0);
    space = await world.space('Everyone');
    expect(space.is_private).toBe(true);
    expect(space.children[0]?.is_private).toBe(true);
    expect(space.extra).toMatchObject({ space_permission: 1, space_icon_color: '0xFFA34AFD' });
    expect(outline(await world.folder('Member'))).toEqual([]);
    // A page is not a space.
    const page = space.children[0]?.view_id ?? '';
    expect(
      (await world.call('Owner', 'PATCH', `/api/workspace/{ws}/space/${page}`, { name: 'x' })).code,
    ).toBe(ErrorCode.InvalidRequest);
  });
});
