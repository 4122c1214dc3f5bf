import { ensureSelectOptions, FieldType, readDatabase, readRow, setCell } from '@quire/shared/collab';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as Y from 'yjs';
import {
  FakeCollabServer,
  fakeIo,
  renderDatabase,
  seedGrid,
  sizeElementsInEachTest,
} from '../test/databaseHarness';

sizeElementsInEachTest();

async function openGrid() {
  const server = new FakeCollabServer();
  const seeded = seedGrid(server);
  const { io, syncs } = fakeIo(server);
  renderDatabase(io);
  await screen.findByText('Gamma');
  const grid = screen.getByTestId('database-grid');
  const database = () => readDatabase(syncs.get(seeded.databaseId)?.doc ?? new Y.Doc());
  const header = (name: string) =>
    within(grid)
      .getAllByRole('columnheader')
      .find((cell) => cell.textContent.endsWith(name)) ?? null;
  const headerNames = () =>
    within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent.replace(/^\S+?(?=[A-Z])/u, ''));
  return { ...seeded, grid, syncs, database, header, headerNames };
}

function openFieldMenu(header: HTMLElement | null) {
  if (header === null) throw new Error('no such header');
  fireEvent.click(within(header).getByRole('button'));
  return screen.getByRole('menu', { name: 'Field options' });
}

const seeded = (rowIds: readonly string[], index: number) => rowIds[index] ?? '';

describe('the field header menu', () => {
  it('renames a field, changes its type, and sorts the view by it', async () => {
    const { header, database, fields } = await openGrid();
    let menu = openFieldMenu(header('Count'));
    fireEvent.change(within(menu).getByRole('textbox', { name: 'Field name' }), {
      target: { value: 'Points' },
    });
    fireEvent.keyDown(within(menu).getByRole('textbox', { name: 'Field name' }), { key: 'Enter' });
    expect(database().fields[fields.Count ?? '']?.name).toBe('Points');

    menu = openFieldMenu(await waitFor(() => header('Points')));
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Type: Number/ }));
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: /URL/ }));
    expect(database().fields[fields.Count ?? '']?.type).toBe(6);

    menu = openFieldMenu(header('Name'));
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sort descending' }));
    await waitFor(() => {
      expect(
        screen
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent.slice(0, 10)),
      ).toEqual([
        expect.stringContaining('Gamma'),
        expect.stringContaining('Beta'),
        expect.stringContaining('Alpha'),
      ]);
    });
    expect(screen.getByTestId('database-sort')).toHaveTextContent('Name ↓');
  });

  it('inserts a field left or right, hides one, and deletes one only after the confirmation', async () => {
    const { header, database, headerNames, fields } = await openGrid();
    let menu = openFieldMenu(header('Done'));
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Insert left' }));
    await waitFor(() => {
      expect(headerNames()).toEqual(['Name', 'Type', 'Field', 'Done', 'Count', 'Tags']);
    });

    menu = openFieldMenu(header('Type'));
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Hide' }));
    await waitFor(() => {
      expect(headerNames()).toEqual(['Name', 'Field', 'Done', 'Count', 'Tags']);
    });
    expect(database().fields[fields.Type ?? '']).toBeDefined();

    menu = openFieldMenu(header('Tags'));
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete field' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The field "Tags" and its value in every row will be deleted.');
    expect(database().fields[fields.Tags ?? '']).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete field' }));
    expect(database().fields[fields.Tags ?? '']).toBeUndefined();
  });

  it("changing a field's type converts its cells as AppFlowy does (select names to text, text to select options)", async () => {
    const { header, database, syncs, rowIds, fields, grid } = await openGrid();
    // Tags (multi select) holds two options in the first row.
    const doc = syncs.get(seeded(rowIds, 0))?.doc ?? new Y.Doc();
    const databaseDoc = syncs.get(database().id)?.doc ?? new Y.Doc();
    const [red, blue] = ensureSelectOptions(databaseDoc, fields.Tags ?? '', ['Red', 'Blue']);
    setCell(
      doc,
      fields.Tags ?? '',
      { type: FieldType.MultiSelect, data: `${red?.id ?? ''},${blue?.id ?? ''}` },
      new Date(),
    );
    await within(grid).findByText('Blue');
    let menu = openFieldMenu(header('Tags'));
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Type: Multi-select/ }));
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: /Text/ }));
    expect(readRow(doc)?.cells[fields.Tags ?? '']?.data).toBe('Red,Blue');

    // Back to a select: the names become options again, the cell their ids.
    menu = openFieldMenu(header('Tags'));
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Type: Text/ }));
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: /Select/ }));
    const tags = database().fields[fields.Tags ?? ''];
    const chosen = String(readRow(doc)?.cells[fields.Tags ?? '']?.data);
    expect(tags?.options.find((option) => option.id === chosen)?.name).toBe('Red');
  });

  it('the primary field cannot be hidden, deleted or given another type', async () => {
    const { header } = await openGrid();
    const menu = openFieldMenu(header('Name'));
    expect(within(menu).queryByRole('menuitem', { name: 'Hide' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete field' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Type:/ })).not.toBeInTheDocument();
  });

  it('"+" adds a text field and opens its menu to name it', async () => {
    const { grid, database } = await openGrid();
    fireEvent.click(within(grid).getByRole('button', { name: 'New field' }));
    const menu = await screen.findByRole('menu', { name: 'Field options' });
    expect(within(menu).getByRole('textbox', { name: 'Field name' })).toHaveValue('Field');
    expect(Object.values(database().fields).map((field) => field.name)).toContain('Field');
  });

  it('the edge of a header resizes its column (arrow keys on the focused edge), kept per view', async () => {
    const { database, fields } = await openGrid();
    const edge = screen.getByRole('separator', { name: 'Resize Count' });
    fireEvent.keyDown(edge, { key: 'ArrowRight' });
    const view = database().views[0];
    expect(view?.fieldSettings[fields.Count ?? '']?.width).toBe(160);
  });
});

describe('the row menu', () => {
  it('inserts a row above and below, duplicates one with its cells, and deletes one', async () => {
    const { grid, syncs, fields, database } = await openGrid();
    const rowMenu = (index: number) => {
      const handle = within(within(grid).getAllByRole('row')[index + 1] as HTMLElement).getByRole('button', {
        name: 'Row actions',
      });
      fireEvent.click(handle);
      return screen.getByRole('menu', { name: 'Row actions' });
    };
    fireEvent.click(within(rowMenu(1)).getByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => {
      expect(within(grid).getAllByText('Beta')).toHaveLength(2);
    });
    const order = database().views[0]?.rowOrder.map((row) => row.id) ?? [];
    expect(order).toHaveLength(4);
    const copy = syncs.get(order[2] ?? '')?.doc;
    expect(readRow(copy ?? new Y.Doc())?.cells[fields.Name ?? '']?.data).toBe('Beta');

    fireEvent.click(within(rowMenu(0)).getByRole('menuitem', { name: 'Insert above' }));
    await waitFor(() => {
      expect(database().views[0]?.rowOrder).toHaveLength(5);
    });
    expect(database().views[0]?.rowOrder[1]?.id).toBe(order[0]);

    fireEvent.click(within(rowMenu(0)).getByRole('menuitem', { name: 'Open' }));
    expect(new URL(window.location.href).searchParams.get('r')).toBe(database().views[0]?.rowOrder[0]?.id);

    fireEvent.click(within(rowMenu(1)).getByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => {
      expect(within(grid).queryByText('Alpha')).not.toBeInTheDocument();
    });
    expect(database().views[0]?.rowOrder.map((row) => row.id)).not.toContain(order[0]);
  });
});

describe('the calculation row', () => {
  it('shows the chosen calculation over the rows shown, and keeps it in the view', async () => {
    const { database, fields } = await openGrid();
    const row = screen.getByTestId('database-calculations');
    const doneCell = row.querySelector<HTMLElement>(`[data-field-id="${fields.Done ?? ''}"]`);
    if (doneCell === null) throw new Error('no calculation cell');
    fireEvent.click(doneCell);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Unchecked' }));
    await waitFor(() => {
      expect(doneCell).toHaveTextContent('Unchecked 3');
    });
    expect(database().views[0]?.calculations?.map((entry) => entry.fieldId)).toEqual([fields.Done]);
  });
});
