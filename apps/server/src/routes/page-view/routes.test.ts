import { ErrorCode } from '@quire/shared/errors';
import * as Y from 'yjs';
import { backends, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld } from '../../../test/pageTree.js';
import type { PageView as PageViewAnswer } from '@quire/shared/contract';

const missing = '00000000-0000-4000-8000-000000000000';

function decoded(answer: PageViewAnswer): Record<string, unknown> {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Uint8Array.from(answer.data.encoded_collab));
  return doc.getMap('data').toJSON();
}

describe.each(backends)('page views on $name', ({ name }) => {
  const current = useTestServer(name);

  it.each([
    [0, 'document'],
    [1, 'database'],
    [2, 'database'],
    [3, 'database'],
    [4, 'chat'],
  ])(
    'API-TREE-06 / API-TREE-08 / ENT-50: a page of layout %i is created with an empty, valid collab (%s)',
    async (layout, section) => {
      const world = await pageTreeWorld(current());
      const general = await world.space('General');
      const viewId = await world.createPage('Member', general.view_id, 'New page', layout);
      const page = await world.ok<PageViewAnswer>('Member', 'GET', `/api/workspace/{ws}/page-view/${viewId}`);
      expect(page.view).toMatchObject({
        view_id: viewId,
        name: 'New page',
        layout,
        parent_view_id: general.view_id,
      });
      expect(Object.keys(decoded(page))).toEqual([section]);
      // A grid and a board start with AppFlowy's three default rows (issue 24), carried with the page.
      expect(Object.keys(page.data.row_data)).toHaveLength(layout === 1 || layout === 2 ? 3 : 0);
      const member = world.ctx.users.Member.user;
      expect(page.owner).toEqual({ uuid: member.uuid, name: member.name, avatar_url: null });
      expect(page.last_editor).toEqual(page.owner);
      const folder = await world.space('General');
      expect(folder.children.map((child) => child.name)).toEqual(['Getting started', 'New page']);
    },
  );

  it('API-TREE-06: a page is created without a name, last among its siblings, under a page too', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const parent = await world.createPage('Owner', general.view_id, 'Parent');
    const { view_id } = await world.ok<{ view_id: string }>(
      'Owner',
      'POST',
      '/api/workspace/{ws}/page-view',
      {
        parent_view_id: parent,
        layout: 0,
      },
    );
    const page = await world.ok<PageViewAnswer>('Owner', 'GET', `/api/workspace/{ws}/page-view/${parent}`);
    expect(page.view.children.map((child) => [child.view_id, child.name])).toEqual([[view_id, '']]);
  });

  it('API-TREE-06: refusals — unknown layout, missing parent, a guest, an outsider', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const create = (role: 'Owner' | 'Guest' | 'NonMember', body: unknown) =>
      world.call(role, 'POST', '/api/workspace/{ws}/page-view', body);
    expect((await create('Owner', { parent_view_id: general.view_id, layout: 5 })).code).toBe(
      ErrorCode.InvalidRequest,
    );
    expect(
      (await create('Owner', { parent_view_id: general.view_id, layout: 0, name: 'x'.repeat(256) })).code,
    ).toBe(ErrorCode.InvalidRequest);
    expect(await create('Owner', { parent_view_id: missing, layout: 0 })).toMatchObject({
      code: ErrorCode.RecordNotFound,
      message: 'View not found',
    });
    expect((await create('Guest', { parent_view_id: general.view_id, layout: 0 })).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect((await create('NonMember', { parent_view_id: general.view_id, layout: 0 })).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
  });

  it('API-TREE-08 / API-TREE-19: opening a missing page, or one in another member\'s private space, is "View not found"', async () => {
    const world = await pageTreeWorld(current());
    const privateSpace = await world.space('Private');
    const secret = await world.createPage('Owner', privateSpace.view_id, 'Secret');
    for (const [role, viewId] of [
      ['Owner', missing],
      ['Member', secret],
      ['Guest', secret],
    ] as const) {
      expect(await world.call(role, 'GET', `/api/workspace/{ws}/page-view/${viewId}`)).toMatchObject({
        code: ErrorCode.RecordNotFound,
        message: 'View not found',
      });
    }
    expect((await world.call('Owner', 'GET', `/api/workspace/{ws}/page-view/${secret}`)).code).toBe(0);
  });

  it('API-TREE-07 / API-TREE-18: PATCH renames, sets and removes the icon, and merges extra (cover, font, layouts)', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const viewId = await world.createPage('Member', general.view_id, 'Draft');
    const path = `/api/workspace/{ws}/page-view/${viewId}`;
    const icon = {
      ty: 2,
      value: JSON.stringify({ groupName: 'arrows', iconName: 'arrow-up', color: '#ff0000' }),
    };
    await world.ok('Member', 'PATCH', path, {
      name: 'Final',
      icon,
      extra: {
        cover: { type: 'built_in', value: '3' },
        font: 'Lora',
        fontLayout: 'large',
        lineHeightLayout: 'small',
      },
    });
    let view = (await world.ok<PageViewAnswer>('Member', 'GET', path)).view;
    expect(view).toMatchObject({ name: 'Final', icon, last_edited_by: world.ctx.users.Member.user.uid });
    expect(view.extra).toEqual({
      is_space: false,
      cover: { type: 'built_in', value: '3' },
      font: 'Lora',
      fontLayout: 'large',
      lineHeightLayout: 'small',
    });

    await world.ok('Owner', 'PATCH', path, {
      icon: null,
      extra: { font: null, fontLayout: 'normal', unknown: 1 },
    });
    view = (await world.ok<PageViewAnswer>('Owner', 'GET', path)).view;
    expect(view.icon).toBeNull();
    expect(view.name).toBe('Final');
    expect(view.extra).toEqual({
      is_space: false,
      cover: { type: 'built_in', value: '3' },
      fontLayout: 'normal',
      lineHeightLayout: 'small',
    });
  });

  it('API-TREE-07: PATCH validates name length, icon types (ENT-02, ENT-03) and typed extras (ENT-23)', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const path = `/api/workspace/{ws}/page-view/${general.children[0]?.view_id ?? ''}`;
    for (const body of [
      { name: 'x'.repeat(256) },
      { icon: { ty: 3, value: 'x' } },
      { icon: { ty: 1, value: 'not a url' } },
      { icon: { ty: 2, value: '{"groupName":"arrows"}' } },
      { extra: { cover: { type: 'photo', value: '1' } } },
      { extra: { fontLayout: 'huge' } },
      { extra: { lineHeightLayout: 3 } },
    ]) {
      expect((await world.call('Owner', 'PATCH', path, body)).code).toBe(ErrorCode.InvalidRequest);
    }
    expect((await world.call('Owner', 'PATCH', path, { icon: { ty: 0, value: '🚀' } })).code).toBe(0);
    expect((await world.call('Guest', 'PATCH', path, { name: 'Guest was here' })).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    expect(
      (await world.call('Owner', 'PATCH', `/api/workspace/{ws}/page-view/${general.view_id}`, { extra: {} }))
        .code,
    ).toBe(ErrorCode.InvalidRequest);
  });
});
