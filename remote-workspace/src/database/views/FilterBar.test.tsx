import {
  addField,
  addFilter,
  ensureSelectOptions,
  FieldType,
  readDatabase,
  setCell,
} from '@quire/shared/collab';
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

/**
 * The seeded grid with values to filter: Count 1, 5, 10; Tags Red / Blue / none; Due 2026-03-01, 2026-03-10,
 * none (rows Alpha, Beta, Gamma).
 */
async function openFiltered(seed?: (database: Y.Doc, fields: Record<string, string>) => void) {
  const server = new FakeCollabServer();
  const seeded = seedGrid(server);
  const database = server.docs.get(seeded.databaseId) ?? new Y.Doc();
  const now = new Date();
  const dueId = addField(database, { name: 'Due', type: FieldType.DateTime, now });
  const fields: Record<string, string> = { ...seeded.fields, Due: dueId };
  const [red, blue] = ensureSelectOptions(database, fields.Tags ?? '', ['Red', 'Blue']);
  const values: [number, string | undefined, string | undefined][] = [
    [1, red?.id, String(Date.UTC(2026, 2, 1) / 1000)],
    [5, blue?.id, String(Date.UTC(2026, 2, 10) / 1000)],
    [10, undefined, undefined],
  ];
  seeded.rowIds.forEach((rowId, index) => {
    const doc = server.docs.get(rowId) ?? new Y.Doc();
    const [count, tag, due] = values[index] ?? [0, undefined, undefined];
    setCell(doc, fields.Count ?? '', { type: FieldType.Number, data: String(count) }, now);
    if (tag !== undefined) setCell(doc, fields.Tags ?? '', { type: FieldType.MultiSelect, data: tag }, now);
    if (due !== undefined) setCell(doc, dueId, { type: FieldType.DateTime, data: due }, now);
  });
  seed?.(database, fields);
  const { io, syncs } = fakeIo(server);
  renderDatabase(io);
  // Seeded filters may hide every row: the grid is waited for, then its rows (or the filter's chip).
  await screen.findByTestId('database-grid');
  if (seed === undefined) await screen.findByText('Gamma');
  else await screen.findAllByTestId('database-filter');
  const model = () => readDatabase(syncs.get(seeded.databaseId)?.doc ?? new Y.Doc());
  const shownNames = () =>
    within(screen.getByTestId('database-grid'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('[role=gridcell]')?.textContent);
  const addOn = (name: string) => {
    fireEvent.click(screen.getByRole('button', { name: '+ Filter' }));
    fireEvent.click(screen.getByRole('menuitem', { name }));
    return screen.getByRole('menu', { name: 'Edit filter' });
  };
  return { fields, model, shownNames, addOn, ids: { red, blue } };
}

describe('the filter bar', () => {
  it('a number filter takes its condition and value; the chip reopens it to change the condition', async () => {
    const { addOn, shownNames, model } = await openFiltered();
    const editor = addOn('Count');
    fireEvent.change(within(editor).getByRole('combobox', { name: 'Condition' }), { target: { value: '2' } });
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Filter value for Count' }), {
      target: { value: '4' },
    });
    await waitFor(() => {
      expect(shownNames()).toEqual(['Beta', 'Gamma']);
    });
    expect(screen.getByTestId('database-filter')).toHaveTextContent('Count > 4');
    fireEvent.keyDown(within(editor).getByRole('textbox', { name: 'Filter value for Count' }), {
      key: 'Enter',
    });
    expect(screen.queryByRole('menu', { name: 'Edit filter' })).not.toBeInTheDocument();

    // Edit the existing filter: "is empty" takes no value and lets no row with a count through.
    fireEvent.click(within(screen.getByTestId('database-filter')).getByRole('button', { name: /Count/ }));
    const again = screen.getByRole('menu', { name: 'Edit filter' });
    fireEvent.change(within(again).getByRole('combobox', { name: 'Condition' }), { target: { value: '6' } });
    expect(within(again).queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(shownNames()).toEqual([]);
    });
    expect(model().views[0]?.filters[0]).toMatchObject({ condition: 6, content: '' });
  });

  it('a select filter picks options by name (the chip shows names, the content holds ids)', async () => {
    const { addOn, shownNames, model, ids } = await openFiltered();
    const editor = addOn('Tags');
    fireEvent.click(within(editor).getByRole('menuitemcheckbox', { name: /Blue/ }));
    await waitFor(() => {
      expect(shownNames()).toEqual(['Beta']);
    });
    expect(model().views[0]?.filters[0]?.content).toBe(ids.blue?.id);
    expect(screen.getByTestId('database-filter')).toHaveTextContent('Tags Is Blue');
    expect(screen.getByTestId('database-filter')).not.toHaveTextContent(ids.blue?.id ?? '-');
    fireEvent.change(within(editor).getByRole('combobox', { name: 'Condition' }), { target: { value: '4' } });
    await waitFor(() => {
      expect(shownNames()).toEqual(['Gamma']);
    });
  });

  it('a date filter takes a day from the date picker, or two for "between"', async () => {
    const { addOn, shownNames, model } = await openFiltered();
    const editor = addOn('Due');
    fireEvent.change(within(editor).getByRole('combobox', { name: 'Condition' }), { target: { value: '2' } });
    const day = within(editor).getByLabelText('Filter value for Due');
    expect(day).toHaveAttribute('type', 'date');
    fireEvent.change(day, { target: { value: '2026-03-05' } });
    await waitFor(() => {
      expect(shownNames()).toEqual(['Beta']);
    });
    expect(JSON.parse(model().views[0]?.filters[0]?.content ?? '{}')).toEqual({
      timestamp: Date.UTC(2026, 2, 5) / 1000,
    });
    fireEvent.change(within(editor).getByRole('combobox', { name: 'Condition' }), { target: { value: '5' } });
    fireEvent.change(within(editor).getByLabelText('From'), { target: { value: '2026-02-27' } });
    fireEvent.change(within(editor).getByLabelText('To'), { target: { value: '2026-03-02' } });
    await waitFor(() => {
      expect(shownNames()).toEqual(['Alpha']);
    });
  });

  it('filters join by AND or OR (the view root group); a new filter goes into that group', async () => {
    const { addOn, shownNames, model } = await openFiltered((database, fields) => {
      addFilter(database, PAGE_VIEW, { fieldId: fields.Count ?? '', condition: 3, content: '3' });
      addFilter(database, PAGE_VIEW, { fieldId: fields.Count ?? '', condition: 2, content: '7' });
    });
    // Count < 3 AND Count > 7: nothing (the rows are there: OR shows them below).
    await waitFor(() => {
      expect(screen.getByTestId('database-view')).toHaveAttribute('aria-busy', 'false');
    });
    expect(shownNames()).toEqual([]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Join filters' }), { target: { value: 'or' } });
    await waitFor(() => {
      expect(shownNames()).toEqual(['Alpha', 'Gamma']);
    });
    expect(model().views[0]?.filters).toHaveLength(1);
    expect(model().views[0]?.filters[0]?.kind).toBe('or');
    // A new filter goes into the OR root: Name is Beta is one more way through.
    const editor = addOn('Name');
    fireEvent.change(within(editor).getByRole('combobox', { name: 'Condition' }), { target: { value: '0' } });
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Filter value for Name' }), {
      target: { value: 'beta' },
    });
    await waitFor(() => {
      expect(shownNames()).toEqual(['Alpha', 'Beta', 'Gamma']);
    });
    expect(screen.getAllByTestId('database-filter')).toHaveLength(3);
  });

  it('a filter group (one level) joins its own filters by OR inside the view AND', async () => {
    const { shownNames, model } = await openFiltered((database, fields) => {
      addFilter(database, PAGE_VIEW, { fieldId: fields.Count ?? '', condition: 7, content: '' });
    });
    await waitFor(() => {
      expect(shownNames()).toEqual(['Alpha', 'Beta', 'Gamma']);
    });
    fireEvent.click(screen.getByRole('button', { name: '+ Filter group' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Count' }));
    let editor = screen.getByRole('menu', { name: 'Edit filter' });
    fireEvent.change(within(editor).getByRole('combobox', { name: 'Condition' }), { target: { value: '3' } });
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Filter value for Count' }), {
      target: { value: '3' },
    });
    fireEvent.keyDown(within(editor).getByRole('textbox', { name: 'Filter value for Count' }), {
      key: 'Enter',
    });
    await waitFor(() => {
      expect(shownNames()).toEqual(['Alpha']);
    });
    const group = screen.getByRole('group', { name: 'Filter group' });
    fireEvent.click(within(group).getByRole('button', { name: 'Add a filter to this group' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Count' }));
    editor = screen.getByRole('menu', { name: 'Edit filter' });
    fireEvent.change(within(editor).getByRole('combobox', { name: 'Condition' }), { target: { value: '2' } });
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Filter value for Count' }), {
      target: { value: '7' },
    });
    fireEvent.keyDown(within(editor).getByRole('textbox', { name: 'Filter value for Count' }), {
      key: 'Enter',
    });
    // Count not empty AND (Count < 3 OR Count > 7).
    await waitFor(() => {
      expect(shownNames()).toEqual(['Alpha', 'Gamma']);
    });
    expect(within(group).getByRole('combobox', { name: 'Join this group' })).toHaveValue('or');
    const filters = model().views[0]?.filters ?? [];
    expect(filters.map((filter) => filter.kind)).toEqual(['data', 'or']);
    expect(filters[1]?.children).toHaveLength(2);
    fireEvent.change(within(group).getByRole('combobox', { name: 'Join this group' }), {
      target: { value: 'and' },
    });
    await waitFor(() => {
      expect(shownNames()).toEqual([]);
    });
    fireEvent.click(within(group).getByRole('button', { name: 'Remove this group' }));
    await waitFor(() => {
      expect(shownNames()).toEqual(['Alpha', 'Beta', 'Gamma']);
    });
  });

  it('"Filter" in a field header menu adds a filter on that field and opens its editor', async () => {
    await openFiltered();
    const header = within(screen.getByTestId('database-grid'))
      .getAllByRole('columnheader')
      .find((cell) => cell.textContent.endsWith('Count'));
    if (header === undefined) throw new Error('no Count header');
    fireEvent.click(within(header).getByRole('button'));
    fireEvent.click(
      within(screen.getByRole('menu', { name: 'Field options' })).getByRole('menuitem', { name: 'Filter' }),
    );
    const editor = await screen.findByRole('menu', { name: 'Edit filter' });
    expect(within(editor).getByRole('combobox', { name: 'Field' })).toHaveValue(
      within(editor).getByRole('option', { name: 'Count' }).getAttribute('value'),
    );
  });

  it('read-only: chips without editing or removing, no "+ Filter"', async () => {
    const server = new FakeCollabServer();
    const seeded = seedGrid(server);
    const database = server.docs.get(seeded.databaseId) ?? new Y.Doc();
    addFilter(database, PAGE_VIEW, { fieldId: seeded.fields.Name ?? '', condition: 2, content: 'a' });
    renderDatabase(fakeIo(server).io, { readOnly: true });
    expect(await screen.findByTestId('database-filter')).toHaveTextContent('Name Contains "a"');
    expect(within(screen.getByTestId('database-filter')).getByRole('button')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove this filter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Filter' })).not.toBeInTheDocument();
  });
});
