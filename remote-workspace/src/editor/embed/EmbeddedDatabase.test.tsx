import { StoreProvider } from '@quire/shared';
import { rowDocumentId } from '@quire/shared/collab';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import * as Y from 'yjs';
import { folderStore } from '../../data';
import { installFakeApi, Refuse, view } from '../../data/test/fakeApi';
import { DatabaseIoContext } from '../../database';
import {
  cellOf,
  fakeIo,
  FakeCollabServer,
  giveElementsASize,
  PAGE_VIEW,
  seedGrid,
  WS,
} from '../../database/test/databaseHarness';
import { BoundEditor } from '../BoundEditor';
import { EditorPageProvider } from '../EditorPageProvider';
import { documentWith, paragraph } from '../test/editorHarness';

/** The workspace's folder: the document page, and the grid page 'Tasks' under it (the seeded database's page). */
function folder() {
  const grid = view({ view_id: PAGE_VIEW, name: 'Tasks', layout: 1 });
  const page = view({ view_id: 'page', name: 'Plans', children: [grid] });
  const space = view({ view_id: 'space', name: 'General', is_space: true, children: [page] });
  return view({ view_id: WS, name: 'Workspace', children: [space] });
}

async function renderEmbedding(
  doc: Y.Doc,
  options: { readOnly?: boolean; rowInAddress?: (rowIds: string[]) => string } = {},
) {
  const server = new FakeCollabServer();
  const seeded = seedGrid(server);
  const { io, syncs } = fakeIo(server);
  // A row opened from the address shows its document: none is stored yet.
  const rowDocuments = Object.fromEntries(
    seeded.rowIds.map((rowId) => [
      `GET /api/workspace/v1/${WS}/collab/${rowDocumentId(rowId) ?? ''}`,
      new Refuse(-2, 'not found'),
    ]),
  );
  installFakeApi({ [`GET /api/workspace/${WS}/folder`]: folder(), ...rowDocuments });
  if (options.rowInAddress !== undefined) {
    window.history.replaceState(null, '', `/app/${WS}/page?r=${options.rowInAddress(seeded.rowIds)}`);
  }
  folderStore.setCurrentWorkspace(WS);
  await act(() => folderStore.load(WS));
  await act(async () => {
    render(
      <StoreProvider>
        <MemoryRouter initialEntries={[`/app/${WS}/page`]}>
          <Routes>
            <Route
              path="/app/:workspaceId/:viewId"
              element={
                <DatabaseIoContext.Provider value={io}>
                  <EditorPageProvider workspaceId={WS} viewId="page">
                    <BoundEditor
                      doc={doc}
                      target={{ workspaceId: WS, viewId: 'page' }}
                      readOnly={options.readOnly ?? false}
                      handedOver={null}
                    />
                  </EditorPageProvider>
                </DatabaseIoContext.Provider>
              }
            />
          </Routes>
        </MemoryRouter>
      </StoreProvider>,
    );
    await Promise.resolve();
  });
  return { ...seeded, server, syncs };
}

const gridBlock = (viewId: string) => ({
  id: 'g1',
  ty: 'grid',
  data: { view_id: viewId, parent_id: 'page' },
});

function cellIn(grid: HTMLElement, rowId: string, fieldId: string): HTMLElement {
  const found = grid.querySelector<HTMLElement>(
    `[role=gridcell][data-row-id="${rowId}"][data-field-id="${fieldId}"]`,
  );
  if (found === null) throw new Error(`no cell ${rowId}/${fieldId}`);
  return found;
}

let restoreSize: () => void;
beforeAll(async () => {
  await import('../BoundEditor');
}, 120_000);
beforeEach(() => {
  restoreSize = giveElementsASize();
});
afterEach(() => {
  restoreSize();
  folderStore.reset();
  window.history.replaceState(null, '', '/');
});

describe('a database embedded in a document (issue 24: linked database views)', () => {
  it('the grid block renders the live grid of its database under a header linking to the database page', async () => {
    await renderEmbedding(documentWith([paragraph('p1', 'Intro'), gridBlock(PAGE_VIEW)]));
    const embed = await screen.findByTestId('embedded-database');
    expect(await within(embed).findByText('Gamma')).toBeInTheDocument();
    expect(within(embed).getByTestId('database-grid')).toBeInTheDocument();
    const link = within(embed).getByTestId('embedded-database-link');
    expect(link).toHaveTextContent('Tasks');
    expect(link).toHaveAttribute('href', `/app/${WS}/${PAGE_VIEW}`);
    // Not text of the document: ProseMirror treats the block as one atom it does not edit.
    expect(embed).toHaveAttribute('contenteditable', 'false');
  });

  it('typing in an embedded cell writes the row, and nothing reaches the document', async () => {
    const doc = documentWith([paragraph('p1', 'Intro'), gridBlock(PAGE_VIEW)]);
    const { syncs, rowIds, fields } = await renderEmbedding(doc);
    const embed = await screen.findByTestId('embedded-database');
    await within(embed).findByText('Gamma');
    const before = Y.encodeStateVector(doc);
    const grid = within(embed).getByTestId('database-grid');
    const rowId = rowIds[0] ?? '';
    const fieldId = fields.Name ?? '';
    fireEvent.mouseDown(cellIn(grid, rowId, fieldId));
    fireEvent.keyDown(grid, { key: 'Z' });
    const input = within(cellIn(grid, rowId, fieldId)).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'Zed' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(cellOf(syncs, rowId, fieldId)?.data).toBe('Zed');
    expect(await within(grid).findByText('Zed')).toBeInTheDocument();
    // A paste into the grid is the grid's (ProseMirror would otherwise paste the text into the document).
    fireEvent.mouseDown(cellIn(grid, rowIds[1] ?? '', fieldId));
    fireEvent.paste(grid, { clipboardData: { getData: () => 'Pasted' } });
    await waitFor(() => {
      expect(cellOf(syncs, rowIds[1] ?? '', fieldId)?.data).toBe('Pasted');
    });
    expect(Y.encodeStateVector(doc)).toEqual(before);
    const blocks = [...screen.getByTestId('document-editor').querySelectorAll('[data-node-type=blockOuter]')];
    expect(blocks.map((block) => block.getAttribute('data-id'))).toEqual(['p1', 'g1']);
    expect(blocks[0]).toHaveTextContent(/^Intro$/);
  });

  it('in a read-only document (a guest) the embed shows the grid and opens no editor', async () => {
    const { syncs, rowIds, fields } = await renderEmbedding(documentWith([gridBlock(PAGE_VIEW)]), {
      readOnly: true,
    });
    const embed = await screen.findByTestId('embedded-database');
    await within(embed).findByText('Gamma');
    const grid = within(embed).getByTestId('database-grid');
    fireEvent.mouseDown(cellIn(grid, rowIds[0] ?? '', fields.Name ?? ''));
    fireEvent.keyDown(grid, { key: 'Z' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(within(embed).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(embed).queryByRole('button', { name: '+ New row' })).not.toBeInTheDocument();
    expect(cellOf(syncs, rowIds[0] ?? '', fields.Name ?? '')?.data).toBe('Alpha');
  });

  it('?r= of one of its rows opens the row over the page (out of the editor, never as the whole page)', async () => {
    await renderEmbedding(documentWith([gridBlock(PAGE_VIEW)]), {
      rowInAddress: (rowIds) => rowIds[2] ?? '',
    });
    const row = await screen.findByTestId('row-page');
    expect(row).toHaveAttribute('data-presentation', 'centre');
    expect(screen.getByTestId('embedded-database')).not.toContainElement(row);
    expect(screen.getByTestId('embedded-database')).toContainElement(screen.getByTestId('database-grid'));
  });

  it('?r= of a row of another database leaves the embed alone', async () => {
    await renderEmbedding(documentWith([gridBlock(PAGE_VIEW)]), {
      rowInAddress: () => 'c0a80000-0000-4000-8000-0000000000ff',
    });
    expect(await screen.findByText('Gamma')).toBeInTheDocument();
    expect(screen.queryByTestId('row-page')).not.toBeInTheDocument();
  });

  it('a block whose database is not in the folder (deleted, or not shared) says so and loads nothing', async () => {
    const { server } = await renderEmbedding(documentWith([gridBlock('gone')]));
    const missing = await screen.findByTestId('embedded-database-missing');
    expect(missing).toHaveTextContent('This database was not found, or you have no access to it.');
    expect(screen.queryByTestId('database-grid')).not.toBeInTheDocument();
    expect(screen.queryByTestId('embedded-database-link')).not.toBeInTheDocument();
    expect(server.loads).toEqual([]);
  });
});
