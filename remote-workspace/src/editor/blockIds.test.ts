import { documentTree, getBlock } from '@quire/shared/collab';
import { bindEditor, documentWith, type Harness } from './test/editorHarness';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

const appflowyId = /^[_\-0-9a-zA-Z]{8}$/;

describe('new blocks get AppFlowy ids (ENT-40)', () => {
  it('blocks inserted through the API or made by Enter have 8-character ids', () => {
    harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph', text: [{ insert: 'onetwo' }] }]));
    const { doc, editor } = harness;
    editor.insertBlocks(
      [{ type: 'heading', content: 'Title', children: [{ type: 'paragraph', content: 'under' }] }],
      'p1',
      'after',
    );
    // Enter at the end of a block (BlockNote's split command; its UniqueID plugin names the new block).
    editor.setTextCursorPosition('p1', 'end');
    editor._tiptapEditor.commands.keyboardShortcut('Enter');
    const ids: string[] = [];
    const walk = (node: ReturnType<typeof documentTree>) => {
      for (const child of node.children) {
        ids.push(child.id);
        walk(child);
      }
    };
    walk(documentTree(doc));
    expect(ids).toHaveLength(4);
    expect(ids[0]).toBe('p1');
    for (const id of ids.slice(1)) expect(id).toMatch(appflowyId);
    expect(new Set(ids).size).toBe(4);
    for (const block of editor.document) expect(getBlock(doc, block.id)).toBeDefined();
  });

  it('an editor opened on an empty document starts with an AppFlowy id', () => {
    harness = bindEditor(documentWith([]));
    const [first] = harness.editor.document;
    expect(first?.id).toMatch(appflowyId);
  });
});
