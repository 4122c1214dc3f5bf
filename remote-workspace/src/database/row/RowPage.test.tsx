import { addField, FieldType, rowDocumentId, setCell } from '@quire/shared/collab';
import { StoreProvider } from '@quire/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { installFakeApi, Refuse } from '../../data/test/fakeApi';
import {
  cellOf,
  FakeCollabServer,
  fakeIo,
  giveElementsASize,
  PAGE_VIEW,
  seedGrid,
  WS,
} from '../test/databaseHarness';
import { DatabaseIoContext, type DatabaseIo } from '../data/io';
import { DatabaseView } from '../views/DatabaseView';

/** The database page as the workspace mounts it: under the browser's router (the editor navigates). */
function renderDatabase(io: DatabaseIo, options: { readOnly?: boolean } = {}) {
  return render(
    <StoreProvider>
      <BrowserRouter>
        <DatabaseIoContext.Provider value={io}>
          <DatabaseView workspaceId={WS} viewId={PAGE_VIEW} readOnly={options.readOnly ?? false} />
        </DatabaseIoContext.Provider>
      </BrowserRouter>
    </StoreProvider>,
  );
}

// The editor's chunk (BlockNote) is transpiled on first use: loaded once here, not inside a test's time.
beforeAll(async () => {
  await import('../../editor/DocumentEditor');
}, 120_000);

let restoreSize: () => void;
beforeEach(() => {
  restoreSize = giveElementsASize();
  window.history.replaceState(null, '', '/app/ws-1/page');
  window.localStorage.clear();
});
afterEach(() => {
  restoreSize();
});

const at = (ids: readonly string[], index: number) => ids[index] ?? '';
const collabPath = (id: string) => `/api/workspace/v1/${WS}/collab/${id}`;

/**
 * The document service, installed before the grid renders (a new session re-opens the database): no row
 * document exists yet (the first send creates it); sends are accepted unless `webUpdate` refuses them.
 */
function installDocuments(rowIds: readonly string[], webUpdate: unknown = { version: 1 }) {
  const routes: Record<string, unknown> = {};
  for (const rowId of rowIds) {
    const documentId = rowDocumentId(rowId) ?? '';
    routes[`GET ${collabPath(documentId)}`] = new Refuse(-2, 'not found');
    routes[`POST ${collabPath(documentId)}/web-update`] = webUpdate;
  }
  return installFakeApi(routes);
}

async function openGrid(
  options: {
    readOnly?: boolean;
    webUpdate?: unknown;
    prepare?: (server: FakeCollabServer, seeded: ReturnType<typeof seedGrid>) => void;
  } = {},
) {
  const server = new FakeCollabServer();
  const seeded = seedGrid(server);
  options.prepare?.(server, seeded);
  const api = installDocuments(seeded.rowIds, options.webUpdate);
  const { io, syncs } = fakeIo(server);
  renderDatabase(io, options);
  await screen.findByText('Gamma');
  return { ...seeded, syncs, api };
}

/** Opens a row from its menu in the grid ("Open"), as a reader does. */
function openFromMenu(rowId: string) {
  const row = document.querySelector(`[role=row][data-row-id="${rowId}"]`);
  if (row === null) throw new Error('row not drawn');
  const handle = within(row as HTMLElement).getByRole('button', { name: 'Row actions' });
  handle.focus();
  fireEvent.click(handle);
  fireEvent.click(
    within(screen.getByRole('menu', { name: 'Row actions' })).getByRole('menuitem', { name: 'Open' }),
  );
  return handle;
}

describe('the row page', () => {
  it('PUB-08 / Open in the grid shows the side peek with the title and every property; ?r= names the row', async () => {
    const { rowIds } = await openGrid();
    openFromMenu(at(rowIds, 0));
    const page = await screen.findByTestId('row-page');
    expect(page).toHaveAttribute('data-presentation', 'side');
    expect(page).toHaveAttribute('role', 'dialog');
    expect(new URL(window.location.href).searchParams.get('r')).toBe(at(rowIds, 0));
    expect(within(page).getByTestId('row-title')).toHaveValue('Alpha');
    const names = within(page)
      .getAllByTestId('row-property')
      .map((property) => within(property).getAllByRole('button')[0]?.lastElementChild?.textContent);
    expect(names).toEqual(['Type', 'Done', 'Count', 'Tags']);
    // The grid stays underneath.
    expect(screen.getByTestId('database-grid')).toBeInTheDocument();
  });

  it('editing a property writes the row doc; the title writes the primary cell', async () => {
    const { rowIds, fields, syncs } = await openGrid();
    openFromMenu(at(rowIds, 1));
    const page = await screen.findByTestId('row-page');
    const count = within(page)
      .getAllByTestId('row-property-value')
      .find((value) => value.getAttribute('data-field-id') === fields.Count);
    if (count === undefined) throw new Error('no Count property');
    fireEvent.click(count);
    const input = within(page).getByRole('textbox', { name: 'Edit Count' });
    fireEvent.change(input, { target: { value: '42' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(cellOf(syncs, at(rowIds, 1), fields.Count ?? '')?.data).toBe('42');
    expect(await within(page).findByText('42')).toBeInTheDocument();

    const title = within(page).getByTestId('row-title');
    fireEvent.change(title, { target: { value: 'Beta renamed' } });
    fireEvent.blur(title);
    expect(cellOf(syncs, at(rowIds, 1), fields.Name ?? '')?.data).toBe('Beta renamed');
  });

  it('PUB-08 / an address with ?r= opens the row as the whole page; closing takes r out of the address', async () => {
    const server = new FakeCollabServer();
    const { rowIds } = seedGrid(server);
    window.history.replaceState(null, '', `/app/ws-1/page?r=${at(rowIds, 2)}`);
    renderDatabase(fakeIo(server).io);
    const page = await screen.findByTestId('row-page');
    expect(page).toHaveAttribute('data-presentation', 'page');
    expect(await within(page).findByDisplayValue('Gamma')).toBeInTheDocument();
    expect(screen.queryByTestId('database-grid')).not.toBeInTheDocument();
    fireEvent.click(within(page).getByRole('button', { name: 'Close' }));
    expect(await screen.findByTestId('database-grid')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('Escape closes the peek and the focus goes back to the row; browser back closes it too', async () => {
    const { rowIds } = await openGrid();
    const handle = openFromMenu(at(rowIds, 0));
    const page = await screen.findByTestId('row-page');
    await waitFor(() => {
      expect(page).toHaveFocus();
    });
    fireEvent.keyDown(page, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByTestId('row-page')).not.toBeInTheDocument();
    });
    expect(window.location.search).toBe('');
    await waitFor(() => {
      expect(handle).toHaveFocus();
    });

    openFromMenu(at(rowIds, 0));
    await screen.findByTestId('row-page');
    act(() => {
      window.history.back();
    });
    await waitFor(() => {
      expect(screen.queryByTestId('row-page')).not.toBeInTheDocument();
    });
  }, 20_000);

  it('previous and next show the view’s neighbouring rows; the centre peek is remembered', async () => {
    const { rowIds } = await openGrid();
    openFromMenu(at(rowIds, 0));
    let page = await screen.findByTestId('row-page');
    expect(within(page).getByRole('button', { name: 'Previous row' })).toBeDisabled();
    fireEvent.click(within(page).getByRole('button', { name: 'Next row' }));
    expect(await within(page).findByDisplayValue('Beta')).toBeInTheDocument();
    expect(new URL(window.location.href).searchParams.get('r')).toBe(at(rowIds, 1));
    fireEvent.click(within(page).getByRole('button', { name: 'Centre peek' }));
    page = await screen.findByTestId('row-page');
    await waitFor(() => {
      expect(page).toHaveAttribute('data-presentation', 'centre');
    });
    expect(page).toHaveAttribute('aria-modal', 'true');
    fireEvent.click(within(page).getByRole('button', { name: 'Close' }));
    openFromMenu(at(rowIds, 2));
    expect(await screen.findByTestId('row-page')).toHaveAttribute('data-presentation', 'centre');
  });

  it('the row’s document opens in the editor by rowDocumentId(rowId), created by its first send under the row', async () => {
    const { rowIds, api } = await openGrid();
    const rowId = at(rowIds, 0);
    const documentId = rowDocumentId(rowId) ?? '';
    openFromMenu(rowId);
    const page = await screen.findByTestId('row-page');
    expect(await within(page).findByTestId('document-editor', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'GET' && r.path === collabPath(documentId))).toBe(true);
    await waitFor(
      () => {
        const sent = api.requests.find((r) => r.path === `${collabPath(documentId)}/web-update`);
        expect(sent?.body).toMatchObject({ collab_type: 0, parent_id: rowId });
      },
      { timeout: 5000 },
    );
  }, 30_000);

  it('VAL-17 / a row document the server refuses to create shows ‘Failed to create row doc’ with Retry', async () => {
    const { rowIds, api } = await openGrid({ webUpdate: new Refuse(1012, 'not allowed') });
    const rowId = at(rowIds, 0);
    const documentId = rowDocumentId(rowId) ?? '';
    openFromMenu(rowId);
    const page = await screen.findByTestId('row-page');
    const alert = await within(page).findByTestId('document-create-failed', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('Failed to create row doc');
    api.route(`POST ${collabPath(documentId)}/web-update`, { version: 1 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(page).findByTestId('document-editor', {}, { timeout: 20_000 })).toBeInTheDocument();
  }, 30_000);

  it('a guest reads the row: no editors, no new property, the document opened without creating it', async () => {
    const { rowIds, fields, api } = await openGrid({ readOnly: true });
    const rowId = at(rowIds, 0);
    const documentId = rowDocumentId(rowId) ?? '';
    act(() => {
      window.history.pushState({ quireRowPeek: 'side' }, '', `?r=${rowId}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const page = await screen.findByTestId('row-page');
    expect(within(page).getByTestId('row-title')).toHaveAttribute('readonly');
    expect(within(page).queryByRole('button', { name: '+ Add property' })).not.toBeInTheDocument();
    expect(within(page).queryByRole('button', { name: 'Edit Count' })).not.toBeInTheDocument();
    expect(fields.Count).toBeDefined();
    await waitFor(() => {
      expect(api.requests.some((r) => r.path === collabPath(documentId))).toBe(true);
    });
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('+ Add property adds a text field to the database and opens its menu', async () => {
    const { rowIds } = await openGrid();
    openFromMenu(at(rowIds, 0));
    const page = await screen.findByTestId('row-page');
    const before = within(page).getAllByTestId('row-property').length;
    fireEvent.click(within(page).getByRole('button', { name: '+ Add property' }));
    await waitFor(() => {
      expect(within(page).getAllByTestId('row-property')).toHaveLength(before + 1);
    });
    expect(await screen.findByRole('menu', { name: 'Field options' })).toBeInTheDocument();
    const added = within(page).getAllByTestId('row-property').at(-1);
    expect(added?.querySelector('button')?.lastElementChild).toHaveTextContent('Field');
    expect(added?.querySelector('button')?.firstElementChild).toHaveTextContent('Aa');
  });
});

describe('the primary cell’s Open button', () => {
  it('opens the row’s peek; Escape gives the focus back to the button', async () => {
    const { rowIds } = await openGrid();
    const expand = screen.getAllByRole('button', { name: 'Open Beta' })[0];
    if (expand === undefined) throw new Error('no Open button');
    expand.focus();
    fireEvent.click(expand);
    const page = await screen.findByTestId('row-page');
    expect(new URL(window.location.href).searchParams.get('r')).toBe(at(rowIds, 1));
    expect(within(page).getByTestId('row-title')).toHaveValue('Beta');
    fireEvent.keyDown(page, { key: 'Escape' });
    await waitFor(() => {
      expect(expand).toHaveFocus();
    });
  });
});

describe('relations on the row page', () => {
  it('a related row of this database is named and opens; one not loaded here shows its id', async () => {
    const elsewhere = 'c0a80000-0000-4000-8000-00000000beef';
    const { rowIds } = await openGrid({
      prepare: (server, seeded) => {
        const database = server.docs.get(seeded.databaseId);
        const alpha = server.docs.get(at(seeded.rowIds, 0));
        if (database === undefined || alpha === undefined) throw new Error('not seeded');
        const now = new Date('2026-01-03T00:00:00Z');
        const related = addField(database, {
          name: 'Related',
          type: FieldType.Relation,
          now,
          typeOption: { database_id: seeded.databaseId },
        });
        setCell(alpha, related, { type: FieldType.Relation, data: [at(seeded.rowIds, 1), elsewhere] }, now);
      },
    });
    openFromMenu(at(rowIds, 0));
    const page = await screen.findByTestId('row-page');
    expect(within(page).getByText(elsewhere)).toBeInTheDocument();
    fireEvent.click(within(page).getByRole('button', { name: 'Beta' }));
    await waitFor(() => {
      expect(new URL(window.location.href).searchParams.get('r')).toBe(at(rowIds, 1));
    });
    expect(await within(page).findByDisplayValue('Beta')).toBeInTheDocument();
  });
});

describe('Escape inside the row page', () => {
  it('closes an open field menu first, then the peek', async () => {
    const { rowIds } = await openGrid();
    openFromMenu(at(rowIds, 0));
    const page = await screen.findByTestId('row-page');
    const property = within(page).getAllByTestId('row-property')[0];
    if (property === undefined) throw new Error('no property');
    fireEvent.click(within(property).getAllByRole('button')[0] as HTMLElement);
    const menu = await screen.findByRole('menu', { name: 'Field options' });
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('menu', { name: 'Field options' })).not.toBeInTheDocument();
    });
    expect(screen.getByTestId('row-page')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByTestId('row-page'), { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByTestId('row-page')).not.toBeInTheDocument();
    });
  });
});
