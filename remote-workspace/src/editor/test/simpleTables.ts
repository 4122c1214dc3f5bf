import type { BlockNode, NewBlock } from '@quire/shared/collab';
import { blockTree, getBlock } from '@quire/shared/collab';
import { bindEditor, documentWith, type Harness } from './editorHarness';

// Test data and readers for the simple_table tests: a 2×2 table `t1` as AppFlowy stores it, its grid as stored
// (`cellId:text`) and as the editor shows it, and a way to set the editor's table as BlockNote's UI would.

export const cell = (id: string, text: string): NewBlock => ({
  id,
  ty: 'simple_table_cell',
  data: {},
  children: [{ id: `${id}p`, ty: 'paragraph', text: text === '' ? [] : [{ insert: text }] }],
});
/** A stored text as plain text. */
export const plain = (text: BlockNode['text']) =>
  (text ?? []).map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('');

export const row = (id: string, cells: NewBlock[]): NewBlock => ({
  id,
  ty: 'simple_table_row',
  data: {},
  children: cells,
});

export const tableData = {
  enable_header_row: true,
  enable_header_column: false,
  column_widths: { '0': 120, '1': 200 },
  column_colors: { '1': 'appflowy_them_color_tint1' },
  row_colors: { '1': 'appflowy_them_color_tint2' },
  custom: { kept: [1, 2] },
};

export function openTable(): Harness {
  return bindEditor(
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
}

export type Grid = string[][];

/** The stored table as rows of `cellId:text`. */
export function storedGrid(h: Harness): Grid {
  const table = blockTree(h.doc, 't1') as BlockNode;
  return table.children.map((r) => r.children.map((c) => `${c.id}:${plain(c.children[0]?.text ?? null)}`));
}

export function rowIds(h: Harness): string[] {
  return (blockTree(h.doc, 't1') as BlockNode).children.map((r) => r.id);
}

/** The editor's table as plain texts. */
export function editorGrid(h: Harness): Grid {
  return editorGridOf(h, 't1');
}

export function editorGridOf(h: Harness, id: string): Grid {
  const content = h.editor.getBlock(id)?.content as {
    rows: { cells: { content: { text?: string }[] }[] }[];
  };
  return content.rows.map((r) => r.cells.map((c) => c.content.map((piece) => piece.text ?? '').join('')));
}

/** Replaces the editor table's rows with `texts` (columns follow), keeping its widths and headers unless given. */
export function setTable(h: Harness, texts: Grid, extra: Record<string, unknown> = {}): void {
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

export const data = (h: Harness) => getBlock(h.doc, 't1')?.data;
