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
]);

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
});
