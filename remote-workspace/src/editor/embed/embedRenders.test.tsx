import { StoreProvider } from '@quire/shared';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { EditorView } from 'prosemirror-view';
import { folderStore } from '../../data';
import { installFakeApi, view } from '../../data/test/fakeApi';
import { BoundEditor } from '../BoundEditor';
import { EditorPageProvider } from '../EditorPageProvider';
import { documentWith, paragraph } from '../test/editorHarness';

// The database's own rendering is not what is measured here: how often the editor asks for it is.
const renders = { count: 0 };
jest.mock('../../database', () => ({
  DatabaseView: () => {
    renders.count += 1;
    return <p data-testid="database-view-stub">database</p>;
  },
}));

const WS = 'ws-1';

beforeAll(async () => {
  await import('../BoundEditor');
}, 120_000);
afterEach(() => {
  folderStore.reset();
});

/** tiptap keeps its editor on ProseMirror's root element. */
function editorView(): EditorView {
  const root = screen
    .getByTestId('document-editor')
    .querySelector<HTMLElement & { editor?: { view: EditorView } }>('.ProseMirror');
  const found = root?.editor?.view;
  if (found === undefined) throw new Error('no editor view');
  return found;
}

describe('an embedded database and keystrokes elsewhere (issue 9 / issue 24)', () => {
  it('typing in the document does not render the embedded database again', async () => {
    const grid = view({ view_id: 'gv', name: 'Tasks', layout: 1 });
    const page = view({ view_id: 'page', name: 'Plans', children: [grid] });
    installFakeApi({
      [`GET /api/workspace/${WS}/folder`]: view({
        view_id: WS,
        children: [view({ view_id: 'space', is_space: true, children: [page] })],
      }),
    });
    folderStore.setCurrentWorkspace(WS);
    await act(() => folderStore.load(WS));
    await act(async () => {
      render(
        <StoreProvider>
          <MemoryRouter>
            <EditorPageProvider workspaceId={WS} viewId="page">
              <BoundEditor
                doc={documentWith([
                  paragraph('p1', 'Intro'),
                  { id: 'g1', ty: 'grid', data: { view_id: 'gv', parent_id: 'page' } },
                  paragraph('p2', 'After'),
                ])}
                target={{ workspaceId: WS, viewId: 'page' }}
                readOnly={false}
                handedOver={null}
              />
            </EditorPageProvider>
          </MemoryRouter>
        </StoreProvider>,
      );
      await Promise.resolve();
    });
    await screen.findByTestId('database-view-stub');
    const before = renders.count;
    const pm = editorView();
    await act(async () => {
      for (let key = 0; key < 20; key += 1) {
        // Typed at the start of the document, in the first paragraph, and at the end, in the last.
        pm.dispatch(pm.state.tr.insertText('x', 3));
        pm.dispatch(pm.state.tr.insertText('y', pm.state.doc.content.size - 5));
      }
      await Promise.resolve();
    });
    expect(screen.getByTestId('document-editor')).toHaveTextContent(/x{20}Intro/);
    expect(screen.getByTestId('document-editor')).toHaveTextContent(/Aft(y{20})er/);
    expect(renders.count).toBe(before);
  });
});
