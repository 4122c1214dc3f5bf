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

  const handleOf = (h: Harness, id: string) => {
    const handle = h.editor.domElement?.querySelector<HTMLElement>(
      `.bn-block-outer[data-id="${id}"] > .bn-block > .bn-block-content .quire-column-resize`,
    );
    if (handle === null || handle === undefined) throw new Error(`column ${id} has a resize handle`);
    return handle;
  };
  const ratios = (h: Harness) => [getBlock(h.doc, 'c1')?.data.ratio, getBlock(h.doc, 'c2')?.data.ratio];
  const key = (handle: HTMLElement, name: string) =>
    handle.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

  it('ENT-39 EDT-14 (issue 9, column resize): the handle’s arrow keys move the boundary by 5 % of the pair, stored as AppFlowy’s ratio; undone in one step; other keys kept', () => {
    const h = openColumns();
    const handle = handleOf(h, 'c1');
    expect(handle.getAttribute('role')).toBe('separator');
    expect(handle.tabIndex).toBe(0);
    handle.focus();
    expect(handle.getAttribute('aria-valuenow')).toBe('30');
    key(handle, 'ArrowRight');
    expect(ratios(h)).toEqual([0.35, 0.65]);
    expect(getBlock(h.doc, 'c1')?.data.width).toBe(120);
    // The column is drawn anew: the focus follows to its new handle, so the next key goes on resizing.
    expect(document.activeElement).toBe(handleOf(h, 'c1'));
    expect(handleOf(h, 'c1').getAttribute('aria-valuenow')).toBe('35');
    h.binding.undoManager.stopCapturing();
    key(document.activeElement as HTMLElement, 'ArrowLeft');
    key(document.activeElement as HTMLElement, 'ArrowLeft');
    expect(ratios(h)).toEqual([0.25, 0.75]);
    h.binding.undoManager.stopCapturing();
    h.binding.undo();
    expect(ratios(h)).toEqual([0.35, 0.65]);
    // The row is laid out by the new ratios.
    expect(document.getElementById('quire-column-shares')?.textContent).toContain("[data-ratio='0.35']");
  });

  it('ENT-39 (issue 9, column resize): neither column of a pair goes below 10 %; columns stored without a ratio get equal shares first', () => {
    harness = bindEditor(
      documentWith([
        {
          id: 'cs',
          ty: 'simple_columns',
          data: {},
          children: ['a', 'b', 'c'].map((id) => ({
            id,
            ty: 'simple_column',
            data: {},
            children: [paragraph(`p${id}`, id)],
          })),
        },
      ]),
    );
    const h = harness;
    const third = Math.round(10_000 / 3) / 10_000;
    key(handleOf(h, 'b'), 'ArrowRight');
    expect(['a', 'b', 'c'].map((id) => getBlock(h.doc, id)?.data.ratio)).toEqual([
      third,
      Math.round((third + 0.05 * 2 * third) * 10_000) / 10_000,
      expect.closeTo(third - 0.1 * third, 4),
    ]);
    for (let press = 0; press < 30; press++) key(handleOf(h, 'a'), 'ArrowLeft');
    const a = Number(getBlock(h.doc, 'a')?.data.ratio);
    const b = Number(getBlock(h.doc, 'b')?.data.ratio);
    expect(a / (a + b)).toBeCloseTo(0.1, 3);
    // The last column has no pair to resize: its keys change nothing.
    const before = JSON.stringify(getBlock(h.doc, 'c')?.data);
    key(handleOf(h, 'c'), 'ArrowLeft');
    expect(JSON.stringify(getBlock(h.doc, 'c')?.data)).toBe(before);
  });

  it('ENT-39 (issue 9, column resize): dragging previews the widths without writing, and stores the ratios once on release', () => {
    const h = openColumns();
    const widths: Record<string, number> = { c1: 300, c2: 700 };
    for (const id of ['c1', 'c2']) {
      const outer = h.editor.domElement?.querySelector<HTMLElement>(`.bn-block-outer[data-id="${id}"]`);
      if (outer === null || outer === undefined) throw new Error('column shown');
      outer.getBoundingClientRect = () => ({ width: widths[id] ?? 0 }) as DOMRect;
    }
    const updates: unknown[] = [];
    h.doc.on('update', (update: Uint8Array) => updates.push(update));
    const handle = handleOf(h, 'c1');
    handle.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0, clientX: 300 }));
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 400 }));
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 500 }));
    expect(updates).toHaveLength(0);
    expect(document.getElementById('quire-column-resize-preview')?.textContent).toContain(
      '[data-id="c1"] { flex: 0.5 1 0; }',
    );
    window.dispatchEvent(new MouseEvent('pointerup', { clientX: 500 }));
    expect(ratios(h)).toEqual([0.5, 0.5]);
    expect(updates).toHaveLength(1);
    expect(document.getElementById('quire-column-resize-preview')).toBeNull();
  });
});
