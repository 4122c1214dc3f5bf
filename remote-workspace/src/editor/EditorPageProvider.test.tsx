import { act, render } from '@testing-library/react';
import { notify, StoreProvider } from '@quire/shared';
import { MemoryRouter } from 'react-router-dom';
import { folderStore } from '../data';
import { FAIL, installFakeApi, view } from '../data/test/fakeApi';
import { EditorPageProvider } from './EditorPageProvider';
import { useEditorPage, type EditorPage } from './pageContext';

const WS = 'ws-1';
const CREATE = `POST /api/workspace/${WS}/page-view`;
const FOLDER = `GET /api/workspace/${WS}/folder`;

function renderProvider(): { current: EditorPage | null } {
  const seen: { current: EditorPage | null } = { current: null };
  function Reader() {
    seen.current = useEditorPage();
    return null;
  }
  render(
    <StoreProvider>
      <MemoryRouter>
        <EditorPageProvider workspaceId={WS} viewId="page">
          <Reader />
        </EditorPageProvider>
      </MemoryRouter>
    </StoreProvider>,
  );
  return seen;
}

afterEach(() => {
  folderStore.reset();
  jest.restoreAllMocks();
});

describe('the editor’s page (ENT-39 sub_page)', () => {
  it('creates a child document page through the folder actions, which reload the folder', async () => {
    const api = installFakeApi({ [CREATE]: { view_id: 'new-view' }, [FOLDER]: view({ view_id: WS }) });
    const page = renderProvider();
    let created: string | null = null;
    await act(async () => {
      created = (await page.current?.createSubPage()) ?? null;
    });
    expect(created).toBe('new-view');
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      parent_view_id: 'page',
      layout: 0,
    });
    expect(api.requests.some((request) => request.path === `/api/workspace/${WS}/folder`)).toBe(true);
  });

  it('issue 24 / a grid, board or calendar made from the slash menu is a child page of that layout', async () => {
    const api = installFakeApi({ [CREATE]: { view_id: 'new-board' }, [FOLDER]: view({ view_id: WS }) });
    const page = renderProvider();
    let created: string | null = null;
    await act(async () => {
      created = (await page.current?.createSubPage(2)) ?? null;
    });
    expect(created).toBe('new-board');
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      parent_view_id: 'page',
      layout: 2,
    });
  });

  it('a failed creation resolves null and raises the sidebar’s error toast', async () => {
    installFakeApi({ [CREATE]: FAIL, [FOLDER]: view({ view_id: WS }) });
    const toast = jest.spyOn(notify, 'error').mockImplementation(() => '');
    const page = renderProvider();
    let created: string | null = 'unset';
    await act(async () => {
      created = (await page.current?.createSubPage()) ?? null;
    });
    expect(created).toBeNull();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(String(toast.mock.calls[0]?.[0])).toMatch(/^The page could not be created\./);
  });
});
