import { blockText, documentTree, getBlock, textDelta } from '@quire/shared/collab';
import { bindEditor, documentWith, outline, type Harness } from '../test/editorHarness';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

function open(...args: Parameters<typeof documentWith>): Harness {
  harness = bindEditor(documentWith(...args));
  return harness;
}

const paragraphs = (...texts: string[]) =>
  texts.map((text, index) => ({ id: `p${index + 1}`, ty: 'paragraph', text: [{ insert: text }] }));

describe('DocumentBinding: editor to model (ENT-36 ENT-37 ENT-39)', () => {
  it('typing into a paragraph writes its text, keeping the block id', () => {
    const { doc, editor } = open(paragraphs('Hello'));
    editor.setTextCursorPosition('p1', 'end');
    editor.insertInlineContent(' world');
    expect(outline(doc)).toEqual(['paragraph Hello world']);
    expect(documentTree(doc).children[0]?.id).toBe('p1');
  });

  it('bold, italic, links and colours become AppFlowy marks', () => {
    const { doc, editor } = open(paragraphs('plain'));
    editor.setTextCursorPosition('p1', 'end');
    editor.insertInlineContent([
      { type: 'text', text: ' bold', styles: { bold: true } },
      { type: 'text', text: ' red', styles: { italic: true, textColor: 'red' } },
      { type: 'link', href: 'https://example.com', content: ' link' },
    ]);
    expect(textDelta(doc, 'p1')).toEqual([
      { insert: 'plain' },
      { insert: ' bold', attributes: { bold: true } },
      { insert: ' red', attributes: { italic: true, font_color: '0xffdb3636' } },
      { insert: ' link', attributes: { href: 'https://example.com' } },
    ]);
  });

  it('formatting a selection retains the text and sets the mark on it alone', () => {
    const { doc, editor } = open(paragraphs('one two'));
    const edits: unknown[] = [];
    blockText(doc, 'p1')?.observe((event) => edits.push(event.delta));
    editor.updateBlock('p1', {
      content: [
        { type: 'text', text: 'one ', styles: {} },
        { type: 'text', text: 'two', styles: { bold: true, underline: true } },
      ],
    });
    expect(textDelta(doc, 'p1')).toEqual([
      { insert: 'one ' },
      { insert: 'two', attributes: { bold: true, underline: true } },
    ]);
    expect(edits).toEqual([[{ retain: 4 }, { retain: 3, attributes: { bold: true, underline: true } }]]);
  });

  it('inserting, retyping and deleting blocks writes the block model', () => {
    const { doc, editor } = open(paragraphs('first', 'second'));
    editor.insertBlocks(
      [
        { id: 'h1', type: 'heading', props: { level: 2 }, content: 'Title' },
        { id: 't1', type: 'checkListItem', props: { checked: true }, content: 'done' },
        { id: 'b1', type: 'bulletListItem', content: 'point' },
        { id: 'n1', type: 'numberedListItem', content: 'step' },
        { id: 'q1', type: 'quote', content: 'said' },
        { id: 'c1', type: 'codeBlock', props: { language: 'rust' }, content: 'fn main() {}' },
        { id: 'd1', type: 'divider' },
        { id: 'co', type: 'callout', props: { icon: '🔥' }, content: 'note' },
        { id: 'i1', type: 'image', props: { url: 'https://example.com/a.png' } },
        { id: 'tg', type: 'toggleListItem', content: 'fold' },
        { id: 'th', type: 'heading', props: { level: 3, isToggleable: true }, content: 'fold heading' },
      ],
      'p1',
      'after',
    );
    editor.removeBlocks(['p2']);
    editor.updateBlock('p1', { type: 'heading', props: { level: 1 } });
    expect(outline(doc)).toEqual([
      'heading first',
      'heading Title',
      'todo_list done',
      'bulleted_list point',
      'numbered_list step',
      'quote said',
      'code fn main() {}',
      'divider',
      'callout note',
      'image',
      'toggle_list fold',
      'toggle_list fold heading',
    ]);
    const data = (id: string) => getBlock(doc, id)?.data;
    expect(data('p1')).toEqual({ level: 1 });
    expect(data('h1')).toEqual({ level: 2 });
    expect(data('t1')).toEqual({ checked: true });
    expect(data('c1')).toEqual({ language: 'rust' });
    expect(data('co')).toEqual({ icon: '🔥' });
    expect(data('i1')).toEqual({ url: 'https://example.com/a.png', image_type: 2, align: 'left' });
    expect(data('th')).toEqual({ level: 3 });
    editor.updateBlock('t1', { props: { checked: false } });
    expect(data('t1')).toEqual({ checked: false });
  });

  it('EDT-11 EDT-12 / moving, indenting and lifting blocks moves them in the model, ids kept', () => {
    const { doc, editor } = open(paragraphs('a', 'b', 'c'));
    editor.setTextCursorPosition('p2');
    editor.nestBlock();
    expect(outline(doc)).toEqual(['paragraph a', '  paragraph b', 'paragraph c']);
    editor.setTextCursorPosition('p3');
    editor.moveBlocksUp();
    expect(outline(doc)).toEqual(['paragraph a', '  paragraph b', '  paragraph c']);
    editor.setTextCursorPosition('p2');
    editor.unnestBlock();
    expect(documentTree(doc).children.map((node) => node.id)).toEqual(['p1', 'p2']);
    expect(documentTree(doc).children[1]?.children.map((node) => node.id)).toEqual(['p3']);
  });

  it('an unknown block is shown as a placeholder and survives edits elsewhere byte for byte', () => {
    const unknown = { id: 'g1', ty: 'future_container', data: { column_widths: { a: 1 }, extra: [1, 2] } };
    const { doc, editor } = open([
      ...paragraphs('before'),
      {
        ...unknown,
        children: [{ id: 'u2', ty: 'future_block', data: { a: 1 }, text: [{ insert: 'kept' }] }],
      },
      { id: 'p9', ty: 'paragraph', text: [{ insert: 'after' }] },
    ]);
    const stored = () => JSON.stringify(documentTree(doc).children[1]);
    const before = stored();
    expect(editor.getBlock('g1')?.type).toBe('appflowyBlock');
    editor.setTextCursorPosition('p1', 'end');
    editor.insertInlineContent('!');
    editor.removeBlocks(['p9']);
    editor.insertBlocks([{ type: 'paragraph', content: 'new' }], 'g1', 'after');
    expect(stored()).toBe(before);
    expect(outline(doc)).toEqual([
      'paragraph before!',
      'future_container',
      '  future_block kept',
      'paragraph new',
    ]);
  });
});
