import { waitFor } from '@testing-library/react';
import { createPage, folderStore, getFolder, movePage, updatePage } from './index';
import { ancestorsOf, firstPage } from './tree';
import { installFakeApi, view } from './test/fakeApi';

const WS = 'ws-1';
const doc = view({ view_id: 'doc', name: 'Doc' });
const child = view({ view_id: 'child', name: 'Child', parent_view_id: 'doc' });
doc.children = [child];
const space = view({ view_id: 'space', name: 'General', is_space: true, children: [doc] });
const root = view({ view_id: WS, name: 'Workspace', children: [space] });

afterEach(() => {
  folderStore.reset();
});

describe('the data layer', () => {
  it('loads the folder 10 levels deep through the API client', async () => {
    const api = installFakeApi({ [`GET /api/workspace/${WS}/folder`]: root });
    await expect(getFolder(WS)).resolves.toEqual(root);
    const [call] = api.fetch.mock.calls;
    expect(call?.[0]).toBe(`http://api.test/api/workspace/${WS}/folder?depth=10`);
  });

  it('creates a page of a layout under its parent, then reloads the folder', async () => {
    const api = installFakeApi({
      [`POST /api/workspace/${WS}/page-view`]: { view_id: 'new' },
      [`GET /api/workspace/${WS}/folder`]: root,
    });
    await expect(createPage(WS, 'space', 2)).resolves.toBe('new');
    expect(api.requests[0]).toEqual({
      method: 'POST',
      path: `/api/workspace/${WS}/page-view`,
      body: { parent_view_id: 'space', layout: 2 },
    });
    expect(folderStore.get(WS).root).toEqual(root);
  });

  it('an icon-only update sends the loaded name, since the endpoint requires one', async () => {
    const api = installFakeApi({
      [`GET /api/workspace/${WS}/folder`]: root,
      [`PATCH /api/workspace/${WS}/page-view/doc`]: null,
    });
    await folderStore.load(WS);
    await updatePage(WS, 'doc', { icon: { ty: 0, value: '🚀' } });
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      name: 'Doc',
      icon: { ty: 0, value: '🚀' },
    });
  });

  it('move sends the new parent and the previous sibling', async () => {
    const api = installFakeApi({
      [`GET /api/workspace/${WS}/folder`]: root,
      [`POST /api/workspace/${WS}/page-view/child/move`]: null,
    });
    await movePage(WS, 'child', { new_parent_view_id: 'space', prev_view_id: 'doc' });
    expect(api.requests[0]?.body).toEqual({ new_parent_view_id: 'space', prev_view_id: 'doc' });
  });

  it('a failed first load is kept as failed with the message, and a later load recovers', async () => {
    const api = installFakeApi({});
    await folderStore.load(WS);
    expect(folderStore.get(WS)).toMatchObject({ status: 'failed', root: null, error: 'no route GET /api/workspace/ws-1/folder' });
    api.route(`GET /api/workspace/${WS}/folder`, root);
    await folderStore.load(WS);
    await waitFor(() => {
      expect(folderStore.get(WS).status).toBe('loaded');
    });
  });

  it('ENT / extra arrives as a JSON string (as the spec says) or an object; junk reads as none', async () => {
    const stringly = {
      ...root,
      extra: '{"is_space":false}',
      children: [{ ...space, extra: '{"is_space":true,"space_icon":"space_icon_2"}', children: [{ ...doc, extra: 'nope' }] }],
    };
    installFakeApi({ [`GET /api/workspace/${WS}/folder`]: stringly });
    const loaded = await getFolder(WS);
    expect(loaded.extra).toEqual({ is_space: false });
    expect(loaded.children[0]?.extra).toEqual({ is_space: true, space_icon: 'space_icon_2' });
    expect(loaded.children[0]?.children[0]?.extra).toBeNull();
  });

  it('tree reads: ancestors for the breadcrumb and the first page', () => {
    expect(ancestorsOf(root, 'child').map((v) => v.view_id)).toEqual(['space', 'doc', 'child']);
    expect(ancestorsOf(root, 'missing')).toEqual([]);
    expect(firstPage(root)?.view_id).toBe('doc');
    expect(firstPage(view({ children: [view({ is_space: true })] }))).toBeNull();
  });
});
