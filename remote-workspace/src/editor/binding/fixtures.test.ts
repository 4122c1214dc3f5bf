import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentTree, type BlockNode } from '@quire/shared/collab';
import * as Y from 'yjs';
import { placeholderType } from '../schema/placeholder';
import { bindEditor, type Harness } from '../test/editorHarness';

// The AppFlowy fixtures live beside the checkout (or where QUIRE_APPFLOWY_FIXTURES says); without them
// these tests are skipped, as shared's are.
const fixtureDir =
  process.env.QUIRE_APPFLOWY_FIXTURES ?? join(__dirname, '../../../../../shared/fixtures/appflowy');
const withFixtures = existsSync(fixtureDir) ? it : it.skip;

function fixture(file: string): Y.Doc {
  const parsed = JSON.parse(readFileSync(join(fixtureDir, file), 'utf8')) as {
    data: { doc_state: number[] };
  };
  const doc = new Y.Doc();
  Y.applyUpdate(doc, new Uint8Array(parsed.data.doc_state));
  return doc;
}

/** The ids the editor must show: every block down the tree, a placeholder standing for its subtree. */
function visibleIds(node: BlockNode, editable: ReadonlySet<string>, into: string[] = []): string[] {
  for (const child of node.children) {
    into.push(child.id);
    if (editable.has(child.ty)) visibleIds(child, editable, into);
  }
  return into;
}

const editableTypes = new Set([
  'paragraph',
  'heading',
  'todo_list',
  'bulleted_list',
  'numbered_list',
  'toggle_list',
  'quote',
  'callout',
  'code',
  'divider',
  'image',
  'video',
  'file',
  'math_equation',
  'link_preview',
  'outline',
  'sub_page',
  'grid',
  'board',
  'calendar',
]);

/** The editor type each of the fixture's non-text AppFlowy blocks loads as. */
const editorTypeOf: Record<string, string> = {
  image: 'image',
  math_equation: 'mathEquation',
  outline: 'outline',
  grid: 'databaseView',
  board: 'databaseView',
  calendar: 'databaseView',
};

function storedBlocks(doc: Y.Doc, types: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: BlockNode) => {
    if (types.includes(node.ty)) found.set(node.id, JSON.stringify({ ty: node.ty, data: node.data }));
    node.children.forEach(walk);
  };
  walk(documentTree(doc));
  return found;
}

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

describe('AppFlowy fixtures in the editor (ENT-36 ENT-39)', () => {
  for (const file of ['full_doc.json', 'simple_doc.json']) {
    withFixtures(
      `${file} opens without losing a block, writes nothing on open, and an edit changes one block`,
      () => {
        const doc = fixture(file);
        const before = documentTree(doc);
        const writes: unknown[] = [];
        doc.on('afterTransaction', (transaction: Y.Transaction) => writes.push(transaction.origin));
        harness = bindEditor(doc);
        const shown: string[] = [];
        harness.editor.forEachBlock((block) => {
          shown.push(block.id);
          return true;
        });
        expect(shown).toEqual(visibleIds(before, editableTypes));
        const unknown = before.children.filter((node) => !editableTypes.has(node.ty));
        for (const node of unknown) expect(harness.editor.getBlock(node.id)?.type).toBe(placeholderType);
        expect(writes).toEqual([]);

        const first = before.children.find((node) => node.ty === 'paragraph' && (node.text?.length ?? 0) > 0);
        if (first === undefined) throw new Error('the fixture has a paragraph with text');
        harness.editor.setTextCursorPosition(first.id, 'end');
        harness.editor.insertInlineContent('!');
        const after = documentTree(doc);
        const changed = after.children.filter(
          (node, index) => JSON.stringify(node) !== JSON.stringify(before.children[index]),
        );
        expect(changed.map((node) => node.id)).toEqual([first.id]);
        expect(after.children).toHaveLength(before.children.length);
      },
    );
  }

  withFixtures(
    'full_doc.json: image, math_equation, outline, grid, board and calendar load as editor blocks and survive load, edit and save byte for byte (ENT-36)',
    () => {
      const doc = fixture('full_doc.json');
      const types = Object.keys(editorTypeOf);
      const before = storedBlocks(doc, types);
      expect(new Set([...before.values()].map((entry) => (JSON.parse(entry) as { ty: string }).ty))).toEqual(
        new Set(types),
      );
      harness = bindEditor(doc);
      const { editor } = harness;
      for (const [id, entry] of before) {
        const { ty, data } = JSON.parse(entry) as { ty: string; data: Record<string, unknown> };
        const block = editor.getBlock(id);
        expect(block?.type).toBe(editorTypeOf[ty]);
        if (ty === 'math_equation') expect(block?.props).toEqual({ formula: data.formula });
        if (ty === 'outline') expect(block?.props).toEqual({ depth: data.depth });
        if (ty === 'image')
          expect(block?.props).toMatchObject({
            url: data.url,
            previewWidth: data.width,
            textAlignment: data.align,
          });
        if (block?.type === 'databaseView')
          expect(block.props).toEqual({ ty, viewId: data.view_id, parentId: data.parent_id });
      }

      // Edits around them: text typed, a block inserted after each, one of them moved to the top.
      const first = editor.document.find((block) => block.type === 'paragraph');
      if (first === undefined) throw new Error('the fixture has a paragraph');
      editor.setTextCursorPosition(first.id, 'end');
      editor.insertInlineContent('!');
      for (const id of before.keys())
        editor.insertBlocks([{ type: 'paragraph', content: 'next' }], id, 'after');
      const [moved] = [...before.keys()];
      const movedBlock = moved === undefined ? undefined : editor.getBlock(moved);
      const top = editor.document[0];
      if (movedBlock === undefined || top === undefined) throw new Error('the blocks are in the editor');
      editor.transact(() => {
        editor.removeBlocks([movedBlock.id]);
        editor.insertBlocks([movedBlock], top.id, 'before');
      });
      expect(documentTree(doc).children[0]?.id).toBe(movedBlock.id);
      expect(storedBlocks(doc, types)).toEqual(before);

      // Saved and opened again, they still load as the same blocks, with the same data.
      harness.destroy();
      const copy = new Y.Doc();
      Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
      harness = bindEditor(copy);
      for (const [id, entry] of before) {
        const { ty } = JSON.parse(entry) as { ty: string };
        expect(harness.editor.getBlock(id)?.type).toBe(editorTypeOf[ty]);
      }
      expect(storedBlocks(copy, types)).toEqual(before);
    },
  );
});
