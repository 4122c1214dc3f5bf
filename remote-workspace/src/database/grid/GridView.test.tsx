import { syncOrigin } from '@quire/shared';
import { FieldType, readDatabase, setCell } from '@quire/shared/collab';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as Y from 'yjs';
import {
  FakeCollabServer,
  cellOf,
  fakeIo,
  renderDatabase,
  seedGrid,
  sizeElementsInEachTest,
} from '../test/databaseHarness';

sizeElementsInEachTest();

async function openGrid(options: { readOnly?: boolean } = {}) {
  const server = new FakeCollabServer();
  const seeded = seedGrid(server);
  const { io, syncs } = fakeIo(server);
  const view = renderDatabase(io, options);
  await screen.findByText('Gamma');
  const grid = screen.getByTestId('database-grid');
  const cell = (rowIndex: number, fieldName: string) => {
    const rowId = seeded.rowIds[rowIndex] ?? '';
    const fieldId = seeded.fields[fieldName] ?? '';
    const found = grid.querySelector<HTMLElement>(
      `[role=gridcell][data-row-id="${rowId}"][data-field-id="${fieldId}"]`,
    );
    if (found === null) throw new Error(`no cell ${rowIndex}/${fieldName}`);
    return found;
  };
  return { ...seeded, server, syncs, grid, cell, view };
}

const key = (grid: HTMLElement, name: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(grid, { key: name, ...init });

describe('the grid', () => {
  it('shows the fields as columns (the primary first, with type glyphs) and the rows', async () => {
    const { grid } = await openGrid();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['AaName', '◉Type', '☑Done', '#Count', '☰Tags']);
    expect(within(grid).getByText('Alpha')).toBeInTheDocument();
    expect(within(grid).getByText('Beta')).toBeInTheDocument();
  });

  it('arrows move the selected cell, Shift+arrow extends the range, Tab goes along the row and on to the next', async () => {
    const { grid, cell } = await openGrid();
    fireEvent.mouseDown(cell(0, 'Name'));
    expect(cell(0, 'Name')).toHaveAttribute('aria-selected', 'true');
    key(grid, 'ArrowDown');
    expect(cell(1, 'Name')).toHaveAttribute('aria-selected', 'true');
    expect(cell(0, 'Name')).toHaveAttribute('aria-selected', 'false');
    key(grid, 'ArrowRight');
    expect(cell(1, 'Type')).toHaveAttribute('aria-selected', 'true');
    key(grid, 'ArrowUp');
    key(grid, 'ArrowUp'); // stays on the first row
    expect(cell(0, 'Type')).toHaveAttribute('aria-selected', 'true');
    key(grid, 'ArrowDown', { shiftKey: true });
    expect(cell(0, 'Type')).toHaveAttribute('aria-selected', 'true');
    expect(cell(1, 'Type')).toHaveAttribute('aria-selected', 'true');
    key(grid, 'End');
    expect(cell(1, 'Tags')).toHaveAttribute('aria-selected', 'true');
    key(grid, 'Tab');
    expect(cell(2, 'Name')).toHaveAttribute('aria-selected', 'true');
    key(grid, 'Tab', { shiftKey: true });
    expect(cell(1, 'Tags')).toHaveAttribute('aria-selected', 'true');
  });

  it('typing a character starts editing with it; Enter writes the cell and moves down', async () => {
    const { grid, cell, syncs, rowIds, fields } = await openGrid();
    fireEvent.mouseDown(cell(0, 'Name'));
    key(grid, 'Z');
    const input = within(cell(0, 'Name')).getByRole('textbox');
    expect(input).toHaveValue('Z');
    fireEvent.change(input, { target: { value: 'Zed' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(cellOf(syncs, rowIds[0] ?? '', fields.Name ?? '')?.data).toBe('Zed');
    expect(await within(grid).findByText('Zed')).toBeInTheDocument();
    expect(cell(1, 'Name')).toHaveAttribute('aria-selected', 'true');
  });

  it('Escape leaves the editor without writing; Enter and F2 open it on the text as it is', async () => {
    const { grid, cell, syncs, rowIds, fields } = await openGrid();
    fireEvent.mouseDown(cell(1, 'Name'));
    key(grid, 'F2');
    const input = within(cell(1, 'Name')).getByRole('textbox');
    expect(input).toHaveValue('Beta');
    fireEvent.change(input, { target: { value: 'Nope' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(within(cell(1, 'Name')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(cellOf(syncs, rowIds[1] ?? '', fields.Name ?? '')?.data).toBe('Beta');
    key(grid, 'Enter');
    expect(within(cell(1, 'Name')).getByRole('textbox')).toHaveValue('Beta');
  });

  it('a number cell refuses text that is not a number and keeps the editor open', async () => {
    const { grid, cell, syncs, rowIds, fields } = await openGrid();
    fireEvent.mouseDown(cell(0, 'Count'));
    key(grid, '4');
    const input = within(cell(0, 'Count')).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'forty' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(cellOf(syncs, rowIds[0] ?? '', fields.Count ?? '')).toBeUndefined();
    fireEvent.change(input, { target: { value: '1,200.5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(cellOf(syncs, rowIds[0] ?? '', fields.Count ?? '')?.data).toBe('1200.5');
    expect(await within(cell(0, 'Count')).findByText('1,200.5')).toBeInTheDocument();
  });

  it('Delete clears the selected range; Space and a click toggle a checkbox', async () => {
    const { grid, cell, syncs, rowIds, fields } = await openGrid();
    fireEvent.mouseDown(cell(0, 'Name'));
    fireEvent.mouseDown(cell(1, 'Name'), { shiftKey: true });
    key(grid, 'Delete');
    expect(cellOf(syncs, rowIds[0] ?? '', fields.Name ?? '')?.data ?? '').toBe('');
    expect(cellOf(syncs, rowIds[1] ?? '', fields.Name ?? '')?.data ?? '').toBe('');
    expect(cellOf(syncs, rowIds[2] ?? '', fields.Name ?? '')?.data).toBe('Gamma');

    fireEvent.mouseDown(cell(2, 'Done'));
    key(grid, ' ');
    expect(cellOf(syncs, rowIds[2] ?? '', fields.Done ?? '')?.data).toBe('Yes');
    fireEvent.click(cell(2, 'Done'));
    expect(cellOf(syncs, rowIds[2] ?? '', fields.Done ?? '')?.data).toBe('No');
  });

  it('a select cell picks an option by typing, or creates the typed one', async () => {
    const { grid, cell, syncs, rowIds, fields, server } = await openGrid();
    fireEvent.mouseDown(cell(0, 'Tags'));
    key(grid, 'U');
    const search = within(cell(0, 'Tags')).getByRole('combobox');
    fireEvent.change(search, { target: { value: 'Urgent' } });
    expect(within(cell(0, 'Tags')).getByRole('option', { name: /Create "Urgent"/ })).toBeInTheDocument();
    fireEvent.keyDown(search, { key: 'Enter' });
    const database = syncs.get(server.docs.keys().next().value ?? '')?.doc;
    const tags = readDatabase(database ?? new Y.Doc()).fields[fields.Tags ?? ''];
    expect(tags?.options.map((option) => option.name)).toEqual(['Urgent']);
    expect(cellOf(syncs, rowIds[0] ?? '', fields.Tags ?? '')?.data).toBe(tags?.options[0]?.id);
    // The option now exists: the next cell finds it instead of making a second one.
    key(search, 'Escape');
    fireEvent.keyDown(search, { key: 'Escape' });
    fireEvent.mouseDown(cell(1, 'Tags'));
    key(grid, 'u');
    const next = within(cell(1, 'Tags')).getByRole('combobox');
    fireEvent.change(next, { target: { value: 'urgent' } });
    expect(await within(cell(1, 'Tags')).findByRole('option', { name: /Urgent/ })).toBeInTheDocument();
    expect(within(cell(1, 'Tags')).queryByRole('option', { name: /Create/ })).not.toBeInTheDocument();
    fireEvent.keyDown(next, { key: 'Enter' });
    expect(cellOf(syncs, rowIds[1] ?? '', fields.Tags ?? '')?.data).toBe(tags?.options[0]?.id);
    expect(readDatabase(database ?? new Y.Doc()).fields[fields.Tags ?? '']?.options).toHaveLength(1);
  });

  it('pasting TSV from a spreadsheet writes the cells from the selected one, by type, adding rows past the end', async () => {
    const { grid, cell, syncs, rowIds, fields, server } = await openGrid();
    fireEvent.mouseDown(cell(1, 'Name'));
    const text = 'Bravo\tUrgent\tyes\t7\n"Car\tlos"\turgent\tno\t$1,000\nDelta\tLater\tx\tnot a number\n';
    grid.focus();
    fireEvent.paste(grid, { clipboardData: { getData: () => text } });
    const cellData = (row: string, field: string) => cellOf(syncs, row, fields[field] ?? '')?.data;
    const database = readDatabase(syncs.get(server.docs.keys().next().value ?? '')?.doc ?? new Y.Doc());
    // The select column makes an option per new name, once whatever its case.
    const options = database.fields[fields.Type ?? '']?.options ?? [];
    expect(options.map((option) => option.name)).toEqual(['Urgent', 'Later']);
    const [beta, gamma] = [rowIds[1] ?? '', rowIds[2] ?? ''];
    expect([
      cellData(beta, 'Name'),
      cellData(beta, 'Type'),
      cellData(beta, 'Done'),
      cellData(beta, 'Count'),
    ]).toEqual(['Bravo', options[0]?.id, 'Yes', '7']);
    expect([
      cellData(gamma, 'Name'),
      cellData(gamma, 'Type'),
      cellData(gamma, 'Done'),
      cellData(gamma, 'Count'),
    ]).toEqual(['Car\tlos', options[0]?.id, 'No', '1000']);
    // A third line, past the last row, is a new row; a value that is no number is left unwritten.
    expect(await within(grid).findByText('Delta')).toBeInTheDocument();
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(1 + 4);
    const delta = rows[rows.length - 1]?.getAttribute('data-row-id') ?? '';
    expect([cellData(delta, 'Type'), cellData(delta, 'Done'), cellData(delta, 'Count')]).toEqual([
      options[1]?.id,
      'Yes',
      undefined,
    ]);
  });

  it('a paste over the size limits is refused and writes nothing', async () => {
    const { grid, cell, syncs, rowIds, fields } = await openGrid();
    fireEvent.mouseDown(cell(0, 'Name'));
    const huge = Array.from({ length: 1_001 }, (_, index) => `row ${index}`).join('\n');
    grid.focus();
    fireEvent.paste(grid, { clipboardData: { getData: () => huge } });
    expect(cellOf(syncs, rowIds[0] ?? '', fields.Name ?? '')?.data).toBe('Alpha');
    expect(within(grid).getAllByRole('row')).toHaveLength(1 + 3);
  });

  it('copying a range puts it on the clipboard as TSV', async () => {
    const { grid, cell } = await openGrid();
    fireEvent.mouseDown(cell(0, 'Name'));
    fireEvent.mouseDown(cell(1, 'Done'), { shiftKey: true });
    let copied = '';
    grid.focus();
    fireEvent.copy(grid, { clipboardData: { setData: (_type: string, value: string) => (copied = value) } });
    expect(copied).toBe('Alpha\t\t\nBeta\t\t');
  });

  it('a change from someone else (a second Y.Doc update applied) re-renders the cell', async () => {
    const { grid, syncs, rowIds, fields, server } = await openGrid();
    const rowId = rowIds[2] ?? '';
    const theirs = new Y.Doc();
    Y.applyUpdate(theirs, Y.encodeStateAsUpdate(server.docs.get(rowId) ?? new Y.Doc()));
    const before = Y.encodeStateVector(theirs);
    setCell(
      theirs,
      fields.Name ?? '',
      { type: FieldType.RichText, data: 'Gamma, renamed elsewhere' },
      new Date(),
    );
    act(() => {
      Y.applyUpdate(syncs.get(rowId)?.doc ?? new Y.Doc(), Y.encodeStateAsUpdate(theirs, before), syncOrigin);
    });
    expect(await within(grid).findByText('Gamma, renamed elsewhere')).toBeInTheDocument();
    expect(within(grid).queryByText('Gamma')).not.toBeInTheDocument();
  });

  it('+ New row adds a row to the view and selects it', async () => {
    const { grid, syncs } = await openGrid();
    fireEvent.click(screen.getByRole('button', { name: '+ New row' }));
    await waitFor(() => {
      expect(within(grid).getAllByRole('row')).toHaveLength(1 + 4);
    });
    const rows = within(grid).getAllByRole('row');
    const added = rows[rows.length - 1]?.getAttribute('data-row-id') ?? '';
    expect(syncs.get(added)?.doc).toBeDefined();
    await waitFor(() => {
      expect(within(rows[rows.length - 1] as HTMLElement).getAllByRole('gridcell')[0]).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  });

  it('read-only (a guest): no editor opens, no menus, no new row', async () => {
    const { grid, cell, syncs, rowIds, fields } = await openGrid({ readOnly: true });
    fireEvent.mouseDown(cell(0, 'Name'));
    key(grid, 'Z');
    key(grid, 'Enter');
    expect(within(grid).queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.click(cell(0, 'Done'));
    expect(cellOf(syncs, rowIds[0] ?? '', fields.Done ?? '')?.data).not.toBe('Yes');
    grid.focus();
    fireEvent.paste(grid, { clipboardData: { getData: () => 'Pasted' } });
    expect(cellOf(syncs, rowIds[0] ?? '', fields.Name ?? '')?.data).toBe('Alpha');
    expect(screen.queryByRole('button', { name: '+ New row' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
    for (const header of within(grid).getAllByRole('columnheader')) {
      expect(within(header).getByRole('button')).toBeDisabled();
    }
  });
});
