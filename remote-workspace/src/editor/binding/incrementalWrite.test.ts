import { childIds, documentTree, getBlock } from '@quire/shared/collab';
import { bindEditor, documentWith, outline, paragraph, type Harness } from '../test/editorHarness';

// The real reader, counted: a keystroke must not read children lists the editor did not change.
jest.mock('@quire/shared/collab', () => {
  const actual = jest.requireActual<typeof import('@quire/shared/collab')>('@quire/shared/collab');
  return { ...actual, childIds: jest.fn(actual.childIds) };
});

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

function open() {
  const blocks = Array.from({ length: 40 }, (_, index) => paragraph(`p${index}`, `line ${index}`));
  blocks.splice(
    20,
    0,
    paragraph('b1', 'list', [paragraph('c1', 'one', [paragraph('d1', 'deep')]), paragraph('c2', 'two')]),
  );
  harness = bindEditor(documentWith(blocks));
  jest.mocked(childIds).mockClear();
  return harness;
}

describe('DocumentBinding: only what the editor changed is written (issue 9)', () => {
  it('typing in a long document reads no children list, and writes the text', () => {
    const { doc, editor } = open();
    editor.setTextCursorPosition('p30', 'end');
    editor.insertInlineContent('!');
    editor.setTextCursorPosition('c2', 'end');
    editor.insertInlineContent('?');
    expect(jest.mocked(childIds)).not.toHaveBeenCalled();
    expect(outline(doc)).toContain('paragraph line 30!');
    expect(outline(doc)).toContain('  paragraph two?');
  });

  it('a nested block deleted with its subtree leaves the model, the rest in place', () => {
    const { doc, editor } = open();
    editor.removeBlocks(['c1']);
    expect(getBlock(doc, 'c1')).toBeUndefined();
    expect(getBlock(doc, 'd1')).toBeUndefined();
    const list = documentTree(doc).children[20];
    expect(list?.id).toBe('b1');
    expect(list?.children.map((node) => node.id)).toEqual(['c2']);
    expect(documentTree(doc).children).toHaveLength(41);
  });

  it('a block moved out of a deleted one is kept, its id too', () => {
    const { doc, editor } = open();
    editor.setTextCursorPosition('d1');
    editor.unnestBlock();
    editor.removeBlocks(['c1']);
    expect(getBlock(doc, 'c1')).toBeUndefined();
    expect(documentTree(doc).children[20]?.children.map((node) => node.id)).toEqual(['d1', 'c2']);
    editor.setTextCursorPosition('p30', 'end');
    editor.insertInlineContent('!');
    expect(outline(doc)).toContain('paragraph line 30!');
    expect(getBlock(doc, 'd1')?.parent).toBe('b1');
  });
});
