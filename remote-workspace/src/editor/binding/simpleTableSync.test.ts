import {
  applyTextEdit,
  blockTree,
  documentTree,
  getBlock,
  insertBlock,
  type BlockNode,
} from '@quire/shared/collab';
import type { TFunction } from 'i18next';
import { slashMenuItems } from '../slashMenu';
import { bindEditor, documentWith, otherOrigin, type Harness } from '../test/editorHarness';
import {
  cell,
  editorGrid,
  editorGridOf,
  openTable,
  plain,
  row,
  setTable,
  storedGrid,
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

describe('simple tables: lines, the slash menu, co-editors and undo (ENT-39 simple_table simple_table_cell)', () => {
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
    const h = open();
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

  it('text typed into a cell (a ProseMirror edit, as the keyboard makes) reaches the cell’s paragraph', () => {
    const h = open();
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
});
