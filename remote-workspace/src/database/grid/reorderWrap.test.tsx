import { addSort, readDatabase } from '@quire/shared/collab';
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
import { MAX_WRAPPED_ROW_HEIGHT } from './rowHeight';

// Each test opens a whole grid and edits through it: slow on a busy machine.
jest.setTimeout(20_000);

sizeElementsInEachTest();

async function openGrid(options: { sorted?: boolean } = {}) {
  const server = new FakeCollabServer();
  const seeded = seedGrid(server);
  if (options.sorted === true) {
    addSort(server.docs.get(seeded.databaseId) ?? new Y.Doc(), PAGE_VIEW, {
      fieldId: seeded.fields.Name ?? '',
      descending: false,
    });
  }
  const { io, syncs } = fakeIo(server);
  renderDatabase(io);
  await screen.findByText('Gamma');
  const grid = screen.getByTestId('database-grid');
  const model = () => readDatabase(syncs.get(seeded.databaseId)?.doc ?? new Y.Doc());
  const headerNames = () =>
    within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent.replace(/^\S+?(?=[A-Z])/u, ''));
  const fieldMenu = (name: string) => {
    const header = within(grid)
      .getAllByRole('columnheader')
      .find((cell) => cell.textContent.endsWith(name));
    if (header === undefined) throw new Error(`no header ${name}`);
    fireEvent.click(within(header).getByRole('button'));
    return screen.getByRole('menu', { name: 'Field options' });
  };
  const rowMenu = (index: number) => {
    const handles = within(grid).getAllByRole('button', { name: 'Row actions' });
    const handle = handles[index];
    if (handle === undefined) throw new Error(`no row ${index}`);
    fireEvent.click(handle);
    return screen.getByRole('menu', { name: 'Row actions' });
  };
  const shownNames = () =>
    within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('[role=gridcell]')?.textContent);
  return { ...seeded, server, grid, model, headerNames, fieldMenu, rowMenu, shownNames };
}

describe('field order, row order and wrap', () => {
  it('Move left/right in a field menu moves it past its shown neighbour, never before the primary', async () => {
    const { headerNames, fieldMenu } = await openGrid();
    expect(headerNames()).toEqual(['Name', 'Type', 'Done', 'Count', 'Tags']);
    let menu = fieldMenu('Count');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Move left' }));
    await waitFor(() => {
      expect(headerNames()).toEqual(['Name', 'Type', 'Count', 'Done', 'Tags']);
    });
    menu = fieldMenu('Type');
    expect(within(menu).queryByRole('menuitem', { name: 'Move left' })).not.toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Move right' }));
    await waitFor(() => {
      expect(headerNames()).toEqual(['Name', 'Count', 'Type', 'Done', 'Tags']);
    });
    menu = fieldMenu('Tags');
    expect(within(menu).queryByRole('menuitem', { name: 'Move right' })).not.toBeInTheDocument();
    fireEvent.keyDown(menu, { key: 'Escape' });
    menu = fieldMenu('Name');
    expect(within(menu).queryByRole('menuitem', { name: /Move/ })).not.toBeInTheDocument();
  });

  it('Move up/down in the row menu reorders the view, the row stays selected; not offered while sorted', async () => {
    const { rowMenu, shownNames, model, rowIds, grid } = await openGrid();
    let menu = rowMenu(0);
    expect(within(menu).queryByRole('menuitem', { name: 'Move up' })).not.toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Move down' }));
    await waitFor(() => {
      expect(shownNames()).toEqual(['Beta', 'Alpha', 'Gamma']);
    });
    expect(model().views[0]?.rowOrder.map((row) => row.id)).toEqual([rowIds[1], rowIds[0], rowIds[2]]);
    await waitFor(() => {
      expect(grid.querySelector('[aria-selected=true]')).toHaveAttribute('data-row-id', rowIds[0]);
    });
    menu = rowMenu(2);
    expect(within(menu).queryByRole('menuitem', { name: 'Move down' })).not.toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Move up' }));
    await waitFor(() => {
      expect(shownNames()).toEqual(['Beta', 'Gamma', 'Alpha']);
    });
  });

  it('a sorted view offers no row moves (the sort decides the order)', async () => {
    const { rowMenu } = await openGrid({ sorted: true });
    const menu = rowMenu(1);
    expect(within(menu).queryByRole('menuitem', { name: /Move/ })).not.toBeInTheDocument();
  });

  it('Freeze column on the primary field: on by default, turned off and on for this view', async () => {
    const { fieldMenu, model, fields, grid } = await openGrid();
    const scroller = grid.closest('[data-frozen]');
    expect(scroller).toHaveAttribute('data-frozen', 'true');
    const freeze = within(fieldMenu('Name')).getByRole('menuitemcheckbox', { name: 'Freeze column' });
    expect(freeze).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(freeze);
    expect(model().views[0]?.fieldSettings[fields.Name ?? '']?.frozen).toBe(false);
    await waitFor(() => {
      expect(scroller).toHaveAttribute('data-frozen', 'false');
    });
    expect((scroller as HTMLElement).style.getPropertyValue('--grid-frozen-position')).toBe('relative');
    fireEvent.click(within(fieldMenu('Name')).getByRole('menuitemcheckbox', { name: 'Freeze column' }));
    await waitFor(() => {
      expect(scroller).toHaveAttribute('data-frozen', 'true');
    });
    // Only the primary field offers it.
    expect(within(fieldMenu('Count')).queryByRole('menuitemcheckbox', { name: 'Freeze column' })).toBeNull();
  });

  it('Wrap text wraps a field in this view and the rows grow to the wrapped text, up to a bound', async () => {
    const { fieldMenu, model, fields, grid, server, rowIds } = await openGrid();
    const heights = new Map<string, number>();
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
    // jsdom lays nothing out: a wrapped cell's text says how tall it is by its row.
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        // Only the Name field's text is long; the other fields' one line fits the row.
        const cell = this.closest('[data-field-id]');
        if (cell?.getAttribute('data-field-id') !== fields.Name) return 20;
        return heights.get(cell?.getAttribute('data-row-id') ?? '') ?? 0;
      },
    });
    try {
      heights.set(rowIds[0] ?? '', 79);
      heights.set(rowIds[1] ?? '', 10_000);
      const row = (id: string | undefined) =>
        grid.querySelector<HTMLElement>(`[role=row][data-row-id="${id ?? ''}"]`);
      // Fields wrap by default (AppFlowy's setting for a new field): off, then on again.
      let wrap = within(fieldMenu('Name')).getByRole('menuitemcheckbox', { name: 'Wrap text' });
      expect(wrap).toHaveAttribute('aria-checked', 'true');
      fireEvent.click(wrap);
      expect(model().views[0]?.fieldSettings[fields.Name ?? '']?.wrap).toBe(false);
      await waitFor(() => {
        expect(row(rowIds[0])?.style.height).toBe('36px');
      });
      expect(
        within(row(rowIds[0]) ?? grid)
          .queryByText('Alpha')
          ?.closest('[data-wrap-content]'),
      ).toBeNull();
      wrap = within(fieldMenu('Name')).getByRole('menuitemcheckbox', { name: 'Wrap text' });
      expect(wrap).toHaveAttribute('aria-checked', 'false');
      fireEvent.click(wrap);
      expect(model().views[0]?.fieldSettings[fields.Name ?? '']?.wrap).toBe(true);
      await waitFor(() => {
        expect(row(rowIds[0])?.style.height).toBe('80px');
      });
      expect(row(rowIds[1])?.style.height).toBe(`${MAX_WRAPPED_ROW_HEIGHT}px`);
      expect(row(rowIds[2])?.style.height).toBe('36px');
      expect(
        within(row(rowIds[0]) ?? grid)
          .getByText('Alpha')
          .closest('[data-wrap-content]'),
      ).not.toBeNull();
      expect(server.docs.size).toBeGreaterThan(0);
    } finally {
      if (original !== undefined) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', original);
      else delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
    }
  });
});
