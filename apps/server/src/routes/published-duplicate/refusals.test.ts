// What published-duplicate must refuse, with nothing created in the destination: pages the public may not
// read (unpublished, duplicate off, protected without the password, expired, trashed, private space),
// destinations the caller may not write (a guest, another's workspace, a page of another workspace), and
// anything over the bounds (pages, bytes, rate).
import { ErrorCode } from '@quire/shared/errors';
import { destinationOf, duplicateInto, folderIds, type Destination } from '../../../test/duplicate.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { publishWorld, type PublishWorld } from '../../../test/publish.js';

async function refusedWithNothingMade(
  dest: Destination,
  body: Record<string, unknown>,
  code: number,
  headers: Record<string, string> = {},
): Promise<string> {
  const before = folderIds(await dest.folder());
  const answer = await dest.duplicate(body, headers);
  expect({ code: answer.code, data: answer.data }).toEqual({ code, data: undefined });
  expect(folderIds(await dest.folder())).toEqual(before);
  return answer.message;
}

describe.each(backends)('published-duplicate refusals on $name', ({ name }) => {
  const current = useTestServer(name);
  const setUp = async () => {
    const world = await publishWorld(current());
    const dest = await destinationOf(world.apiUrl, world.ctx.users.NonMember.authorization);
    const page = await world.createPage('Owner', world.general.view_id, 'Page');
    await world.type(page, 'page text');
    const body = { published_view_id: page, dest_view_id: dest.general };
    return { world, dest, page, body };
  };

  it('PRM-05 / an unpublished page: View has not been published yet', async () => {
    const { dest, body } = await setUp();
    expect(await refusedWithNothingMade(dest, body, ErrorCode.RecordNotFound)).toBe(
      'View has not been published yet',
    );
  });

  it('PRM-04 / duplicate turned off by the publisher: 1012', async () => {
    const { world, dest, page, body } = await setUp();
    await world.publish(page, { duplicate_enabled: false });
    await refusedWithNothingMade(dest, body, ErrorCode.NotEnoughPermissions);
  });

  it('a protected page needs its password (1002); given in the body or the header, it copies', async () => {
    const { world, dest, page, body } = await setUp();
    await world.publish(page, { password: 'open sesame' });
    await refusedWithNothingMade(dest, body, ErrorCode.InvalidPassword);
    await refusedWithNothingMade(dest, { ...body, password: 'wrong' }, ErrorCode.InvalidPassword);
    expect((await dest.duplicate({ ...body, password: 'open sesame' })).code).toBe(0);
    expect((await dest.duplicate(body, { 'x-publish-password': 'open sesame' })).code).toBe(0);
  });

  it('an expired, trashed or privately-spaced publication answers as unpublished', async () => {
    const { world, dest, page, body } = await setUp();
    await world.publish(page);
    await current()
      .server.database.db.updateTable('published_views')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('view_id', '=', page)
      .execute();
    await refusedWithNothingMade(dest, body, ErrorCode.RecordNotFound);

    const trashed = await world.createPage('Owner', world.general.view_id, 'Trashed');
    await world.publish(trashed);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${trashed}/move-to-trash`);
    await refusedWithNothingMade(dest, { ...body, published_view_id: trashed }, ErrorCode.RecordNotFound);

    const space = await world.ok<{ view_id: string }>('Owner', 'POST', '/api/workspace/{ws}/space', {
      space_permission: 0,
      name: 'Soon private',
      space_icon: 'space_icon_1',
      space_icon_color: '',
    });
    const hidden = await world.createPage('Owner', space.view_id, 'Hidden later');
    await world.publish(hidden);
    expect((await dest.duplicate({ ...body, published_view_id: hidden })).code).toBe(0);
    await world.ok('Owner', 'PATCH', `/api/workspace/{ws}/space/${space.view_id}`, { space_permission: 1 });
    await refusedWithNothingMade(dest, { ...body, published_view_id: hidden }, ErrorCode.RecordNotFound);
  });

  it('unpublished sub-pages and sub-pages with duplicate off are not copied', async () => {
    const { world, dest, page, body } = await setUp();
    const open = await world.createPage('Owner', page, 'Open');
    const closed = await world.createPage('Owner', page, 'Closed');
    const draft = await world.createPage('Owner', page, 'Draft');
    const underDraft = await world.createPage('Owner', draft, 'Under the draft');
    await world.publish(page);
    await world.publish(open);
    await world.publish(closed, { duplicate_enabled: false });
    await world.publish(underDraft);
    const answer = await dest.duplicate(body);
    expect(answer.code).toBe(0);
    const copy = (await dest.folder()).children
      .find((space) => space.view_id === dest.general)
      ?.children.find((child) => child.view_id === answer.data?.view_id);
    expect(copy?.children.map((child) => child.name)).toEqual(['Open']);
    expect(copy?.children[0]?.children).toEqual([]);
  });

  it('destinations: a guest cannot write (1012), an outsider’s workspace (1012), a page of another workspace (not found)', async () => {
    const { world, dest, page } = await setUp();
    await world.publish(page);
    const matrixFolder = folderIds(await world.folder());
    const asGuest = await duplicateInto(
      world.apiUrl,
      world.ctx.users.Guest.authorization,
      world.workspaceId,
      { published_view_id: page, dest_view_id: world.general.view_id },
    );
    expect(asGuest.code).toBe(ErrorCode.NotEnoughPermissions);
    const intoOwners = await duplicateInto(world.apiUrl, dest.authorization, world.workspaceId, {
      published_view_id: page,
      dest_view_id: world.general.view_id,
    });
    expect(intoOwners.code).toBe(ErrorCode.NotEnoughPermissions);
    expect(folderIds(await world.folder())).toEqual(matrixFolder);
    await refusedWithNothingMade(
      dest,
      { published_view_id: page, dest_view_id: world.general.view_id },
      ErrorCode.RecordNotFound,
    );
  });

  it('bad input: ids that are not UUIDs, no session', async () => {
    const { world, dest } = await setUp();
    await refusedWithNothingMade(
      dest,
      { published_view_id: 'x', dest_view_id: dest.general },
      ErrorCode.InvalidRequest,
    );
    const anonymous = await fetch(`${world.apiUrl}/api/workspace/${dest.workspaceId}/published-duplicate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe.each(backends)('published-duplicate bounds on $name', ({ name }) => {
  const current = useTestServer(name, {
    env: {
      QUIRE_MAX_DUPLICATE_PAGES: '2',
      QUIRE_MAX_DUPLICATE_BYTES: '4096',
      QUIRE_DUPLICATE_RATE_PER_USER: '4/24h',
    },
  });
  const setUp = async () => {
    const world: PublishWorld = await publishWorld(current());
    const dest = await destinationOf(world.apiUrl, world.ctx.users.NonMember.authorization);
    return { world, dest };
  };

  it('more pages than QUIRE_MAX_DUPLICATE_PAGES: refused, nothing made', async () => {
    const { world, dest } = await setUp();
    const top = await world.createPage('Owner', world.general.view_id, 'Top');
    await world.createPage('Owner', top, 'One');
    await world.createPage('Owner', top, 'Two');
    await world.publish(top, { with_sub_pages: true });
    const message = await refusedWithNothingMade(
      dest,
      { published_view_id: top, dest_view_id: dest.general },
      ErrorCode.InvalidRequest,
    );
    expect(message).toContain('at most 2');
  });

  it('more content than QUIRE_MAX_DUPLICATE_BYTES: refused, nothing made', async () => {
    const { world, dest } = await setUp();
    const big = await world.createPage('Owner', world.general.view_id, 'Big');
    await world.type(big, 'x'.repeat(6000));
    await world.publish(big);
    const message = await refusedWithNothingMade(
      dest,
      { published_view_id: big, dest_view_id: dest.general },
      ErrorCode.InvalidRequest,
    );
    expect(message).toContain('too large');
  });

  it('duplicates per user are rate-limited (1079 with the wait), nothing made', async () => {
    const { world, dest } = await setUp();
    const page = await world.createPage('Owner', world.general.view_id, 'Small');
    await world.publish(page);
    const body = { published_view_id: page, dest_view_id: dest.general };
    for (let index = 0; index < 4; index++) expect((await dest.duplicate(body)).code).toBe(0);
    expect(await refusedWithNothingMade(dest, body, ErrorCode.TooManyRequests)).toMatch(/Try again in/);
  });
});
