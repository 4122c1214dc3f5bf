import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockTree, documentTree, insertBlock, pageId, type NewBlock } from '@quire/shared/collab';
import * as Y from 'yjs';
import { bindEditor, otherOrigin, type Harness } from '../test/editorHarness';

// As in fixtures.test.ts: the AppFlowy fixtures beside the checkout, skipped without them.
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

const text = (id: string, insert: string): NewBlock => ({ id, ty: 'paragraph', text: [{ insert }] });

// full_doc.json holds none of AppFlowy's newer layout blocks: they are added the way AppFlowy stores them
// (floats, index-keyed maps, keys this editor does not know), then the document is saved and opened again.
const layoutBlocks: NewBlock[] = [
  {
    id: 'tbl00001',
    ty: 'simple_table',
    data: {
      enable_header_row: true,
      enable_header_column: false,
      column_widths: { '0': 160.5, '1': 98.25 },
      column_colors: { '0': '0x1F2196F3' },
      row_aligns: { '1': 'center' },
      column_bold_attributes: {},
    },
    children: [
      {
        id: 'row00001',
        ty: 'simple_table_row',
        data: {},
        children: [
          { id: 'cel00011', ty: 'simple_table_cell', data: {}, children: [text('par00011', 'Name')] },
          { id: 'cel00012', ty: 'simple_table_cell', data: {}, children: [text('par00012', 'Role')] },
        ],
      },
      {
        id: 'row00002',
        ty: 'simple_table_row',
        data: { height: 44.0 },
        children: [
          { id: 'cel00021', ty: 'simple_table_cell', data: {}, children: [text('par00021', 'Ada')] },
          {
            id: 'cel00022',
            ty: 'simple_table_cell',
            data: {},
            children: [text('par00022', 'Engineer'), text('par00023', 'second line')],
          },
        ],
      },
    ],
  },
  {
    id: 'col00000',
    ty: 'simple_columns',
    data: {},
    children: [
      {
        id: 'col00001',
        ty: 'simple_column',
        data: { ratio: 0.35, width: 240.0 },
        children: [text('cpa00001', 'L')],
      },
      { id: 'col00002', ty: 'simple_column', data: { ratio: 0.65 }, children: [text('cpa00002', 'R')] },
    ],
  },
  {
    id: 'gal00001',
    ty: 'multi_image',
    data: {
      images: [
        { url: 'https://images.test/one.jpg', type: 2 },
        { url: 'http://localhost:8000/api/file_storage/w/v1/blob/v/two.png', type: 1 },
      ],
      layout: 0,
    },
  },
];

const editorTypes: Record<string, string> = {
  DrzDoS: 'image',
  tbl00001: 'table',
  col00000: 'simpleColumns',
  col00001: 'simpleColumn',
  cpa00001: 'paragraph',
  gal00001: 'gallery',
};

/** Each block's stored subtree (ids, types, data, texts) as JSON. */
function subtrees(doc: Y.Doc): Map<string, string> {
  return new Map(Object.keys(editorTypes).map((id) => [id, JSON.stringify(blockTree(doc, id))]));
}

function reopened(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
}

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

describe('AppFlowy layout blocks around full_doc.json (ENT-39 image simple_table simple_columns multi_image)', () => {
  withFixtures(
    'load as editor blocks, write nothing on open, and survive edits around them byte for byte',
    () => {
      const source = fixture('full_doc.json');
      const page = pageId(source);
      for (const block of layoutBlocks)
        insertBlock(source, block, { parentId: page, position: { index: 1 } }, otherOrigin);
      const doc = reopened(source);
      const before = subtrees(doc);
      for (const id of Object.keys(editorTypes)) expect(blockTree(doc, id)).toBeDefined();

      const writes: unknown[] = [];
      doc.on('afterTransaction', (transaction: Y.Transaction) => writes.push(transaction.origin));
      harness = bindEditor(doc);
      const { editor } = harness;
      for (const [id, type] of Object.entries(editorTypes)) expect(editor.getBlock(id)?.type).toBe(type);
      expect(writes).toEqual([]);

      // Edits around them: text typed elsewhere, a line inserted after each, the table moved to the top.
      const first = documentTree(doc).children.find(
        (node) => node.ty === 'paragraph' && (node.text?.length ?? 0) > 0,
      );
      if (first === undefined) throw new Error('the fixture has a paragraph with text');
      editor.setTextCursorPosition(first.id, 'end');
      editor.insertInlineContent('!');
      for (const id of ['DrzDoS', 'tbl00001', 'col00000', 'gal00001'])
        editor.insertBlocks([{ type: 'paragraph', content: 'next' }], id, 'after');
      const table = editor.getBlock('tbl00001');
      const top = editor.document[0];
      if (table === undefined || top === undefined) throw new Error('the table is shown');
      editor.transact(() => {
        editor.removeBlocks([table.id]);
        editor.insertBlocks([table], top.id, 'before');
      });
      expect(documentTree(doc).children[0]?.id).toBe('tbl00001');
      expect(subtrees(doc)).toEqual(before);

      // Saved and opened again: the same blocks, the same bytes.
      harness.destroy();
      const copy = reopened(doc);
      harness = bindEditor(copy);
      for (const [id, type] of Object.entries(editorTypes))
        expect(harness.editor.getBlock(id)?.type).toBe(type);
      expect(subtrees(copy)).toEqual(before);
    },
  );
});
