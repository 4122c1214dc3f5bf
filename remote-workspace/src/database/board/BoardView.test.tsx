import {
  addField,
  addSelectOption,
  FieldType,
  readDatabase,
  setGroupField,
  setRowMeta,
  ViewLayout,
} from '@quire/shared/collab';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeCollabServer, PAGE_VIEW, cellOf, renderDatabase } from '../test/databaseHarness';
import { BOARD_DATABASE, dragWithMouse, ioFor, layOut, seedCell, seedDatabase } from './boardTestSeed';

const COLUMN = { width: 280, gap: 20, cardTop: 60, cardHeight: 80, cardGap: 10 };

/** Columns side by side, cards stacked in them: enough layout for the drag's hit testing. */
function boardBox(element: Element) {
  const columns = [...document.querySelectorAll('[data-testid=board-column]')];
  const column = element.closest('[data-testid=board-column]');
  if (column === null) return undefined;
  const index = columns.indexOf(column);
  if (index < 0) return undefined;
  const x = index * (COLUMN.width + COLUMN.gap);
  if (element === column) return { x, y: 0, width: COLUMN.width, height: 1000 };
  if (element.getAttribute('data-testid') !== 'board-card') return undefined;
  const cards = [...column.querySelectorAll('[data-testid=board-card]')];
  const at = cards.indexOf(element);
  return {
    x: x + 10,
    y: COLUMN.cardTop + at * (COLUMN.cardHeight + COLUMN.cardGap),
    width: COLUMN.width - 20,
    height: COLUMN.cardHeight,
  };
}

const centre = (box: { x: number; y: number; width: number; height: number } | undefined) =>
  box === undefined ? { x: 0, y: 0 } : { x: box.x + box.width / 2, y: box.y + box.height / 2 };

async function openBoard(options: { readOnly?: boolean } = {}) {
  const server = new FakeCollabServer();
  const seeded = seedDatabase(server, BOARD_DATABASE, ViewLayout.Board);
  const { io, syncs } = ioFor(server, BOARD_DATABASE);
  renderDatabase(io, options);
  await screen.findByText('Card 3');
  const column = (name: string) => {
    const found = screen
      .getAllByTestId('board-column')
      .find((entry) => entry.getAttribute('aria-label') === name);
    if (found === undefined) throw new Error(`no column ${name}`);
    return found;
  };
  const titlesIn = (name: string) =>
    within(column(name))
      .queryAllByTestId('board-card')
      .map((card) => card.getAttribute('aria-label'));
  const card = (title: string) => {
    const found = screen
      .getAllByTestId('board-card')
      .find((entry) => entry.getAttribute('aria-label') === title);
    if (found === undefined) throw new Error(`no card ${title}`);
    return found;
  };
  const status = seeded.fields.Status ?? '';
  const rowOrder = () =>
    readDatabase(server.docs.get(BOARD_DATABASE) ?? seeded.database).views[0]?.rowOrder.map((row) => row.id);
  const localOrder = () => {
    const doc = syncs.get(BOARD_DATABASE)?.doc;
    return doc === undefined ? [] : (readDatabase(doc).views[0]?.rowOrder.map((row) => row.id) ?? []);
  };
  return { ...seeded, server, syncs, column, titlesIn, card, status, rowOrder, localOrder };
}

describe('the board', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('shows a column per option of the grouping field after "No Status", the cards in them', async () => {
    const { titlesIn } = await openBoard();
    expect(screen.getAllByTestId('board-column').map((column) => column.getAttribute('aria-label'))).toEqual([
      'No Status',
      'To Do',
      'Doing',
      'Done',
    ]);
    expect(titlesIn('To Do')).toEqual(['Card 1']);
    expect(titlesIn('Done')).toEqual(['Card 3']);
    expect(screen.getByTestId('board-group-field')).toHaveTextContent('Grouped by Status');
  });

  it('a card dropped on another column writes the select cell and lands where it was dropped', async () => {
    const board = await openBoard();
    const restore = layOut(boardBox);
    try {
      const from = centre(boardBox(board.card('Card 1')));
      const onCard3 = boardBox(board.card('Card 3'));
      // Over the top half of Card 3: before it.
      dragWithMouse(board.card('Card 1'), from, { x: centre(onCard3).x, y: (onCard3?.y ?? 0) + 10 });
    } finally {
      restore();
    }
    expect(cellOf(board.syncs, board.rowIds[0] ?? '', board.status)?.data).toBe(board.options.Done);
    await waitFor(() => {
      expect(board.titlesIn('Done')).toEqual(['Card 1', 'Card 3']);
    });
    expect(board.titlesIn('To Do')).toEqual([]);
    const order = board.localOrder();
    expect(order.indexOf(board.rowIds[0] ?? '')).toBeLessThan(order.indexOf(board.rowIds[2] ?? ''));
  });

  it('a card dropped in the "No Status" column empties the cell', async () => {
    const board = await openBoard();
    const restore = layOut(boardBox);
    try {
      const empty = boardBox(board.column('No Status'));
      dragWithMouse(board.card('Card 2'), centre(boardBox(board.card('Card 2'))), {
        x: centre(empty).x,
        y: 500,
      });
    } finally {
      restore();
    }
    expect(cellOf(board.syncs, board.rowIds[1] ?? '', board.status)).toBeUndefined();
    await waitFor(() => {
      expect(board.titlesIn('No Status')).toEqual(['Card 2']);
    });
  });

  it('"+" adds a card at the top of a column and "+ New" at its bottom, with the group value and the title in edit', async () => {
    const board = await openBoard();
    fireEvent.click(
      within(board.column('Done')).getByRole('button', { name: 'Add a card at the top of Done' }),
    );
    const input = await within(board.column('Done')).findByRole('textbox');
    fireEvent.change(input, { target: { value: 'First' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => {
      expect(board.titlesIn('Done')).toEqual(['First', 'Card 3']);
    });

    fireEvent.click(within(board.column('Done')).getByRole('button', { name: '+ New' }));
    const bottom = await within(board.column('Done')).findByRole('textbox');
    fireEvent.change(bottom, { target: { value: 'Last' } });
    fireEvent.keyDown(bottom, { key: 'Enter' });
    await waitFor(() => {
      expect(board.titlesIn('Done')).toEqual(['First', 'Card 3', 'Last']);
    });
    const last = board.card('Last').getAttribute('data-card-id') ?? '';
    expect(cellOf(board.syncs, last, board.status)?.data).toBe(board.options.Done);
    const order = board.localOrder();
    expect(order.indexOf(last)).toBe(order.length - 1);
  });

  it('a column folds to a strip and opens again; a hidden column comes back from the settings', async () => {
    const board = await openBoard();
    fireEvent.click(within(board.column('Doing')).getByRole('button', { name: 'Actions for Doing' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Collapse' }));
    await waitFor(() => {
      expect(board.titlesIn('Doing')).toEqual([]);
    });
    fireEvent.click(within(board.column('Doing')).getByRole('button', { name: 'Expand Doing' }));
    await waitFor(() => {
      expect(board.titlesIn('Doing')).toEqual(['Card 2']);
    });

    fireEvent.click(within(board.column('To Do')).getByRole('button', { name: 'Actions for To Do' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hide' }));
    await waitFor(() => {
      expect(
        screen.getAllByTestId('board-column').map((column) => column.getAttribute('aria-label')),
      ).not.toContain('To Do');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Board settings' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Show To Do' }));
    await waitFor(() => {
      expect(board.titlesIn('To Do')).toEqual(['Card 1']);
    });
  });

  it('arrows move between cards, Alt+arrow and "Move to…" move one without a mouse, Enter opens it', async () => {
    const board = await openBoard();
    act(() => {
      board.card('Card 1').focus();
    });
    fireEvent.keyDown(board.card('Card 1'), { key: 'ArrowRight' });
    expect(board.card('Card 2')).toHaveFocus();
    fireEvent.keyDown(board.card('Card 2'), { key: 'ArrowLeft' });
    expect(board.card('Card 1')).toHaveFocus();
    fireEvent.keyDown(board.card('Card 1'), { key: 'ArrowRight' });

    fireEvent.keyDown(board.card('Card 2'), { key: 'ArrowRight', altKey: true });
    expect(cellOf(board.syncs, board.rowIds[1] ?? '', board.status)?.data).toBe(board.options.Done);
    await waitFor(() => {
      expect(board.titlesIn('Done')).toContain('Card 2');
    });
    await waitFor(() => {
      expect(board.card('Card 2')).toHaveFocus();
    });

    fireEvent.keyDown(board.card('Card 3'), { key: 'F10', shiftKey: true });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move to To Do' }));
    expect(cellOf(board.syncs, board.rowIds[2] ?? '', board.status)?.data).toBe(board.options['To Do']);
    await waitFor(() => {
      expect(board.titlesIn('To Do')).toEqual(['Card 1', 'Card 3']);
    });

    // Last: the row page opens over the board.
    fireEvent.keyDown(board.card('Card 2'), { key: 'Enter' });
    expect(new URL(window.location.href).searchParams.get('r')).toBe(board.rowIds[1]);
  });

  it('grouping by another field from the settings regroups the cards (a checkbox: Checked and Unchecked)', async () => {
    const server = new FakeCollabServer();
    const seeded = seedDatabase(server, BOARD_DATABASE, ViewLayout.Board, (doc) => {
      addField(doc, { name: 'Done?', type: FieldType.Checkbox, now: new Date() });
    });
    const { io } = ioFor(server, BOARD_DATABASE);
    renderDatabase(io);
    await screen.findByText('Card 3');
    fireEvent.click(screen.getByRole('button', { name: 'Board settings' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Done?' }));
    await waitFor(() => {
      expect(
        screen.getAllByTestId('board-column').map((column) => column.getAttribute('aria-label')),
      ).toEqual(['Checked', 'Unchecked']);
    });
    expect(seeded.rowIds).toHaveLength(3);
  });

  it('grouped by a multi select, a card shown in two columns moves out of the one it was dragged from only', async () => {
    const server = new FakeCollabServer();
    const tags: Record<string, string> = {};
    const seeded = seedDatabase(server, BOARD_DATABASE, ViewLayout.Board, (doc) => {
      const field = addField(doc, { name: 'Tags', type: FieldType.MultiSelect, now: new Date() });
      for (const name of ['X', 'Y', 'Z']) tags[name] = addSelectOption(doc, field, { name }).id;
      setGroupField(doc, PAGE_VIEW, field);
      tags.field = field;
    });
    const first = seeded.rowIds[0] ?? '';
    seedCell(server, first, tags.field ?? '', FieldType.MultiSelect, `${tags.X},${tags.Y}`);
    const { io, syncs } = ioFor(server, BOARD_DATABASE);
    renderDatabase(io);
    await screen.findByText('Card 3');
    const column = (name: string) =>
      screen.getAllByTestId('board-column').find((entry) => entry.getAttribute('aria-label') === name) ??
      document.body;
    const inY = within(column('Y')).getByTestId('board-card');
    expect(within(column('X')).getAllByTestId('board-card')).toHaveLength(1);
    const restore = layOut(boardBox);
    try {
      dragWithMouse(inY, centre(boardBox(inY)), { x: centre(boardBox(column('Z'))).x, y: 700 });
    } finally {
      restore();
    }
    expect(cellOf(syncs, first, tags.field ?? '')?.data).toBe(`${tags.X},${tags.Z}`);
    await waitFor(() => {
      expect(within(column('Z')).getAllByTestId('board-card')).toHaveLength(1);
    });
    expect(within(column('X')).getAllByTestId('board-card')).toHaveLength(1);
    expect(within(column('Y')).queryAllByTestId('board-card')).toHaveLength(0);
  });

  it('a card shows its icon, cover and the properties the view shows; the settings choose them', async () => {
    const server = new FakeCollabServer();
    let notes = '';
    const seeded = seedDatabase(server, BOARD_DATABASE, ViewLayout.Board, (doc) => {
      notes = addField(doc, { name: 'Notes', type: FieldType.RichText, now: new Date() });
    });
    const first = seeded.rowIds[0] ?? '';
    seedCell(server, first, notes, FieldType.RichText, 'Bring snacks');
    const rowDoc = server.docs.get(first);
    if (rowDoc === undefined) throw new Error('no row');
    setRowMeta(rowDoc, { icon: '🚀', cover: { data: 'tint1', cover_type: 0 } });
    const { io } = ioFor(server, BOARD_DATABASE);
    renderDatabase(io);
    await screen.findByText('Card 3');
    const found = screen.getAllByTestId('board-card').find((c) => c.getAttribute('aria-label') === 'Card 1');
    if (found === undefined) throw new Error('no card');
    expect(found).toHaveTextContent('🚀');
    expect(within(found).getByText('Bring snacks')).toBeInTheDocument();
    expect(within(found).getByTestId('board-card-cover').style.backgroundColor).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Board settings' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '☑ Notes' }));
    await waitFor(() => {
      expect(screen.queryByText('Bring snacks')).not.toBeInTheDocument();
    });
  });

  it('a guest sees the cards but no way to add, move or hide them', async () => {
    const board = await openBoard({ readOnly: true });
    expect(screen.queryByRole('button', { name: /Add a card/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Board settings' })).not.toBeInTheDocument();
    const restore = layOut(boardBox);
    try {
      dragWithMouse(
        board.card('Card 1'),
        centre(boardBox(board.card('Card 1'))),
        centre(boardBox(board.card('Card 3'))),
      );
    } finally {
      restore();
    }
    fireEvent.keyDown(board.card('Card 1'), { key: 'ArrowRight', altKey: true });
    expect(cellOf(board.syncs, board.rowIds[0] ?? '', board.status)?.data).toBe(board.options['To Do']);
    expect(board.titlesIn('To Do')).toEqual(['Card 1']);
  });
});
