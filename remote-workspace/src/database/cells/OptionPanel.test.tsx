import { ensureSelectOptions, FieldType, readDatabase, setCell } from '@quire/shared/collab';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as Y from 'yjs';
import {
  FakeCollabServer,
  cellOf,
  fakeIo,
  renderDatabase,
  seedGrid,
  sizeElementsInEachTest,
} from '../test/databaseHarness';

// Each test opens a whole grid and edits through it: slow on a busy machine.
jest.setTimeout(20_000);

sizeElementsInEachTest();

/** The seeded grid whose Tags field has Red, Green and Blue, the first row tagged Red and Green. */
async function openTags() {
  const server = new FakeCollabServer();
  const seeded = seedGrid(server);
  const tagsId = seeded.fields.Tags ?? '';
  const serverDatabase = server.docs.get(seeded.databaseId) ?? new Y.Doc();
  const [red, green, blue] = ensureSelectOptions(serverDatabase, tagsId, ['Red', 'Green', 'Blue']);
  const firstRow = server.docs.get(seeded.rowIds[0] ?? '') ?? new Y.Doc();
  setCell(firstRow, tagsId, { type: FieldType.MultiSelect, data: `${red?.id},${green?.id}` }, new Date());
  const { io, syncs } = fakeIo(server);
  renderDatabase(io);
  await screen.findByText('Gamma');
  const grid = screen.getByTestId('database-grid');
  const cell = () => {
    const found = grid.querySelector<HTMLElement>(
      `[role=gridcell][data-row-id="${seeded.rowIds[0] ?? ''}"][data-field-id="${tagsId}"]`,
    );
    if (found === null) throw new Error('no Tags cell');
    return found;
  };
  const options = () =>
    readDatabase(syncs.get(seeded.databaseId)?.doc ?? new Y.Doc()).fields[tagsId]?.options ?? [];
  const openEditor = () => {
    fireEvent.mouseDown(cell());
    fireEvent.keyDown(grid, { key: 'Enter' });
    return within(cell()).getByRole('combobox');
  };
  const stored = () => cellOf(syncs, seeded.rowIds[0] ?? '', tagsId)?.data;
  return { cell, options, openEditor, stored, ids: { red, green, blue } };
}

describe('select option settings', () => {
  it('renames an option and recolours it with one of AppFlowy colour names', async () => {
    const { cell, options, openEditor } = await openTags();
    openEditor();
    fireEvent.click(within(cell()).getByRole('button', { name: 'Edit option Red' }));
    const name = within(cell()).getByRole('textbox', { name: 'Option name' });
    fireEvent.change(name, { target: { value: 'Crimson' } });
    fireEvent.click(within(cell()).getByRole('radio', { name: 'Aqua' }));
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(options()[0]).toMatchObject({ name: 'Crimson', color: 'Aqua' });
    expect(await within(cell()).findByRole('option', { name: /Crimson/ })).toBeInTheDocument();
  });

  it('moves an option with Move up/down and with Alt+arrows in the picker', async () => {
    const { cell, options, openEditor } = await openTags();
    const search = openEditor();
    fireEvent.click(within(cell()).getByRole('button', { name: 'Edit option Blue' }));
    expect(within(cell()).getByRole('button', { name: 'Move down' })).toBeDisabled();
    fireEvent.click(within(cell()).getByRole('button', { name: 'Move up' }));
    expect(options().map((option) => option.name)).toEqual(['Red', 'Blue', 'Green']);
    fireEvent.keyDown(within(cell()).getByRole('textbox', { name: 'Option name' }), { key: 'Escape' });
    // The first option is the active one: Alt+↓ takes it down one place.
    fireEvent.keyDown(search, { key: 'ArrowDown', altKey: true });
    expect(options().map((option) => option.name)).toEqual(['Blue', 'Red', 'Green']);
  });

  it('the field header menu lists the options and opens the same settings', async () => {
    const { options } = await openTags();
    const header = within(screen.getByTestId('database-grid'))
      .getAllByRole('columnheader')
      .find((cell) => cell.textContent.endsWith('Tags'));
    if (header === undefined) throw new Error('no Tags header');
    fireEvent.click(within(header).getByRole('button'));
    const menu = screen.getByRole('menu', { name: 'Field options' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit option Green' }));
    const name = within(menu).getByRole('textbox', { name: 'Option name' });
    fireEvent.change(name, { target: { value: 'Emerald' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(options().map((option) => option.name)).toEqual(['Red', 'Emerald', 'Blue']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit option Blue' }));
    fireEvent.click(within(menu).getByRole('button', { name: 'Delete' }));
    expect(options().map((option) => option.name)).toEqual(['Red', 'Emerald']);
  });

  it('deletes an option: the cell stops showing it, and a later pick does not write its id back', async () => {
    const { cell, options, openEditor, stored, ids } = await openTags();
    openEditor();
    fireEvent.click(within(cell()).getByRole('button', { name: 'Edit option Green' }));
    fireEvent.click(within(cell()).getByRole('button', { name: 'Delete' }));
    expect(options().map((option) => option.name)).toEqual(['Red', 'Blue']);
    await waitFor(() => {
      expect(within(cell()).queryByRole('option', { name: /Green/ })).not.toBeInTheDocument();
    });
    fireEvent.click(within(cell()).getByRole('option', { name: /Blue/ }));
    expect(stored()).toBe(`${ids.red?.id ?? ''},${ids.blue?.id ?? ''}`);
    fireEvent.keyDown(within(cell()).getByRole('combobox'), { key: 'Escape' });
    await waitFor(() => {
      expect(cell()).not.toHaveTextContent('Green');
    });
    expect(cell()).toHaveTextContent('RedBlue');
  });
});
