import {
  blockTree,
  documentTree,
  getBlock,
  insertBlock,
  type BlockNode,
  type NewBlock,
} from '@quire/shared/collab';
import type { TFunction } from 'i18next';
import { slashMenuItems } from '../slashMenu';
import { bindEditor, documentWith, otherOrigin, outline, type Harness } from '../test/editorHarness';
import { shareRule } from './columnShares';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

const english = ((_key: string, fallback: string) => fallback) as unknown as TFunction;

const paragraph = (id: string, text: string): NewBlock => ({ id, ty: 'paragraph', text: [{ insert: text }] });

function openColumns(): Harness {
  harness = bindEditor(
    documentWith([
      {
        id: 'cs',
        ty: 'simple_columns',
        data: { custom: 'kept' },
        children: [
          {
            id: 'c1',
            ty: 'simple_column',
            data: { ratio: 0.3, width: 120 },
            children: [paragraph('p1', 'left')],
          },
          {
            id: 'c2',
            ty: 'simple_column',
            data: { ratio: '0.7' },
            children: [paragraph('p2', 'right'), paragraph('p3', 'more')],
          },
        ],
      },
      paragraph('after', 'after'),
    ]),
  );
  return harness;
}

const stored = (h: Harness, id: string) => JSON.stringify(getBlock(h.doc, id)?.data);

describe('columns in the editor (ENT-39 simple_columns simple_column, EDT-13, EDT-14)', () => {
  it('loads columns with their ratios, the blocks inside them as editable editor blocks', async () => {
    const h = openColumns();
    const { editor } = h;
    expect(editor.getBlock('cs')?.type).toBe('simpleColumns');
    expect(editor.getBlock('cs')?.children.map((column) => [column.type, column.props])).toEqual([
      ['simpleColumn', { ratio: 0.3 }],
      ['simpleColumn', { ratio: 0.7 }],
    ]);
    expect(editor.getBlock('c2')?.children.map((block) => block.id)).toEqual(['p2', 'p3']);
    // Side by side: each column's block gets its share of the row.
    // The styles lay out the group of blocks right after the columns block's (empty) content.
    const group = editor.domElement?.querySelector(
      `.bn-block-outer[data-id="cs"] .bn-block-content[data-content-type='simpleColumns'] + .bn-block-group`,
    );
    expect(group?.querySelectorAll(':scope > .bn-block-outer')).toHaveLength(2);
    // Each column's share comes from a style rule matching its stored ratio (never from styling the block's
    // outer element, which ProseMirror owns).
    const content = (id: string) =>
      editor.domElement?.querySelector(`.bn-block-outer[data-id="${id}"] .bn-block-content`);
    expect(content('c1')?.getAttribute('data-ratio')).toBe('0.3');
    expect(content('c2')?.getAttribute('data-ratio')).toBe('0.7');
    const rules = document.getElementById('quire-column-shares')?.textContent ?? '';
    expect(rules).toContain(shareRule(0.3));
    expect(rules).toContain(shareRule(0.7));
    expect(shareRule(0.3)).toBe(
      ".bn-block-outer.bn-block-outer:has(> .bn-block > .bn-block-content[data-content-type='simpleColumn'][data-ratio='0.3']) { flex: 0.3 1 0; }",
    );
    // The editor's own DOM is left as ProseMirror drew it: no inline style on the blocks.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(editor.domElement?.querySelector('.bn-block-outer[style]')).toBeNull();
  });

  it('typing inside a column edits that block; columns keep ratio and unknown keys byte for byte', () => {
    const h = openColumns();
    const before = ['cs', 'c1', 'c2'].map((id) => stored(h, id));
    h.editor.setTextCursorPosition('p2', 'end');
    h.editor.insertInlineContent('!');
    h.editor.insertBlocks([{ id: 'p4', type: 'paragraph', content: 'new' }], 'p1', 'after');
    expect(outline(h.doc)).toEqual([
      'simple_columns',
      '  simple_column',
      '    paragraph left',
      '    paragraph new',
      '  simple_column',
      '    paragraph right!',
      '    paragraph more',
      'paragraph after',
    ]);
    expect(['cs', 'c1', 'c2'].map((id) => stored(h, id))).toEqual(before);
  });

  it('deleting a column’s last block removes the column, and a single column left dissolves (model rules)', () => {
    const h = openColumns();
    h.editor.removeBlocks(['p1']);
    expect(getBlock(h.doc, 'c1')).toBeUndefined();
    // One column left: its blocks take the columns block's place.
    expect(outline(h.doc)).toEqual(['paragraph right', 'paragraph more', 'paragraph after']);
    expect(h.editor.document.map((block) => block.id)).toEqual(['p2', 'p3', 'after']);
  });

  it('with three columns, emptying one removes just that column (EDT-13)', () => {
    const h = openColumns();
    insertBlock(
      h.doc,
      { id: 'c3', ty: 'simple_column', data: {}, children: [paragraph('p5', 'third')] },
      { parentId: 'cs' },
      otherOrigin,
    );
    h.editor.removeBlocks(['p5']);
    expect(outline(h.doc).slice(0, 6)).toEqual([
      'simple_columns',
      '  simple_column',
      '    paragraph left',
      '  simple_column',
      '    paragraph right',
      '    paragraph more',
    ]);
    expect(h.editor.getBlock('cs')?.children.map((column) => column.id)).toEqual(['c1', 'c2']);
  });

  it('a block moved between columns keeps its id; a co-editor’s new column shows', () => {
    const h = openColumns();
    const { editor } = h;
    const moved = editor.getBlock('p3');
    if (moved === undefined) throw new Error('p3 is shown');
    editor.transact(() => {
      editor.removeBlocks(['p3']);
      editor.insertBlocks([moved], 'p1', 'after');
    });
    expect((blockTree(h.doc, 'c1') as BlockNode).children.map((block) => block.id)).toEqual(['p1', 'p3']);
    insertBlock(
      h.doc,
      { id: 'c3', ty: 'simple_column', data: { ratio: 0.2 }, children: [paragraph('p5', 'third')] },
      { parentId: 'cs' },
      otherOrigin,
    );
    expect(editor.getBlock('cs')?.children.map((column) => column.id)).toEqual(['c1', 'c2', 'c3']);
    expect(editor.getBlock('p5')?.type).toBe('paragraph');
  });

  it('new columns from the editor are stored as simple_columns → simple_column → blocks', () => {
    harness = bindEditor(documentWith([paragraph('p1', 'x')]));
    harness.editor.insertBlocks(
      [
        {
          id: 'ncs',
          type: 'simpleColumns',
          children: [
            { type: 'simpleColumn', children: [{ type: 'paragraph', content: 'a' }] },
            { type: 'simpleColumn', children: [{ type: 'paragraph', content: 'b' }] },
          ],
        },
      ],
      'p1',
      'after',
    );
    expect(outline(harness.doc)).toEqual([
      'paragraph x',
      'simple_columns',
      '  simple_column',
      '    paragraph a',
      '  simple_column',
      '    paragraph b',
    ]);
    const columns = documentTree(harness.doc).children[1]?.children ?? [];
    expect(columns.map((column) => column.data)).toEqual([{}, {}]);
  });

  it('the slash menu’s Columns item turns an empty line into two columns, the cursor in the first (a line follows, as after any block without text)', () => {
    harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph' }]));
    const { editor, doc } = harness;
    editor.setTextCursorPosition('p1', 'start');
    slashMenuItems(editor, english)
      .find((item) => item.key === 'simple_columns')
      ?.onItemClick();
    expect(outline(doc)).toEqual([
      'simple_columns',
      '  simple_column',
      '    paragraph',
      '  simple_column',
      '    paragraph',
      'paragraph',
    ]);
    const firstLine = documentTree(doc).children[0]?.children[0]?.children[0];
    expect(editor.getTextCursorPosition().block.id).toBe(firstLine?.id);
    editor.insertInlineContent('typed');
    expect(outline(doc)[2]).toBe('    paragraph typed');
  });
});
