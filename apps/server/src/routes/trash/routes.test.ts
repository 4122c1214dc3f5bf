import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../../test/harness.js';
import { outline, pageTreeWorld, type PageTreeWorld } from '../../../test/pageTree.js';
import type { FolderView } from '@quire/shared/contract';

type TrashedView = FolderView & { deleted_at: string };

const trash = (world: PageTreeWorld, viewId: string, role: 'Owner' | 'Member' | 'Guest' = 'Owner') =>
  world.call(role, 'POST', `/api/workspace/{ws}/page-view/${viewId}/move-to-trash`);
const restore = (world: PageTreeWorld, viewId: string, role: 'Owner' | 'Member' | 'Guest' = 'Owner') =>
  world.call(role, 'POST', `/api/workspace/{ws}/page-view/${viewId}/restore-from-trash`);
const trashList = async (world: PageTreeWorld, role: 'Owner' | 'Member' | 'Guest' = 'Owner') =>
  (await world.ok<{ views: TrashedView[] }>(role, 'GET', '/api/workspace/{ws}/trash')).views;
/** Pages trashed within the same millisecond have no order between them: tests compare names sorted. */
const trashedNames = async (world: PageTreeWorld, role: 'Owner' | 'Member' | 'Guest' = 'Owner') =>
  (await trashList(world, role)).map((view) => view.name).sort();

/** General: Getting started, A (with A1, which has A2), B. */
async function tree(world: PageTreeWorld) {
  const general = await world.space('General');
  const a = await world.createPage('Owner', general.view_id, 'A');
  const a1 = await world.createPage('Owner', a, 'A1');
  const a2 = await world.createPage('Owner', a1, 'A2');
  const b = await world.createPage('Owner', general.view_id, 'B');
  return { general: general.view_id, a, a1, a2, b };
}

describe.each(backends)('trash on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-TREE-10 / API-TREE-04 (ST-17): a trashed page leaves the folder with its subtree; the trash lists only it', async () => {
    const world = await pageTreeWorld(current());
    const { a, a2 } = await tree(world);
    expect((await trash(world, a, 'Member')).code).toBe(0);
    expect(outline(await world.space('General'))).toEqual(['Getting started', 'B']);
    const listed = await trashList(world);
    expect(listed.map((view) => [view.view_id, view.name])).toEqual([[a, 'A']]);
    expect(Date.parse(listed[0]?.deleted_at ?? '')).not.toBeNaN();
    // Sub-pages of a trashed page are out of the folder too: not openable, not movable, not trashable again.
    expect((await world.call('Owner', 'GET', `/api/workspace/{ws}/page-view/${a2}`)).code).toBe(
      ErrorCode.RecordNotFound,
    );
    expect((await trash(world, a2)).code).toBe(ErrorCode.RecordNotFound);
  });

  it('API-TREE-11: restore puts the page back under its parent, in its old place, with its subtree', async () => {
    const world = await pageTreeWorld(current());
    const { a, a1 } = await tree(world);
    await trash(world, a1);
    expect(outline(await world.space('General'))).toEqual(['Getting started', 'A', 'B']);
    expect((await restore(world, a1, 'Member')).code).toBe(0);
    expect(outline(await world.space('General'))).toEqual(['Getting started', ['A', [['A1', ['A2']]]], 'B']);
    expect(await trashList(world)).toEqual([]);
    expect((await world.folder('Owner', `?root_view_id=${a}`)).children[0]?.view_id).toBe(a1);
  });

  it('API-TREE-11 / API-TREE-14: restore goes to the space root when the parent was deleted for good or is in the trash', async () => {
    const world = await pageTreeWorld(current());
    const { a, a1, b } = await tree(world);
    await trash(world, a1);
    await trash(world, a);
    expect(await trashedNames(world)).toEqual(['A', 'A1']);
    // A is in the trash: A1 cannot go back under it.
    expect((await restore(world, a1)).code).toBe(0);
    expect(outline(await world.space('General'))).toEqual(['Getting started', 'B', ['A1', ['A2']]]);

    await trash(world, a1);
    await restore(world, a);
    await trash(world, b);
    await trash(world, a);
    expect((await world.call('Owner', 'DELETE', `/api/workspace/{ws}/trash/${a}`)).code).toBe(0);
    // Deleting A for good left A1 (trashed on its own) in the trash; restored, it lands at the space root.
    expect(await trashedNames(world)).toEqual(['A1', 'B']);
    await restore(world, a1);
    expect(outline(await world.space('General'))).toEqual(['Getting started', ['A1', ['A2']]]);
  });

  it('API-TREE-14: deleting from the trash removes the page, its subtree and their collabs; only trashed pages', async () => {
    const world = await pageTreeWorld(current());
    const { a, a1, a2, b } = await tree(world);
    expect((await world.call('Owner', 'DELETE', `/api/workspace/{ws}/trash/${a}`)).code).toBe(
      ErrorCode.RecordNotFound,
    );
    await trash(world, a);
    expect((await world.call('Guest', 'DELETE', `/api/workspace/{ws}/trash/${a}`)).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect((await world.call('Member', 'DELETE', `/api/workspace/{ws}/trash/${a}`)).code).toBe(0);
    const db = world.ctx.server.database.db;
    const left = await db
      .selectFrom('views')
      .select('view_id')
      .where('view_id', 'in', [a, a1, a2, b])
      .execute();
    expect(left.map((row) => row.view_id)).toEqual([b]);
    const collabs = await db
      .selectFrom('collabs')
      .select('object_id')
      .where('object_id', 'in', [a, a1, a2])
      .execute();
    expect(collabs).toEqual([]);
    expect((await restore(world, a)).code).toBe(ErrorCode.RecordNotFound);
  });

  it('API-TREE-13 / API-TREE-15 (ST-17): restore all and delete all act on every trashed page the caller may write', async () => {
    const world = await pageTreeWorld(current());
    const { a, b } = await tree(world);
    const privateSpace = await world.space('Private');
    const secret = await world.createPage('Owner', privateSpace.view_id, 'Secret');
    const a1 = (await world.folder('Owner', `?root_view_id=${a}`)).children[0]?.view_id ?? '';
    // A1 goes first, then its parent: restoring all brings A1 back under A, not to the space root.
    await trash(world, a1);
    await sleep(5);
    await trash(world, a);
    await trash(world, b);
    await trash(world, secret);
    // The member sees and restores only what is in spaces they see.
    expect(await trashedNames(world, 'Member')).toEqual(['A', 'A1', 'B']);
    expect((await world.call('Guest', 'POST', '/api/workspace/{ws}/restore-all-pages-from-trash')).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect(
      (await world.call('Member', 'POST', '/api/workspace/{ws}/restore-all-pages-from-trash')).code,
    ).toBe(0);
    expect(outline(await world.space('General'))).toEqual(['Getting started', ['A', [['A1', ['A2']]]], 'B']);
    expect(await trashedNames(world)).toEqual(['Secret']);

    await trash(world, a);
    expect((await world.call('Member', 'POST', '/api/workspace/{ws}/delete-all-pages-from-trash')).code).toBe(
      0,
    );
    expect(await trashedNames(world)).toEqual(['Secret']);
    expect((await world.call('Owner', 'POST', '/api/workspace/{ws}/delete-all-pages-from-trash')).code).toBe(
      0,
    );
    expect(await trashList(world)).toEqual([]);
    expect(outline(await world.space('General'))).toEqual(['Getting started', 'B']);
  });

  it('API-TREE-10: the last space cannot be trashed, guests cannot trash, outsiders cannot list', async () => {
    const world = await pageTreeWorld(current());
    const { general, a } = await tree(world);
    expect((await trash(world, (await world.space('Private')).view_id)).code).toBe(0);
    expect((await trash(world, general)).code).toBe(ErrorCode.InvalidRequest);
    expect((await trash(world, a, 'Guest')).code).toBe(ErrorCode.NotEnoughPermissions);
    expect((await world.call('NonMember', 'GET', '/api/workspace/{ws}/trash')).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect(await trashList(world, 'Guest')).toEqual([]);
  });

  it('SEC: a space goes to the trash with its pages only by its creator or the Owner, never the last one, and comes back whole', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    // A member may not throw away a space someone else made (it would take everyone's pages with it).
    expect((await trash(world, general.view_id, 'Member')).code).toBe(ErrorCode.NotEnoughPermissions);
    expect((await trash(world, general.view_id, 'Guest')).code).toBe(ErrorCode.NotEnoughPermissions);

    const { view_id: notes } = await world.ok<{ view_id: string }>(
      'Member',
      'POST',
      '/api/workspace/{ws}/space',
      {
        space_permission: 0,
        name: 'Notes',
      },
    );
    const kept = await world.createPage('Member', notes, 'Kept');
    const loose = await world.createPage('Member', notes, 'Loose');
    await trash(world, loose, 'Member');
    await sleep(5);
    expect((await trash(world, notes, 'Member')).code).toBe(0);
    expect((await world.folder('Member')).children.map((space) => space.name)).not.toContain('Notes');
    expect((await world.call('Member', 'GET', `/api/workspace/{ws}/page-view/${kept}`)).code).toBe(
      ErrorCode.RecordNotFound,
    );
    expect(await trashedNames(world, 'Member')).toEqual(['Loose', 'Notes']);
    // A page cannot come back before its space: it would be in neither the folder nor the trash.
    const early = await restore(world, loose, 'Member');
    expect(early.code).toBe(ErrorCode.InvalidRequest);
    expect(early.message).toBe('Restore the space of this page first');
    expect(await trashedNames(world, 'Member')).toEqual(['Loose', 'Notes']);

    expect((await restore(world, notes, 'Member')).code).toBe(0);
    expect(outline(await world.space('Notes', 'Member'))).toEqual(['Kept']);
    expect((await restore(world, loose, 'Member')).code).toBe(0);
    expect(outline(await world.space('Notes', 'Member'))).toEqual(['Kept', 'Loose']);

    // The Owner may trash any space, but the workspace keeps one.
    expect((await trash(world, notes)).code).toBe(0);
    expect((await trash(world, (await world.space('Private')).view_id)).code).toBe(0);
    const last = await trash(world, general.view_id);
    expect(last.code).toBe(ErrorCode.InvalidRequest);
    expect(last.message).toBe('A workspace needs at least one space');
    expect(outline(await world.space('General'))).toEqual(['Getting started']);
    // Restoring everything brings the spaces back before their pages.
    expect((await world.call('Owner', 'POST', '/api/workspace/{ws}/restore-all-pages-from-trash')).code).toBe(
      0,
    );
    expect((await world.folder()).children.map((space) => space.name).sort()).toEqual([
      'General',
      'Notes',
      'Private',
    ]);
  });
});
