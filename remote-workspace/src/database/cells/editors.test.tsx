import { FieldType, addField, readDatabase } from '@quire/shared/collab';
import { fireEvent, screen, within } from '@testing-library/react';
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

/** The seeded grid with a Due (date), Steps (checklist) and Link (URL) field added. */
async function openGrid() {
  const server = new FakeCollabServer();
  const seeded = seedGrid(server);
  const database = server.docs.get(seeded.databaseId) ?? new Y.Doc();
  const now = new Date();
  addField(database, { name: 'Due', type: FieldType.DateTime, now });
  addField(database, { name: 'Steps', type: FieldType.Checklist, now });
  addField(database, { name: 'Link', type: FieldType.URL, now });
  const fields = Object.fromEntries(
    Object.values(readDatabase(database).fields).map((field) => [field.name, field.id]),
  );
  const { io, syncs } = fakeIo(server);
  renderDatabase(io);
  await screen.findByText('Gamma');
  const grid = screen.getByTestId('database-grid');
  const cell = (rowIndex: number, name: string) => {
    const found = grid.querySelector<HTMLElement>(
      `[role=gridcell][data-row-id="${seeded.rowIds[rowIndex] ?? ''}"][data-field-id="${fields[name] ?? ''}"]`,
    );
    if (found === null) throw new Error(`no cell ${name}`);
    return found;
  };
  const data = (rowIndex: number, name: string) =>
    cellOf(syncs, seeded.rowIds[rowIndex] ?? '', fields[name] ?? '');
  return { grid, cell, data };
}

describe('cell editors', () => {
  it('a date cell takes a day from the date picker, with a time when asked, and shows it in the field format', async () => {
    const { grid, cell, data } = await openGrid();
    fireEvent.mouseDown(cell(0, 'Due'));
    fireEvent.keyDown(grid, { key: 'Enter' });
    const day = within(cell(0, 'Due')).getByLabelText('Date');
    expect(day).toHaveAttribute('type', 'date');
    fireEvent.change(day, { target: { value: '2026-03-14' } });
    fireEvent.click(within(cell(0, 'Due')).getByRole('checkbox'));
    fireEvent.change(within(cell(0, 'Due')).getByLabelText('Time'), { target: { value: '09:30' } });
    fireEvent.keyDown(day, { key: 'Enter' });
    expect(data(0, 'Due')?.data).toBe(String(Date.UTC(2026, 2, 14, 9, 30) / 1000));
    expect(data(0, 'Due')?.includeTime).toBe(true);
    expect(await within(cell(0, 'Due')).findByText('Mar 14, 2026 09:30')).toBeInTheDocument();
  });

  it('a checklist cell adds items on Enter and ticks them', async () => {
    const { grid, cell, data } = await openGrid();
    fireEvent.mouseDown(cell(1, 'Steps'));
    fireEvent.keyDown(grid, { key: 'W' });
    const input = within(cell(1, 'Steps')).getByRole('textbox', { name: 'Add an item' });
    fireEvent.change(input, { target: { value: 'Write it' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const checkbox = await within(cell(1, 'Steps')).findByRole('checkbox');
    fireEvent.click(checkbox);
    const stored = JSON.parse(String(data(1, 'Steps')?.data)) as {
      options: { id: string; name: string }[];
      selected_option_ids: string[];
    };
    expect(stored.options.map((option) => option.name)).toEqual(['Write it']);
    expect(stored.selected_option_ids).toEqual([stored.options[0]?.id]);
  });

  it('a URL cell shows a link that opens in a new tab; a script address is shown as text, never a link', async () => {
    const { grid, cell, data } = await openGrid();
    fireEvent.mouseDown(cell(2, 'Link'));
    fireEvent.keyDown(grid, { key: 'F2' });
    let input = within(cell(2, 'Link')).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'example.com/a' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(data(2, 'Link')?.data).toBe('example.com/a');
    const link = await within(cell(2, 'Link')).findByRole('link', { name: 'example.com/a' });
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('target', '_blank');

    fireEvent.mouseDown(cell(2, 'Link'));
    fireEvent.keyDown(grid, { key: 'F2' });
    input = within(cell(2, 'Link')).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(cell(2, 'Link')).findByText('javascript:alert(1)')).toBeInTheDocument();
    expect(within(cell(2, 'Link')).queryByRole('link')).not.toBeInTheDocument();
  });
});
