import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../../test/harness.js';
import { outline, pageTreeWorld, type PageTreeWorld } from '../../../test/pageTree.js';
import type { PageView as PageViewAnswer } from '@quire/shared/contract';

const move = (
  world: PageTreeWorld,
  viewId: string,
  body: unknown,
  role: 'Owner' | 'Member' | 'Guest' = 'Owner',
) => world.call(role, 'POST', `/api/workspace/{ws}/page-view/${viewId}/move`, body);

/** General's pages A, B, C (in that order) and the id of General. */
async function threePages(world: PageTreeWorld) {
  const general = await world.space('General');
  const [a, b, c] = [
    await world.createPage('Owner', general.view_id, 'A'),
    await world.createPage('Owner', general.view_id, 'B'),
    await world.createPage('Owner', general.view_id, 'C'),
  ];
  return { general: general.view_id, a, b, c, started: general.children[0]?.view_id ?? '' };
}

describe.each(backends)('moving and duplicating pages on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-TREE-09: move orders by prev_view_id (first when absent) and re-parents under a page', async () => {
    const world = await pageTreeWorld(current());
    const { general, a, b, c } = await threePages(world);
    expect((await move(world, c, { new_parent_view_id: general })).code).toBe(0);
    expect(outline(await world.space('General'))).toEqual(['C', 'Getting started', 'A', 'B']);
    expect((await move(world, c, { new_parent_view_id: general, prev_view_id: a })).code).toBe(0);
    expect(outline(await world.space('General'))).toEqual(['Getting started', 'A', 'C', 'B']);
    expect((await move(world, b, { new_parent_view_id: a, prev_view_id: null })).code).toBe(0);
    const folder = await world.space('General');
    expect(outline(folder)).toEqual(['Getting started', ['A', ['B']], 'C']);
    expect(folder.children[2]).toMatchObject({ view_id: c, prev_view_id: a });
  });

  it('API-TREE-09: a page moves to another space with its subtree, and keeps its place in the order', async () => {
    const world = await pageTreeWorld(current());
    const { a } = await threePages(world);
    const child = await world.createPage('Owner', a, 'A child');
    const privateSpace = await world.space('Private');
    expect((await move(world, a, { new_parent_view_id: privateSpace.view_id })).code).toBe(0);
    const moved = await world.space('Private');
    expect(outline(moved)).toEqual([['A', ['A child']]]);
    expect(moved.children[0]).toMatchObject({ is_private: true });
    expect(moved.children[0]?.children[0]).toMatchObject({ view_id: child, is_private: true });
    // Now in the owner's private space, the page is gone for the member.
    expect((await world.call('Member', 'GET', `/api/workspace/{ws}/page-view/${child}`)).code).toBe(
      ErrorCode.RecordNotFound,
    );
  });

  it('API-TREE-09: refuses cycles, moving a space, a prev_view_id that is not a sibling, and guests', async () => {
    const world = await pageTreeWorld(current());
    const { general, a, b } = await threePages(world);
    const child = await world.createPage('Owner', a, 'A child');
    expect(await move(world, a, { new_parent_view_id: a })).toMatchObject({ code: ErrorCode.InvalidRequest });
    expect(await move(world, a, { new_parent_view_id: child })).toMatchObject({
      code: ErrorCode.InvalidRequest,
    });
    expect(await move(world, general, { new_parent_view_id: a })).toMatchObject({
      code: ErrorCode.InvalidRequest,
    });
    expect(await move(world, b, { new_parent_view_id: general, prev_view_id: child })).toMatchObject({
      code: ErrorCode.InvalidRequest,
    });
    expect(await move(world, b, { new_parent_view_id: world.workspaceId })).toMatchObject({
      code: ErrorCode.RecordNotFound,
    });
    expect(await move(world, b, { new_parent_view_id: a }, 'Guest')).toMatchObject({
      code: ErrorCode.NotEnoughPermissions,
    });
    // The member may not move into, or out of, the owner's private space.
    const privateSpace = await world.space('Private');
    expect(await move(world, b, { new_parent_view_id: privateSpace.view_id }, 'Member')).toMatchObject({
      code: ErrorCode.RecordNotFound,
    });
    expect(outline(await world.space('General'))).toEqual(['Getting started', ['A', ['A child']], 'B', 'C']);
  });

  it('API-TREE-09: refuses a parent in another workspace', async () => {
    const world = await pageTreeWorld(current());
    const other = await pageTreeWorld(current());
    const { a } = await threePages(world);
    const elsewhere = await other.space('General');
    expect(await move(world, a, { new_parent_view_id: elsewhere.view_id })).toMatchObject({
      code: ErrorCode.RecordNotFound,
      message: 'View not found',
    });
  });

  it('API-TREE-06 / API-TREE-09: pages nest at most 10 levels below the workspace (spaces are level 1)', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    let parent = general.view_id;
    const chain: string[] = [];
    for (let level = 2; level <= 10; level++) {
      parent = await world.createPage('Owner', parent, `L${level}`);
      chain.push(parent);
    }
    const tooDeep = await world.call('Owner', 'POST', '/api/workspace/{ws}/page-view', {
      parent_view_id: parent,
      layout: 0,
    });
    expect(tooDeep.code).toBe(ErrorCode.InvalidRequest);
    // A two-level subtree fits under level 8 but not under level 9.
    const top = await world.createPage('Owner', general.view_id, 'Top');
    await world.createPage('Owner', top, 'Under top');
    expect((await move(world, top, { new_parent_view_id: chain[7] })).code).toBe(ErrorCode.InvalidRequest);
    expect((await move(world, top, { new_parent_view_id: chain[6] })).code).toBe(0);
  });

  it('API-TREE-12: duplicate copies the subtree and its collabs, adds " (Copy)" and lands after the original', async () => {
    const world = await pageTreeWorld(current());
    const { a } = await threePages(world);
    const child = await world.createPage('Owner', a, 'A child');
    const grid = await world.createPage('Owner', child, 'A grid', 1);
    const trashedChild = await world.createPage('Owner', a, 'Trashed child');
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${trashedChild}/move-to-trash`);
    await world.ok('Owner', 'PATCH', `/api/workspace/{ws}/page-view/${a}`, {
      icon: { ty: 0, value: '📄' },
      extra: { cover: { type: 'color', value: '#abcdef' } },
    });
    expect((await world.call('Member', 'POST', `/api/workspace/{ws}/page-view/${a}/duplicate`)).code).toBe(0);

    const general = await world.space('General');
    expect(outline(general)).toEqual([
      'Getting started',
      ['A', [['A child', ['A grid']]]],
      ['A (Copy)', [['A child', ['A grid']]]],
      'B',
      'C',
    ]);
    const original = general.children[1];
    const copy = general.children[2];
    expect(copy).toMatchObject({ icon: { ty: 0, value: '📄' }, extra: original?.extra, prev_view_id: a });
    expect(copy?.created_by).toBe(world.ctx.users.Member.user.uid);
    const copiedChild = copy?.children[0];
    const copiedGrid = copiedChild?.children[0];
    expect(copiedChild?.view_id).not.toBe(child);
    expect(copiedGrid?.view_id).not.toBe(grid);

    const open = (viewId: string) =>
      world.ok<PageViewAnswer>('Owner', 'GET', `/api/workspace/{ws}/page-view/${viewId}`);
    expect((await open(copiedChild?.view_id ?? '')).data.encoded_collab).toEqual(
      (await open(child)).data.encoded_collab,
    );
    const gridCopy = await open(copiedGrid?.view_id ?? '');
    expect(gridCopy.view.layout).toBe(1);
    expect(gridCopy.data.encoded_collab).not.toEqual((await open(grid)).data.encoded_collab);
  });

  it('API-TREE-12: duplicate takes a custom suffix and refuses spaces and guests', async () => {
    const world = await pageTreeWorld(current());
    const { general, b } = await threePages(world);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${b}/duplicate`, { suffix: ' 2' });
    expect(outline(await world.space('General'))).toEqual(['Getting started', 'A', 'B', 'B 2', 'C']);
    expect(
      (await world.call('Owner', 'POST', `/api/workspace/{ws}/page-view/${general}/duplicate`)).code,
    ).toBe(ErrorCode.InvalidRequest);
    expect((await world.call('Guest', 'POST', `/api/workspace/{ws}/page-view/${b}/duplicate`)).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
  });
  it('API-TREE-09: concurrent crossing moves cannot build a cycle (the tree is locked per workspace)', async () => {
    const world = await pageTreeWorld(current());
    const { general, a, b } = await threePages(world);
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        move(world, a, { new_parent_view_id: b }),
        move(world, b, { new_parent_view_id: a }),
      ]);
      // One of the two may win; never both.
      expect(answers.filter((answer) => answer.code === 0).length).toBeLessThanOrEqual(1);
      // A cycle would cut both pages off the folder.
      const names = JSON.stringify(outline(await world.space('General')));
      expect(names).toContain('"A"');
      expect(names).toContain('"B"');
      await move(world, a, { new_parent_view_id: general, prev_view_id: null });
      await move(world, b, { new_parent_view_id: general, prev_view_id: null });
    }
    expect(outline(await world.space('General')).sort()).toEqual(['A', 'B', 'C', 'Getting started']);
  });
});
