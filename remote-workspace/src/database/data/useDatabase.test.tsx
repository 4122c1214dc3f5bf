import { FieldType, insertRowOrder, newRowDoc } from '@quire/shared/collab';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as Y from 'yjs';
import { ROW_PAGE_SIZE } from './rowStore';
import {
  FakeCollabServer,
  fakeIo,
  renderDatabase,
  seedGrid,
  sizeElementsInEachTest,
} from '../test/databaseHarness';

sizeElementsInEachTest();

describe('useDatabase', () => {
  it('loads the rows of a large database in pages, each page one batch read, no row loaded alone', async () => {
    const server = new FakeCollabServer();
    const { databaseId, fields } = seedGrid(server);
    const database = server.docs.get(databaseId) ?? new Y.Doc();
    for (let index = 0; index < 117; index += 1) {
      const rowId = `c0a80000-0000-4000-8000-${String(index).padStart(12, '0')}`;
      const cells = { [fields.Name ?? '']: { type: FieldType.RichText, data: `Row ${index}` } };
      server.docs.set(rowId, newRowDoc({ databaseId, rowId, now: new Date(), cells }));
      insertRowOrder(database, rowId);
    }
    const { io } = fakeIo(server);
    renderDatabase(io);
    const grid = await screen.findByTestId('database-grid');
    await waitFor(() => {
      expect(grid).toHaveAttribute('aria-rowcount', String(1 + 3 + 117));
    });
    expect(server.batches.map((batch) => batch.length)).toEqual([
      ROW_PAGE_SIZE,
      ROW_PAGE_SIZE,
      120 - 2 * ROW_PAGE_SIZE,
    ]);
    // Only the database itself is loaded on its own.
    expect(server.loads).toEqual([databaseId]);
    expect(within(grid).getByText('Row 0')).toBeInTheDocument();
  });

  it('a row the batch leaves out (deferred or unreadable) is loaded alone, and one that fails leaves the others shown', async () => {
    const server = new FakeCollabServer();
    const { io } = fakeIo(server);
    const { rowIds } = seedGrid(server);
    const [first = '', second = ''] = rowIds;
    const loadRows = io.loadRows.bind(io);
    io.loadRows = async (workspaceId, ids) => {
      const found = await loadRows(workspaceId, ids);
      found.delete(first);
      found.delete(second);
      return found;
    };
    server.docs.delete(second);
    renderDatabase(io);
    const grid = await screen.findByTestId('database-grid');
    expect(await within(grid).findByText('Alpha')).toBeInTheDocument();
    expect(within(grid).getByText('Gamma')).toBeInTheDocument();
    expect(within(grid).queryByText('Beta')).not.toBeInTheDocument();
    expect(server.loads).toContain(first);
  });

  it('a database that cannot be loaded says so, and Try again loads it', async () => {
    const server = new FakeCollabServer();
    const { io } = fakeIo(server);
    const { databaseId } = seedGrid(server);
    const database = server.docs.get(databaseId);
    server.docs.delete(databaseId);
    renderDatabase(io);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database could not be loaded.');
    if (database !== undefined) server.docs.set(databaseId, database);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('database-grid')).toBeInTheDocument();
  });
});
