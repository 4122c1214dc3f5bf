import {
  applyTextEdit,
  blockTree,
  documentTree,
  getBlock,
  insertBlock,
  type BlockNode,
  type NewBlock,
} from '@quire/shared/collab';
import type { TFunction } from 'i18next';
import { slashMenuItems } from '../slashMenu';
import { bindEditor, documentWith, otherOrigin, type Harness } from '../test/editorHarness';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

const cell = (id: string, text: string): NewBlock => ({
  id,
  ty: 'simple_table_cell',
  data: {},
  children: [{ id: `${id}p`, ty: 'paragraph', text: text === '' ? [] : [{ insert: text }] }],
});
/** A stored text as plain text. */
const plain = (text: BlockNode['text']) =>
  (text ?? []).map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('');

const row = (id: string, cells: NewBlock[]): NewBlock => ({
  id,
  ty: 'simple_table_row',
  data: {},
  children: cells,
});

const tableData = {
  enable_header_row: true,
  enable_header_column: false,
  column_widths: { '0': 120, '1': 200 },
  column_colors: { '1': 'appflowy_them_color_tint1' },
  row_colors: { '1': 'appflowy_them_color_tint2' },
  custom: { kept: [1, 2] },
};

function openTable(): Harness {
  harness = bindEditor(
    documentWith([
      {
        id: 't1',
        ty: 'simple_table',
        data: tableData,
        children: [
          row('r1', [cell('a1', 'Name'), cell('a2', 'Age')]),
          row('r2', [cell('b1', 'Ada'), cell('b2', '36')]),
        ],
      },
      { id: 'after', ty: 'paragraph', text: [{ insert: 'after' }] },
    ]),
  );
  return harness;
}

type Grid = string[][];

/** The stored table as rows of `cellId:text`. */
function storedGrid(h: Harness): Grid {
  const table = blockTree(h.doc, 't1') as BlockNode;
  return table.children.map((r) => r.children.map((c) => `${c.id}:${plain(c.children[0]?.text ?? null)}`));
}

function rowIds(h: Harness): string[] {
  return (blockTree(h.doc, 't1') as BlockNode).children.map((r) => r.id);
}

/** The editor's table as plain texts. */
function editorGrid(h: Harness): Grid {
  return editorGridOf(h, 't1');
}

function editorGridOf(h: Harness, id: string): Grid {
  const content = h.editor.getBlock(id)?.content as {
    rows: { cells: { content: { text?: string }[] }[] }[];
  };
  return content.rows.map((r) => r.cells.map((c) => c.content.map((piece) => piece.text ?? '').join('')));
}

/** Replaces the editor table's rows with `texts` (columns follow), keeping its widths and headers unless given. */
function setTable(h: Harness, texts: Grid, extra: Record<string, unknown> = {}): void {
  const current = h.editor.getBlock('t1')?.content as Record<string, unknown>;
  h.editor.updateBlock('t1', {
    type: 'table',
    content: {
      ...current,
      type: 'tableContent',
      rows: texts.map((cells) => ({
        cells: cells.map((text) => (text === '' ? [] : [{ type: 'text', text, styles: {} }])),
      })),
      ...extra,
    },
  } as never);
}

const data = (h: Harness) => getBlock(h.doc, 't1')?.data;

describe('simple tables in the editor (ENT-39 simple_table simple_table_row simple_table_cell)', () => {
  it('loads rows, cells, the header row and column widths into BlockNote’s table', () => {
    const h = openTable();
    const block = h.editor.getBlock('t1');
    expect(block?.type).toBe('table');
    expect(block?.children).toEqual([]);
    expect(editorGrid(h)).toEqual([
      ['Name', 'Age'],
      ['Ada', '36'],
    ]);
    expect(block?.content).toMatchObject({ headerRows: 1, columnWidths: [120, 200] });
    expect((block?.content as { headerCols?: number }).headerCols).toBeUndefined();
    // Opening writes nothing.
    expect(data(h)).toEqual(tableData);
  });

  it('typing in a cell edits that cell’s paragraph only; ids and data stay', () => {
    const h = openTable();
    setTable(h, [
      ['Name', 'Age'],
      ['Ada L.', '36'],
    ]);
    expect(storedGrid(h)).toEqual([
      ['a1:Name', 'a2:Age'],
      ['b1:Ada L.', 'b2:36'],
    ]);
    expect(JSON.stringify(data(h))).toBe(JSON.stringify(tableData));
  });

  it('text typed into a cell (a ProseMirror edit, as the keyboard makes) reaches the cell’s paragraph', () => {
    const h = openTable();
    const view = h.editor.prosemirrorView;
    let at = -1;
    view.state.doc.descendants((node, pos) => {
      if (node.isText && node.text === 'Ada') at = pos + 3;
    });
    expect(at).toBeGreaterThan(0);
    view.dispatch(view.state.tr.insertText(' Lovelace', at));
    expect(getBlock(h.doc, 'b1p')).toBeDefined();
    expect(storedGrid(h)[1]).toEqual(['b1:Ada Lovelace', 'b2:36']);
  });

  it('a cell’s paragraphs are its lines: each edited on its own, a new line a paragraph, a surplus one deleted; other blocks in it stay', () => {
    harness = bindEditor(
      documentWith([
        {
          id: 't3',
          ty: 'simple_table',
          data: {},
          children: [
            row('r1', [
              {
                id: 'm1',
                ty: 'simple_table_cell',
                data: {},
                children: [
                  { id: 'l1', ty: 'paragraph', text: [{ insert: 'first' }] },
                  { id: 'img', ty: 'image', data: { url: 'https://images.test/x.png' } },
                  { id: 'l2', ty: 'paragraph', text: [{ insert: 'second' }] },
                ],
              },
            ]),
          ],
        },
      ]),
    );
    const h = harness;
    const lines = () =>
      (blockTree(h.doc, 'm1') as BlockNode).children.map((child) => `${child.id}:${plain(child.text)}`);
    const setCell = (text: string) => {
      h.editor.updateBlock('t3', {
        type: 'table',
        content: { type: 'tableContent', rows: [{ cells: [[{ type: 'text', text, styles: {} }]] }] },
      } as never);
    };
    expect(editorGridOf(h, 't3')).toEqual([['first\nsecond']]);
    setCell('first\nsecond!');
    expect(lines()).toEqual(['l1:first', 'img:', 'l2:second!']);
    setCell('first\nsecond!\nthird');
    const [, , , added] = lines();
    expect(added).toMatch(/^.{8}:third$/);
    // Lines follow by position: two joined, the last paragraph goes.
    setCell('first second!\nthird');
    expect(lines()).toEqual(['l1:first second!', 'img:', 'l2:third']);
    expect(getBlock(h.doc, added?.split(':')[0] ?? '')).toBeUndefined();
  });

  it('a row inserted in the middle gets new ids, the others keep theirs, row maps follow their rows', () => {
    const h = openTable();
    setTable(h, [
      ['Name', 'Age'],
      ['', ''],
      ['Ada', '36'],
    ]);
    const grid = storedGrid(h);
    expect(grid[0]).toEqual(['a1:Name', 'a2:Age']);
    expect(grid[2]).toEqual(['b1:Ada', 'b2:36']);
    expect(grid[1]?.map((entry) => entry.endsWith(':'))).toEqual([true, true]);
    const [, added] = rowIds(h);
    expect(getBlock(h.doc, added ?? '')).toMatchObject({ ty: 'simple_table_row' });
    expect(data(h)).toEqual({ ...tableData, row_colors: { '2': 'appflowy_them_color_tint2' } });

    // Removed again: the row's blocks go, the map follows back.
    setTable(h, [
      ['Name', 'Age'],
      ['Ada', '36'],
    ]);
    expect(rowIds(h)).toEqual(['r1', 'r2']);
    expect(getBlock(h.doc, added ?? '')).toBeUndefined();
    expect(data(h)).toEqual(tableData);
  });

  it('a column removed deletes its cells and re-keys widths and column maps; one added gets new cells', () => {
    const h = openTable();
    setTable(h, [['Age'], ['36']], { columnWidths: [200] });
    expect(storedGrid(h)).toEqual([['a2:Age'], ['b2:36']]);
    expect(getBlock(h.doc, 'a1')).toBeUndefined();
    expect(data(h)).toEqual({
      ...tableData,
      column_widths: { '0': 200 },
      column_colors: { '0': 'appflowy_them_color_tint1' },
    });
    setTable(
      h,
      [
        ['Age', 'City'],
        ['36', 'London'],
      ],
      { columnWidths: [200, undefined] },
    );
    const grid = storedGrid(h);
    expect(grid.map((r) => r[0])).toEqual(['a2:Age', 'b2:36']);
    expect(grid.map((r) => r[1]?.split(':')[1])).toEqual(['City', 'London']);
    expect(getBlock(h.doc, 'a2')?.parent).toBe('r1');
  });

  it('rows or columns dragged to another place keep their ids, and their maps follow them', () => {
    const h = openTable();
    setTable(h, [
      ['Ada', '36'],
      ['Name', 'Age'],
    ]);
    expect(storedGrid(h)).toEqual([
      ['b1:Ada', 'b2:36'],
      ['a1:Name', 'a2:Age'],
    ]);
    expect(data(h)).toMatchObject({ row_colors: { '0': 'appflowy_them_color_tint2' } });
    setTable(
      h,
      [
        ['36', 'Ada'],
        ['Age', 'Name'],
      ],
      { columnWidths: [200, 120] },
    );
    expect(storedGrid(h)).toEqual([
      ['b2:36', 'b1:Ada'],
      ['a2:Age', 'a1:Name'],
    ]);
    expect(data(h)).toMatchObject({
      column_widths: { '0': 200, '1': 120 },
      column_colors: { '0': 'appflowy_them_color_tint1' },
    });
  });

  it('header row, header column and a resized column are written as AppFlowy’s keys', () => {
    const h = openTable();
    const current = h.editor.getBlock('t1')?.content as Record<string, unknown>;
    h.editor.updateBlock('t1', {
      type: 'table',
      content: { ...current, headerRows: undefined, headerCols: 1, columnWidths: [150, 200] },
    } as never);
    expect(data(h)).toEqual({
      ...tableData,
      enable_header_row: false,
      enable_header_column: true,
      column_widths: { '0': 150, '1': 200 },
    });
    expect(storedGrid(h)[0]).toEqual(['a1:Name', 'a2:Age']);
  });

  it('a table made in the editor is stored as simple_table → rows → cells → paragraphs', () => {
    harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph', text: [{ insert: 'x' }] }]));
    const { editor, doc } = harness;
    editor.insertBlocks(
      [
        {
          id: 'nt',
          type: 'table',
          content: {
            type: 'tableContent',
            rows: [{ cells: ['a', 'b'] }, { cells: ['c', ''] }],
          },
        } as never,
      ],
      'p1',
      'after',
    );
    const table = blockTree(doc, 'nt') as BlockNode;
    expect(table.ty).toBe('simple_table');
    expect(table.data).toEqual({ enable_header_row: false, enable_header_column: false, column_widths: {} });
    expect(table.children.map((r) => r.ty)).toEqual(['simple_table_row', 'simple_table_row']);
    expect(
      table.children.map((r) =>
        r.children.map((c) => `${c.ty}/${c.children.map((p) => `${p.ty}:${plain(p.text)}`).join()}`),
      ),
    ).toEqual([
      ['simple_table_cell/paragraph:a', 'simple_table_cell/paragraph:b'],
      ['simple_table_cell/paragraph:c', 'simple_table_cell/paragraph:'],
    ]);
    expect(table.children[0]?.id).toMatch(/^.{8}$/);
  });

  it('the slash menu’s Table item turns an empty line into a stored simple_table', () => {
    harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph' }]));
    const { editor, doc } = harness;
    editor.setTextCursorPosition('p1', 'start');
    const english = ((_key: string, fallback: string) => fallback) as unknown as TFunction;
    slashMenuItems(editor, english)
      .find((item) => item.key === 'table')
      ?.onItemClick();
    const [table] = documentTree(doc).children;
    expect(table?.ty).toBe('simple_table');
    expect(table?.children.length).toBeGreaterThan(0);
    expect(table?.children.every((r) => r.ty === 'simple_table_row' && r.children.length > 0)).toBe(true);
    expect(editor.getBlock(table?.id ?? '')?.type).toBe('table');
  });

  it('a co-editor’s typing in a cell shows in the table; undo takes back the editor’s own cell edit', () => {
    const h = openTable();
    applyTextEdit(h.doc, 'b1p', [{ retain: 3 }, { insert: '!' }], otherOrigin);
    expect(editorGrid(h)[1]).toEqual(['Ada!', '36']);
    setTable(h, [
      ['Name', 'Age'],
      ['Ada!', '37'],
    ]);
    expect(storedGrid(h)[1]).toEqual(['b1:Ada!', 'b2:37']);
    h.binding.undo();
    expect(storedGrid(h)[1]).toEqual(['b1:Ada!', 'b2:36']);
    expect(editorGrid(h)[1]).toEqual(['Ada!', '36']);
  });

  it('a simple_table stored without cells stays the placeholder until a co-editor gives it its first row', () => {
    harness = bindEditor(documentWith([{ id: 't2', ty: 'simple_table', data: { custom: 1 } }]));
    const { editor, doc } = harness;
    expect(editor.getBlock('t2')?.type).toBe('appflowyBlock');
    insertBlock(doc, row('r9', [cell('z1', 'first')]), { parentId: 't2' }, otherOrigin);
    expect(editor.getBlock('t2')?.type).toBe('table');
    expect(editorGridOf(harness, 't2')).toEqual([['first']]);
    expect(getBlock(doc, 't2')?.data).toEqual({ custom: 1 });
  });
});
