/**
 * @jest-environment node
 */
import * as Y from 'yjs';
import { deleteBlock, insertBlock, moveBlock, setBlockType, updateBlockData } from './blocks.js';
import { documentParts } from './parts.js';
import { blockText, childIds, getBlock, pageId, textDelta } from './read.js';
import { buildDocument, origin, outline } from './test-utils/documents.js';
import { documentTree } from './tree.js';

describe('insertBlock', () => {
  it("ENT-37 / ENT-40 / ENT-41 / a new block has AppFlowy's keys, an 8-character id and 21-character text and children ids", () => {
    const { doc } = buildDocument([]);
    const id = insertBlock(
      doc,
      { ty: 'paragraph', data: { align: 'center' } },
      { parentId: pageId(doc) },
      origin,
    );
    expect(id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    const stored = (documentParts(doc).blocks.get(id) as Y.Map<unknown>).toJSON();
    expect(Object.keys(stored).sort()).toEqual([
      'children',
      'data',
      'external_id',
      'external_type',
      'id',
      'parent',
      'ty',
    ]);
    expect(stored).toMatchObject({
      id,
      ty: 'paragraph',
      parent: pageId(doc),
      data: '{"align":"center"}',
      external_type: 'text',
    });
    expect(stored.children).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(stored.external_id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(blockText(doc, id)?.toJSON()).toBe('');
  });

  it('places a block after a sibling, before one, at an index, or last; with initial text and children', () => {
    const { doc, ids } = buildDocument([
      { key: 'a', ty: 'paragraph', text: 'a' },
      { key: 'c', ty: 'paragraph', text: 'c' },
    ]);
    const page = pageId(doc);
    insertBlock(
      doc,
      { ty: 'paragraph', text: [{ insert: 'b' }] },
      { parentId: page, position: { after: ids.a ?? '' } },
      origin,
    );
    insertBlock(
      doc,
      { ty: 'paragraph', text: [{ insert: 'start' }] },
      { parentId: page, position: { index: 0 } },
      origin,
    );
    insertBlock(
      doc,
      { ty: 'paragraph', text: [{ insert: 'bc' }] },
      { parentId: page, position: { before: ids.c ?? '' } },
      origin,
    );
    insertBlock(
      doc,
      {
        ty: 'bulleted_list',
        text: [{ insert: 'end', attributes: { bold: true } }],
        children: [{ ty: 'divider' }],
      },
      { parentId: page },
      origin,
    );
    expect(outline(doc)).toEqual([
      'paragraph start',
      'paragraph a',
      'paragraph b',
      'paragraph bc',
      'paragraph c',
      'bulleted_list end',
      '  divider',
    ]);
    const last = childIds(doc, page).at(-1) ?? '';
    expect(textDelta(doc, last)).toEqual([{ insert: 'end', attributes: { bold: true } }]);
  });

  it('a block type without text (divider, image, unknown) gets no text unless given one', () => {
    const { doc } = buildDocument([]);
    const divider = insertBlock(doc, { ty: 'divider' }, { parentId: pageId(doc) }, origin);
    const custom = insertBlock(
      doc,
      { ty: 'future_block', text: [{ insert: 'x' }] },
      { parentId: pageId(doc) },
      origin,
    );
    expect(getBlock(doc, divider)).toMatchObject({ externalId: null, externalType: null });
    expect(textDelta(doc, divider)).toBeNull();
    expect(textDelta(doc, custom)).toEqual([{ insert: 'x' }]);
  });

  it("refuses a missing parent with 'Parent block not found', and writes nothing", () => {
    const { doc } = buildDocument([]);
    const before = Y.encodeStateVector(doc);
    expect(() => insertBlock(doc, { ty: 'paragraph' }, { parentId: 'nowhere' }, origin)).toThrow(
      'Parent block not found',
    );
    expect(Y.encodeStateVector(doc)).toEqual(before);
  });

  it("EDT-16 / writes to a doc without a document reject with 'Document not found'", () => {
    const doc = new Y.Doc();
    expect(() => insertBlock(doc, { ty: 'paragraph' }, { parentId: 'x' }, origin)).toThrow(
      'Document not found',
    );
    expect(() => {
      deleteBlock(doc, 'x', origin);
    }).toThrow('Document not found');
    expect(() => {
      updateBlockData(doc, 'x', {}, origin);
    }).toThrow('Document not found');
  });
});

describe('deleteBlock', () => {
  it('removes the block, its subtree, and their texts and children lists', () => {
    const { doc, ids } = buildDocument([
      {
        key: 'a',
        ty: 'bulleted_list',
        text: 'a',
        children: [{ ty: 'paragraph', text: 'x', children: [{ ty: 'paragraph', text: 'y' }] }],
      },
      { ty: 'paragraph', text: 'keep' },
    ]);
    const parts = documentParts(doc);
    const sizes = () => [parts.blocks.size, parts.childrenMap.size, parts.textMap.size];
    expect(sizes()).toEqual([5, 5, 4]);
    deleteBlock(doc, ids.a ?? '', origin);
    expect(sizes()).toEqual([2, 2, 1]);
    expect(outline(doc)).toEqual(['paragraph keep']);
  });

  it('refuses to delete the page block', () => {
    const { doc } = buildDocument([]);
    expect(() => {
      deleteBlock(doc, pageId(doc), origin);
    }).toThrow('page block');
  });
});

describe('moveBlock', () => {
  it('moves a block with its subtree, keeping ids and texts', () => {
    const { doc, ids } = buildDocument([
      { key: 'a', ty: 'paragraph', text: 'a', children: [{ key: 'x', ty: 'paragraph', text: 'x' }] },
      { key: 'b', ty: 'toggle_list', text: 'b', children: [{ ty: 'paragraph', text: 'b1' }] },
    ]);
    const text = blockText(doc, ids.a ?? '');
    moveBlock(doc, ids.a ?? '', { parentId: ids.b ?? '', position: { index: 1 } }, origin);
    expect(outline(doc)).toEqual(['toggle_list b', '  paragraph b1', '  paragraph a', '    paragraph x']);
    expect(blockText(doc, ids.a ?? '')).toBe(text);
    moveBlock(doc, ids.a ?? '', { parentId: pageId(doc), position: { index: 0 } }, origin);
    expect(outline(doc)[0]).toBe('paragraph a');
  });

  it('reorders within one parent; an index counts the siblings without the moved block', () => {
    const { doc, ids } = buildDocument([
      { key: 'a', ty: 'paragraph', text: 'a' },
      { ty: 'paragraph', text: 'b' },
      { ty: 'paragraph', text: 'c' },
    ]);
    moveBlock(doc, ids.a ?? '', { parentId: pageId(doc), position: { index: 1 } }, origin);
    expect(outline(doc)).toEqual(['paragraph b', 'paragraph a', 'paragraph c']);
  });

  it('refuses to move a block into its own subtree', () => {
    const { doc, ids } = buildDocument([
      { key: 'a', ty: 'paragraph', text: 'a', children: [{ key: 'x', ty: 'paragraph' }] },
    ]);
    expect(() => {
      moveBlock(doc, ids.a ?? '', { parentId: ids.x ?? '' }, origin);
    }).toThrow('into itself');
    expect(outline(doc)).toEqual(['paragraph a', '  paragraph']);
  });
});

describe('updateBlockData', () => {
  it('sets the given keys and keeps every other key, known or unknown; undefined removes a key', () => {
    const { doc, ids } = buildDocument([
      {
        key: 'a',
        ty: 'todo_list',
        data: { checked: false, bgColor: '0xffe8e0ff', custom: { nested: [1] } },
        text: 'a',
      },
    ]);
    updateBlockData(doc, ids.a ?? '', { checked: true, bgColor: undefined }, origin);
    expect(getBlock(doc, ids.a ?? '')?.data).toEqual({ checked: true, custom: { nested: [1] } });
  });

  it('writes nothing when the data does not change', () => {
    const { doc, ids } = buildDocument([{ key: 'a', ty: 'heading', data: { level: 2 }, text: 'a' }]);
    const before = Y.encodeStateVector(doc);
    updateBlockData(doc, ids.a ?? '', { level: 2 }, origin);
    expect(Y.encodeStateVector(doc)).toEqual(before);
  });
});

describe('setBlockType', () => {
  it("changes the type in place, drops the old type's own keys and keeps the rest", () => {
    const { doc, ids } = buildDocument([
      { key: 'a', ty: 'heading', data: { level: 2, font_color: 'red', x: 1 }, text: 'a' },
    ]);
    const text = blockText(doc, ids.a ?? '');
    setBlockType(doc, ids.a ?? '', 'todo_list', { checked: true }, origin);
    expect(getBlock(doc, ids.a ?? '')).toMatchObject({
      ty: 'todo_list',
      data: { font_color: 'red', x: 1, checked: true },
    });
    expect(blockText(doc, ids.a ?? '')).toBe(text);
  });

  it('a type that cannot hold children (heading) hands them to its parent, right after it', () => {
    const { doc, ids } = buildDocument([
      {
        key: 'a',
        ty: 'paragraph',
        text: 'a',
        children: [
          { ty: 'paragraph', text: 'x' },
          { ty: 'paragraph', text: 'y' },
        ],
      },
      { ty: 'paragraph', text: 'b' },
    ]);
    setBlockType(doc, ids.a ?? '', 'heading', { level: 1 }, origin);
    expect(outline(doc)).toEqual(['heading a', 'paragraph x', 'paragraph y', 'paragraph b']);
  });

  it('a block without text turned into a text type gets one', () => {
    const { doc } = buildDocument([]);
    const id = insertBlock(doc, { ty: 'divider' }, { parentId: pageId(doc) }, origin);
    setBlockType(doc, id, 'paragraph', {}, origin);
    expect(blockText(doc, id)?.toJSON()).toBe('');
  });
});

describe('unknown block types', () => {
  it('are read as they are, moved and kept untouched by edits around them', () => {
    const { doc, ids } = buildDocument([
      {
        key: 'u',
        ty: 'ai_meeting',
        data: { summary: 'keep me', n: 3 },
        children: [{ ty: 'paragraph', text: 'inside' }],
      },
      { key: 'p', ty: 'paragraph', text: 'p' },
    ]);
    const stored = () => (documentParts(doc).blocks.get(ids.u ?? '') as Y.Map<unknown>).toJSON();
    const before = stored();
    insertBlock(doc, { ty: 'paragraph' }, { parentId: pageId(doc), position: { index: 0 } }, origin);
    moveBlock(doc, ids.p ?? '', { parentId: pageId(doc), position: { index: 0 } }, origin);
    expect(stored()).toEqual(before);
    expect(documentTree(doc).children[2]).toMatchObject({
      ty: 'ai_meeting',
      data: { summary: 'keep me', n: 3 },
      children: [{ ty: 'paragraph', text: [{ insert: 'inside' }] }],
    });
    setBlockType(doc, ids.p ?? '', 'another_unknown', {}, origin);
    expect(getBlock(doc, ids.p ?? '')?.ty).toBe('another_unknown');
  });
});
