// Shared by the row page's tests (not a test file itself).
import { rowDocumentId } from '@quire/shared/collab';
import { StoreProvider } from '@quire/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { installFakeApi, Refuse } from '../../data/test/fakeApi';
import {
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
export function renderDatabase(io: DatabaseIo, options: { readOnly?: boolean } = {}) {
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

/** Each test starts on the database page's address with nothing remembered; the editor's chunk loads once. */
export function setUpRowPageTests(): void {
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
}

export const at = (ids: readonly string[], index: number) => ids[index] ?? '';
export const collabPath = (id: string) => `/api/workspace/v1/${WS}/collab/${id}`;

/**
 * The document service, installed before the grid renders (a new session re-opens the database): no row
 * document exists yet (the first send creates it); sends are accepted unless `webUpdate` refuses them.
 */
export function installDocuments(rowIds: readonly string[], webUpdate: unknown = { version: 1 }) {
  const routes: Record<string, unknown> = {};
  for (const rowId of rowIds) {
    const documentId = rowDocumentId(rowId) ?? '';
    routes[`GET ${collabPath(documentId)}`] = new Refuse(-2, 'not found');
    routes[`POST ${collabPath(documentId)}/web-update`] = webUpdate;
  }
  return installFakeApi(routes);
}

export async function openGrid(
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
export function openFromMenu(rowId: string) {
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
