import { StoreProvider } from '@quire/shared';
import {
  addField,
  createDatabase,
  FieldType,
  readDatabase,
  setCell,
  ViewLayout,
  type DatabaseField,
  type RowModel,
} from '@quire/shared/collab';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as Y from 'yjs';
import { DatabaseStore } from '../data/databaseStore';
import { DatabaseIoContext } from '../data/io';
import { DatabaseView } from '../views/DatabaseView';
import {
  FakeCollabServer,
  PAGE_VIEW,
  WS,
  cellOf,
  fakeIo,
  giveElementsASize,
  seedGrid,
} from '../test/databaseHarness';
import { CellEditor } from './CellEditor';
import { MediaUploadContext } from './mediaCell';

// Each test opens a whole grid and edits through it: slow on a busy machine.
jest.setTimeout(20_000);

let restoreSize: () => void;
beforeEach(() => {
  restoreSize = giveElementsASize();
});
afterEach(() => {
  restoreSize();
});

const OTHER = 'c0a80000-0000-4000-8000-0000000000ee';

/** A second database on the server (Projects: Apollo, Gemini) for a relation to point at. */
function seedOther(server: FakeCollabServer): string[] {
  const created = createDatabase({
    databaseId: OTHER,
    viewId: 'c0a80000-0000-4000-8000-0000000000ef',
    name: 'Projects',
    layout: ViewLayout.Grid,
    now: new Date('2026-01-01T00:00:00Z'),
  });
  const database = new Y.Doc();
  Y.applyUpdate(database, created.database);
  server.docs.set(OTHER, database);
  const primary = Object.values(readDatabase(database).fields).find((field) => field.isPrimary);
  const names = ['Apollo', 'Gemini', ''];
  return created.rows.map((row, index) => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, row.docState);
    setCell(doc, primary?.id ?? '', { type: FieldType.RichText, data: names[index] ?? '' }, new Date());
    server.docs.set(row.rowId, doc);
    return row.rowId;
  });
}

async function openGrid(options: { upload?: typeof import('@quire/shared').uploadFile } = {}) {
  const server = new FakeCollabServer();
  const seeded = seedGrid(server);
  const otherRows = seedOther(server);
  const database = server.docs.get(seeded.databaseId) ?? new Y.Doc();
  const now = new Date();
  const fields: Record<string, string> = {
    ...seeded.fields,
    Same: addField(database, {
      name: 'Same',
      type: FieldType.Relation,
      now,
      typeOption: { database_id: seeded.databaseId },
    }),
    Projects: addField(database, {
      name: 'Projects',
      type: FieldType.Relation,
      now,
      typeOption: { database_id: OTHER },
    }),
    Files: addField(database, { name: 'Files', type: FieldType.Media, now }),
  };
  const { io, syncs } = fakeIo(server);
  const upload = options.upload ?? (() => Promise.reject(new Error('no uploads here')));
  render(
    <StoreProvider>
      <DatabaseIoContext.Provider value={io}>
        <MediaUploadContext.Provider value={upload}>
          <DatabaseView workspaceId={WS} viewId={PAGE_VIEW} readOnly={false} />
        </MediaUploadContext.Provider>
      </DatabaseIoContext.Provider>
    </StoreProvider>,
  );
  await screen.findByText('Gamma');
  const grid = screen.getByTestId('database-grid');
  const cell = (rowIndex: number, name: string) => {
    const found = grid.querySelector<HTMLElement>(
      `[role=gridcell][data-row-id="${seeded.rowIds[rowIndex] ?? ''}"][data-field-id="${fields[name] ?? ''}"]`,
    );
    if (found === null) throw new Error(`no cell ${name}`);
    return found;
  };
  const edit = (rowIndex: number, name: string) => {
    fireEvent.mouseDown(cell(rowIndex, name));
    fireEvent.keyDown(grid, { key: 'Enter' });
  };
  const data = (rowIndex: number, name: string) =>
    cellOf(syncs, seeded.rowIds[rowIndex] ?? '', fields[name] ?? '')?.data;
  return { ...seeded, otherRows, cell, edit, data, server, grid };
}

describe('relation and media cells', () => {
  it('a relation to this database lists its rows by name and links the picked ones', async () => {
    const { cell, edit, data, rowIds } = await openGrid();
    edit(0, 'Same');
    const list = await within(cell(0, 'Same')).findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      expect.stringContaining('Alpha'),
      expect.stringContaining('Beta'),
      expect.stringContaining('Gamma'),
    ]);
    fireEvent.click(within(list).getByRole('option', { name: /Beta/ }));
    expect(data(0, 'Same')).toEqual([rowIds[1]]);
    fireEvent.click(within(list).getByRole('option', { name: /Gamma/ }));
    expect(data(0, 'Same')).toEqual([rowIds[1], rowIds[2]]);
    fireEvent.click(within(list).getByRole('option', { name: /Beta/ }));
    expect(data(0, 'Same')).toEqual([rowIds[2]]);
  });

  it('a relation to another database reads its rows in one batch and shows names, never ids; typing filters', async () => {
    const { cell, data, otherRows, grid, server } = await openGrid();
    fireEvent.mouseDown(cell(1, 'Projects'));
    fireEvent.keyDown(grid, { key: 'g' });
    const list = await within(cell(1, 'Projects')).findByRole('listbox');
    expect(server.batches.some((batch) => batch.join() === otherRows.join())).toBe(true);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Gemini')]);
    const search = within(cell(1, 'Projects')).getByRole('combobox');
    fireEvent.change(search, { target: { value: '' } });
    expect(within(list).getByRole('option', { name: /Untitled/ })).toBeInTheDocument();
    for (const id of otherRows) expect(cell(1, 'Projects')).not.toHaveTextContent(id);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(data(1, 'Projects')).toEqual([otherRows[1]]);
  });

  it('a media cell uploads a file through the file service and stores AppFlowy media JSON; a file is removed', async () => {
    const upload = jest.fn((_workspace: string, _folder: string, file: Blob) =>
      Promise.resolve({ url: `https://files.example/${(file as File).name}`, fileId: 'f1' }),
    );
    const { cell, edit, data } = await openGrid({
      upload: upload as unknown as typeof import('@quire/shared').uploadFile,
    });
    edit(2, 'Files');
    const input = within(cell(2, 'Files')).getByLabelText('Choose a file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'plan.png', { type: 'image/png' })] } });
    await waitFor(() => {
      expect(data(2, 'Files')).toBeDefined();
    });
    expect(upload).toHaveBeenCalledWith(WS, PAGE_VIEW, expect.any(File));
    const stored = JSON.parse(String(data(2, 'Files'))) as { files: Record<string, string>[] };
    expect(stored.files).toEqual([
      expect.objectContaining({
        name: 'plan.png',
        url: 'https://files.example/plan.png',
        upload_type: 'CloudMedia',
        file_type: 'Image',
      }),
    ]);
    const link = await within(cell(2, 'Files')).findByRole('link', { name: 'plan.png' });
    expect(link).toHaveAttribute('target', '_blank');
    fireEvent.click(within(cell(2, 'Files')).getByRole('button', { name: 'Remove plan.png' }));
    await waitFor(() => {
      expect(data(2, 'Files')).toBeUndefined();
    });
  });

  it('a failed upload stores nothing', async () => {
    const { cell, edit, data } = await openGrid();
    edit(2, 'Files');
    fireEvent.change(within(cell(2, 'Files')).getByLabelText('Choose a file'), {
      target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] },
    });
    await waitFor(() => {
      expect(within(cell(2, 'Files')).getByRole('button', { name: 'Upload a file' })).toBeEnabled();
    });
    expect(data(2, 'Files')).toBeUndefined();
  });

  it('a field of a type this version does not know is shown read-only, its value as read', () => {
    const field: DatabaseField = {
      id: 'f',
      name: 'Mystery',
      type: 99,
      isPrimary: false,
      typeOption: {},
      options: [],
    };
    const row = { id: 'r', cells: { f: { type: 99, data: 'kept as is' } } } as unknown as RowModel;
    const onClose = jest.fn();
    render(
      <CellEditor
        store={
          new DatabaseStore(fakeIo(new FakeCollabServer()).io, {
            userId: 'u',
            workspaceId: WS,
            pageViewId: PAGE_VIEW,
          })
        }
        field={field}
        row={row}
        initialText={undefined}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('group', { name: 'Mystery' })).toHaveTextContent('kept as is');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('group', { name: 'Mystery' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith('stay');
  });
});
