import { blockTree, getBlock, type BlockNode } from '@quire/shared/collab';
import { bindEditor, documentWith, type Harness } from '../test/editorHarness';
import {
  data,
  editorGrid,
  openTable,
  plain,
  rowIds,
  setTable,
  storedGrid,
  tableData,
} from '../test/simpleTables';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

function open(): Harness {
  harness = openTable();
  return harness;
}

describe('simple tables in the editor (ENT-39 simple_table simple_table_row simple_table_cell)', () => {
  it('loads rows, cells, the header row and column widths into BlockNote’s table', () => {
    const h = open();
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
    const h = open();
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

  it('a row inserted in the middle gets new ids, the others keep theirs, row maps follow their rows', () => {
    const h = open();
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
    const h = open();
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
    const h = open();
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
    const h = open();
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
});
