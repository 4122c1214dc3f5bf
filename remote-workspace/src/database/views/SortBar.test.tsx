import { addSort, FieldType, readDatabase, setCell } from '@quire/shared/collab';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as Y from 'yjs';
import {
  FakeCollabServer,
  PAGE_VIEW,
  fakeIo,
  renderDatabase,
  seedGrid,
  sizeElementsInEachTest,
} from '../test/databaseHarness';

// Each test opens a whole grid and edits through it: slow on a busy machine.
jest.setTimeout(20_000);

sizeElementsInEachTest();

/** The seeded grid with Count 2, 1, 2 (Alpha, Beta, Gamma). */
async function openSorted(options: { readOnly?: boolean; sorted?: boolean } = {}) {
  const server = new FakeCollabServer();
  const seeded = seedGrid(server);
  const now = new Date();
  [2, 1, 2].forEach((count, index) => {
    const doc = server.docs.get(seeded.rowIds[index] ?? '') ?? new Y.Doc();
    setCell(doc, seeded.fields.Count ?? '', { type: FieldType.Number, data: String(count) }, now);
  });
  const database = server.docs.get(seeded.databaseId) ?? new Y.Doc();
  if (options.sorted === true)
    addSort(database, PAGE_VIEW, { fieldId: seeded.fields.Name ?? '', descending: true });
  const { io, syncs } = fakeIo(server);
  renderDatabase(io, options);
  await screen.findByText('Gamma');
  const model = () => readDatabase(syncs.get(seeded.databaseId)?.doc ?? new Y.Doc());
  const shownNames = () =>
    within(screen.getByTestId('database-grid'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('[role=gridcell]')?.textContent);
  return { ...seeded, model, shownNames };
}

describe('the sort bar', () => {
  it('adds levels with field and direction pickers, reorders and removes them', async () => {
    const { model, shownNames, fields } = await openSorted();
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    let menu = screen.getByRole('menu', { name: 'Sorts' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: '+ Add sort' }));
    let first = within(menu).getByRole('group', { name: 'Sort 1' });
    fireEvent.change(within(first).getByRole('combobox', { name: 'Sort field' }), {
      target: { value: fields.Count },
    });
    fireEvent.click(within(menu).getByRole('menuitem', { name: '+ Add sort' }));
    const second = within(menu).getByRole('group', { name: 'Sort 2' });
    fireEvent.change(within(second).getByRole('combobox', { name: 'Sort field' }), {
      target: { value: fields.Name },
    });
    fireEvent.change(within(second).getByRole('combobox', { name: 'Direction' }), {
      target: { value: 'desc' },
    });
    // Count ascending, then Name descending: Beta (1), then Gamma and Alpha (2, Z→A).
    await waitFor(() => {
      expect(shownNames()).toEqual(['Beta', 'Gamma', 'Alpha']);
    });
    expect(model().views[0]?.sorts.map((sort) => [sort.fieldId, sort.descending])).toEqual([
      [fields.Count, false],
      [fields.Name, true],
    ]);
    menu = screen.getByRole('menu', { name: 'Sorts' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Apply sort 2 earlier' }));
    await waitFor(() => {
      expect(shownNames()).toEqual(['Gamma', 'Beta', 'Alpha']);
    });
    first = within(menu).getByRole('group', { name: 'Sort 1' });
    expect(within(first).getByRole('combobox', { name: 'Sort field' })).toHaveValue(fields.Name);
    fireEvent.click(within(menu).getByRole('button', { name: 'Remove sort 1' }));
    await waitFor(() => {
      expect(model().views[0]?.sorts).toHaveLength(1);
    });
    expect(screen.getAllByTestId('database-sort')).toHaveLength(1);
    expect(screen.getByTestId('database-sort')).toHaveTextContent('Count ↑');
  });

  it('read-only: the chips are shown but open nothing, and there is no Sort button', async () => {
    await openSorted({ readOnly: true, sorted: true });
    expect(screen.getByTestId('database-sort')).toHaveTextContent('Name ↓');
    expect(screen.queryByRole('button', { name: 'Sort' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('database-sort')).getByRole('button')).toBeDisabled();
  });
});
