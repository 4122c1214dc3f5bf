import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StoreProvider } from '@quire/shared';
import type * as Y from 'yjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { folderStore } from '../../data';
import { installFakeApi, view } from '../../data/test/fakeApi';
import { BoundEditor } from '../BoundEditor';
import { EditorPageProvider } from '../EditorPageProvider';
import { documentWith } from '../test/editorHarness';

const WS = 'ws-1';

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The workspace's folder: this page, with a child page and a grid page under it. */
function folder() {
  const child = view({ view_id: 'child', name: 'Meeting notes', icon: { ty: 0, value: '📝' } });
  const grid = view({ view_id: 'gv', name: 'Tasks', layout: 1 });
  const page = view({ view_id: 'page', name: 'Plans', children: [child, grid] });
  const space = view({ view_id: 'space', name: 'General', is_space: true, children: [page] });
  return view({ view_id: WS, name: 'Workspace', children: [space] });
}

async function renderEditor(doc: Y.Doc) {
  installFakeApi({ [`GET /api/workspace/${WS}/folder`]: folder() });
  folderStore.setCurrentWorkspace(WS);
  await act(() => folderStore.load(WS));
  // BlockNote renders its node views a microtask after mounting: inside act, so React sees them settle.
  await act(async () => {
    render(
      <StoreProvider>
        <MemoryRouter initialEntries={[`/app/${WS}/page`]}>
          <Routes>
            <Route
              path="/app/:workspaceId/:viewId"
              element={
                <>
                  <EditorPageProvider workspaceId={WS} viewId="page">
                    <BoundEditor
                      doc={doc}
                      target={{ workspaceId: WS, viewId: 'page' }}
                      readOnly={false}
                      handedOver={null}
                    />
                  </EditorPageProvider>
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </StoreProvider>,
    );
    await Promise.resolve();
  });
}

// BlockNote is transpiled on first use: loaded once here, not inside a test's time.
beforeAll(async () => {
  await import('../BoundEditor');
}, 120_000);

afterEach(() => {
  folderStore.reset();
});

describe('page cards and database embeds (ENT-39 sub_page grid board calendar)', () => {
  it('a sub_page shows the page’s name and icon from the folder and opens it in the workspace', async () => {
    await renderEditor(documentWith([{ id: 's1', ty: 'sub_page', data: { view_id: 'child' } }]));
    const card = await screen.findByTestId('page-card');
    expect(card).toHaveTextContent('Meeting notes');
    expect(card).toHaveTextContent('📝');
    expect(card).toHaveAttribute('href', `/app/${WS}/child`);
    // A click (jsdom has no hit testing for BlockNote's pointer handlers, so no pointer moves before it).
    fireEvent.click(within(card).getByText('Meeting notes'));
    expect(screen.getByTestId('location')).toHaveTextContent(`/app/${WS}/child`);
  });

  it('a grid block names its database page in its header, linked; a board whose page is gone says so', async () => {
    await renderEditor(
      documentWith([
        { id: 'g1', ty: 'grid', data: { view_id: 'gv', parent_id: 'gp' } },
        { id: 'b1', ty: 'board', data: { view_id: 'gone', parent_id: 'bp' } },
      ]),
    );
    const [grid, board] = await screen.findAllByTestId('embedded-database');
    expect(within(grid as HTMLElement).getByTestId('embedded-database-link')).toHaveTextContent('Tasks');
    expect(within(grid as HTMLElement).getByTestId('embedded-database-link')).toHaveAttribute(
      'href',
      `/app/${WS}/gv`,
    );
    expect(board).toHaveAttribute('data-layout', 'board');
    expect(board).toHaveTextContent('Board');
    expect(within(board as HTMLElement).getByTestId('embedded-database-missing')).toBeInTheDocument();
  });
});
