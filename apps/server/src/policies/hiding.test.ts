import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../test/harness.js';
import { outline, pageTreeWorld } from '../../test/pageTree.js';
import { hidingOthersPagesMessage } from './view.js';

describe.each(backends)('hiding pages that others made on $name', ({ name }) => {
  const current = useTestServer(name);

  async function memberPrivateSpace(world: Awaited<ReturnType<typeof pageTreeWorld>>) {
    const { view_id } = await world.ok<{ view_id: string }>('Member', 'POST', '/api/workspace/{ws}/space', {
      name: 'Mine',
      space_permission: 1,
    });
    return view_id;
  }

  it("SEC / a member cannot move the owner's page into their own private space; the page stays visible", async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const plan = await world.createPage('Owner', general.view_id, 'Owner plan');
    await world.createPage('Owner', plan, 'Owner notes');
    const mine = await memberPrivateSpace(world);
    const before = outline(await world.folder('Owner'));

    const answer = await world.call('Member', 'POST', `/api/workspace/{ws}/page-view/${plan}/move`, {
      new_parent_view_id: mine,
    });
    expect(answer).toMatchObject({ code: ErrorCode.NotEnoughPermissions, message: hidingOthersPagesMessage });
    expect(outline(await world.folder('Owner'))).toEqual(before);
  });

  it("SEC / nor a page of their own that holds someone else's sub-page", async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const draft = await world.createPage('Member', general.view_id, 'Member draft');
    await world.createPage('Owner', draft, 'Owner comment');
    const mine = await memberPrivateSpace(world);
    const answer = await world.call('Member', 'POST', `/api/workspace/{ws}/page-view/${draft}/move`, {
      new_parent_view_id: mine,
    });
    expect(answer.code).toBe(ErrorCode.NotEnoughPermissions);
    expect(JSON.stringify(outline(await world.folder('Owner')))).toContain('Owner comment');
  });

  it('a member moves their own pages into their private space; the Owner may move anyone’s', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const own = await world.createPage('Member', general.view_id, 'Member own');
    const mine = await memberPrivateSpace(world);
    expect(
      (
        await world.call('Member', 'POST', `/api/workspace/{ws}/page-view/${own}/move`, {
          new_parent_view_id: mine,
        })
      ).code,
    ).toBe(0);
    const theirs = await world.createPage('Member', general.view_id, 'Member shared');
    const owners = await world.space('Private');
    expect(
      (
        await world.call('Owner', 'POST', `/api/workspace/{ws}/page-view/${theirs}/move`, {
          new_parent_view_id: owners.view_id,
        })
      ).code,
    ).toBe(0);
  });

  it("SEC / a member cannot turn their shared space private once it holds someone else's page", async () => {
    const world = await pageTreeWorld(current());
    const { view_id: team } = await world.ok<{ view_id: string }>(
      'Member',
      'POST',
      '/api/workspace/{ws}/space',
      {
        name: 'Team',
        space_permission: 0,
      },
    );
    await world.createPage('Owner', team, 'Owner page in Team');
    const answer = await world.call('Member', 'PATCH', `/api/workspace/{ws}/space/${team}`, {
      space_permission: 1,
    });
    expect(answer).toMatchObject({ code: ErrorCode.NotEnoughPermissions, message: hidingOthersPagesMessage });
    const owners = outline(await world.folder('Owner'));
    expect(JSON.stringify(owners)).toContain('Owner page in Team');
  });
});
