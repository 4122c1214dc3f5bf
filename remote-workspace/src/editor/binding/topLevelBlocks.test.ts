import * as BlockNote from '@blocknote/core';
import { bindEditor, documentWith, paragraph, type Harness } from '../test/editorHarness';
import { TopLevelBlocks } from './topLevelBlocks';

// The real converter, counted: a read after a keystroke converts the one block that changed.
jest.mock('@blocknote/core', () => {
  const actual = jest.requireActual<typeof import('@blocknote/core')>('@blocknote/core');
  return { ...actual, nodeToBlock: jest.fn(actual.nodeToBlock) };
});

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

function open() {
  const blocks = Array.from({ length: 30 }, (_, index) => paragraph(`p${index}`, `line ${index}`));
  blocks.splice(10, 0, paragraph('b1', 'list', [paragraph('c1', 'one')]));
  harness = bindEditor(documentWith(blocks));
  const top = new TopLevelBlocks(harness.editor);
  // The first read converts every top-level block, as `editor.document` does.
  expect(top.read()).toEqual(harness.editor.document);
  jest.mocked(BlockNote.nodeToBlock).mockClear();
  return { editor: harness.editor, top };
}

describe('TopLevelBlocks: the editor document, read again only where it changed (issue 9)', () => {
  it('an unchanged document is the same list, unconverted', () => {
    const { top } = open();
    const first = top.read();
    expect(top.read()).toBe(first);
    expect(BlockNote.nodeToBlock).not.toHaveBeenCalled();
  });

  it('typing converts the one block, the others kept as they were', () => {
    const { editor, top } = open();
    const before = top.read();
    editor.setTextCursorPosition('p20', 'end');
    editor.insertInlineContent('!');
    // (The binding read the editor too, through its own reader.)
    jest.mocked(BlockNote.nodeToBlock).mockClear();
    const after = top.read();
    expect(BlockNote.nodeToBlock).toHaveBeenCalledTimes(1);
    expect(after).toEqual(editor.document);
    expect(after.filter((block, index) => block !== before[index]).map((block) => block.id)).toEqual(['p20']);
  });

  it('a nested change converts its top-level block; inserted, removed and moved blocks read as the editor has them', () => {
    const { editor, top } = open();
    editor.setTextCursorPosition('c1', 'end');
    editor.insertInlineContent('?');
    expect(top.read()).toEqual(editor.document);
    editor.insertBlocks([{ id: 'n1', type: 'paragraph', content: 'new' }], 'p3', 'after');
    expect(top.read()).toEqual(editor.document);
    editor.removeBlocks(['p0', 'p29']);
    expect(top.read()).toEqual(editor.document);
    editor.setTextCursorPosition('p5');
    editor.moveBlocksDown();
    expect(top.read()).toEqual(editor.document);
    editor.replaceBlocks(
      editor.document.map((block) => block.id),
      [{ id: 'only', type: 'paragraph', content: 'all gone' }],
    );
    expect(top.read()).toEqual(editor.document);
    expect(top.read().map((block) => block.id)).toEqual(['only']);
  });
});
