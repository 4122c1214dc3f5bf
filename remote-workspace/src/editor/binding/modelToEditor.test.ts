import {
  applyTextEdit,
  deleteBlock,
  formatText,
  insertBlock,
  moveBlock,
  pageId,
  setBlockType,
  textDelta,
  updateBlockData,
} from '@quire/shared/collab';
import * as Y from 'yjs';
import { bindEditor, documentWith, otherOrigin, outline, type Harness } from '../test/editorHarness';

const harnesses: Harness[] = [];
afterEach(() => {
  for (const harness of harnesses.splice(0)) harness.destroy();
});

function open(doc: Y.Doc): Harness {
  const harness = bindEditor(doc);
  harnesses.push(harness);
  return harness;
}

const paragraphs = (...texts: string[]) =>
  texts.map((text, index) => ({ id: `p${index + 1}`, ty: 'paragraph', text: [{ insert: text }] }));

/** The editor's document as `type text` lines, children indented. */
function editorOutline(harness: Harness): string[] {
  const lines: string[] = [];
  const walk = (blocks: Harness['editor']['document'], depth: number) => {
    for (const block of blocks) {
      const content = Array.isArray(block.content)
        ? block.content
            .map((item) =>
              item.type === 'text'
                ? item.text
                : item.type === 'link'
                  ? item.content.map((p) => p.text).join('')
                  : '$',
            )
            .join('')
        : '';
      lines.push(`${'  '.repeat(depth)}${block.type} ${content}`.trimEnd());
      walk(block.children, depth + 1);
    }
  };
  walk(harness.editor.document, 0);
  return lines;
}

describe('DocumentBinding: model to editor', () => {
  it('a text change from another origin becomes text steps: the caret maps through it', () => {
    const harness = open(documentWith(paragraphs('Hello world')));
    const { doc, editor } = harness;
    editor.setTextCursorPosition('p1', 'end');
    applyTextEdit(doc, 'p1', [{ insert: 'Oh, ' }], otherOrigin);
    formatText(doc, 'p1', { index: 4, length: 5 }, { bold: true }, otherOrigin);
    expect(editor.getBlock('p1')?.content).toEqual([
      { type: 'text', text: 'Oh, ', styles: {} },
      { type: 'text', text: 'Hello', styles: { bold: true } },
      { type: 'text', text: ' world', styles: {} },
    ]);
    // The caret stayed at the end of the line, after the inserted text.
    editor.insertInlineContent('!');
    expect(textDelta(doc, 'p1')).toEqual([
      { insert: 'Oh, ' },
      { insert: 'Hello', attributes: { bold: true } },
      { insert: ' world!' },
    ]);
  });

  it('blocks inserted, moved, retyped and deleted elsewhere appear in the editor; nothing echoes back', () => {
    const harness = open(documentWith(paragraphs('a', 'b', 'c')));
    const { doc } = harness;
    const page = pageId(doc);
    const echoes: unknown[] = [];
    doc.on('afterTransaction', (transaction: Y.Transaction) => {
      if (transaction.origin !== otherOrigin) echoes.push(transaction.origin);
    });
    insertBlock(
      doc,
      { id: 'h', ty: 'heading', data: { level: 2 }, text: [{ insert: 'Head' }] },
      { parentId: page, position: { index: 0 } },
      otherOrigin,
    );
    moveBlock(doc, 'p3', { parentId: 'p1' }, otherOrigin);
    setBlockType(doc, 'p2', 'todo_list', { checked: true }, otherOrigin);
    updateBlockData(doc, 'h', { level: 3 }, otherOrigin);
    deleteBlock(doc, 'p1', otherOrigin);
    insertBlock(doc, { id: 'x', ty: 'future_container', data: {} }, { parentId: page }, otherOrigin);
    expect(editorOutline(harness)).toEqual(['heading Head', 'checkListItem b', 'appflowyBlock']);
    expect(harness.editor.getBlock('h')?.props).toMatchObject({ level: 3 });
    expect(harness.editor.getBlock('p2')?.props).toMatchObject({ checked: true });
    expect(echoes).toEqual([]);
  });

  it('two documents editing the same paragraph converge, each keeping the other one’s typing', () => {
    const first = documentWith(paragraphs('shared line'));
    const second = new Y.Doc();
    Y.applyUpdate(second, Y.encodeStateAsUpdate(first));
    const a = open(first);
    const b = open(second);
    a.editor.setTextCursorPosition('p1', 'start');
    a.editor.insertInlineContent('A: ');
    b.editor.setTextCursorPosition('p1', 'end');
    b.editor.insertInlineContent(' (B)');
    Y.applyUpdate(second, Y.encodeStateAsUpdate(first, Y.encodeStateVector(second)), otherOrigin);
    Y.applyUpdate(first, Y.encodeStateAsUpdate(second, Y.encodeStateVector(first)), otherOrigin);
    expect(outline(first)).toEqual(['paragraph A: shared line (B)']);
    expect(outline(second)).toEqual(outline(first));
    expect(editorOutline(a)).toEqual(['paragraph A: shared line (B)']);
    expect(editorOutline(b)).toEqual(editorOutline(a));
  });

  it('undo reverts only this editor’s change, not one from another origin; redo brings it back', () => {
    const harness = open(documentWith(paragraphs('base')));
    const { doc, editor, binding } = harness;
    editor.setTextCursorPosition('p1', 'end');
    editor.insertInlineContent(' mine');
    binding.undoManager.stopCapturing();
    editor.insertBlocks([{ id: 'n', type: 'paragraph', content: 'new line' }], 'p1', 'after');
    applyTextEdit(doc, 'p1', [{ insert: 'theirs ' }], otherOrigin);
    editor.undo();
    expect(outline(doc)).toEqual(['paragraph theirs base mine']);
    expect(editorOutline(harness)).toEqual(['paragraph theirs base mine']);
    editor.undo();
    expect(outline(doc)).toEqual(['paragraph theirs base']);
    expect(editorOutline(harness)).toEqual(['paragraph theirs base']);
    editor.redo();
    expect(outline(doc)).toEqual(['paragraph theirs base mine']);
  });
});
