/**
 * @jest-environment node
 */
import * as Y from 'yjs';
import { emptyDocument } from '../document.js';
import { decodeDoc } from '../yjs.js';
import { levelOf, isCollapsed, isChecked, parseBlockData } from './data.js';
import { readBoolean, readNumber, toPlainJson } from './numbers.js';
import { documentParts, hasDocument } from './parts.js';
import { blockMap, childIds, getBlock, pageId, readText, storedChildren } from './read.js';
import { buildDocument, origin } from './test-utils/documents.js';
import { documentTree } from './tree.js';
import { insertBlock } from './blocks.js';

describe('reading numbers and flags', () => {
  it('number, bigint and numeric string all read as numbers; anything else as absent', () => {
    expect([readNumber(2), readNumber(2n), readNumber('2'), readNumber(' 1.5 ')]).toEqual([2, 2, 2, 1.5]);
    expect([readNumber(''), readNumber('x'), readNumber(null), readNumber(Number.NaN)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([
      readBoolean(true),
      readBoolean('true'),
      readBoolean('false'),
      readBoolean(1n),
      readBoolean(0),
    ]).toEqual([true, true, false, true, false]);
    expect(toPlainJson({ a: [1n, { b: 2n }] })).toEqual({ a: [1, { b: 2 }] });
  });

  it('block data levels and flags read from number, bigint or string', () => {
    expect([
      levelOf({ level: 2 }),
      levelOf({ level: 2n }),
      levelOf({ level: '2' }),
      levelOf({ level: null }),
    ]).toEqual([2, 2, 2, undefined]);
    expect([isCollapsed({ collapsed: 'true' }), isChecked({ checked: 1n }), isChecked({})]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('block data stored as a JSON string, a Y.Map or an object (bigints kept) parses; junk reads as empty', () => {
    expect(parseBlockData('{"level":1}')).toEqual({ level: 1 });
    expect(parseBlockData('not json')).toEqual({});
    expect(parseBlockData('')).toEqual({});
    expect(parseBlockData({ level: 3n })).toEqual({ level: 3n });
    const doc = new Y.Doc();
    const map = doc.getMap('m');
    map.set('level', 3n);
    expect(levelOf(parseBlockData(map))).toBe(3);
  });

  it('a heading whose level a Rust writer left as a BigInt (data as a map) reads and renders as a number', () => {
    const { doc } = buildDocument([]);
    const id = insertBlock(
      doc,
      { ty: 'heading', text: [{ insert: 'H' }] },
      { parentId: pageId(doc) },
      origin,
    );
    const data = new Y.Map<unknown>();
    blockMap(documentParts(doc), id)?.set('data', data);
    data.set('level', 2n);
    expect(levelOf(getBlock(doc, id)?.data ?? {})).toBe(2);
    expect(documentTree(doc).children[0]?.data).toEqual({ level: 2 });
  });
});

describe('reading a document', () => {
  it('ENT-36 / the empty document: page id, page block and one empty paragraph; ENT-40 / ENT-41 id lengths', () => {
    const doc = decodeDoc(emptyDocument());
    expect(hasDocument(doc)).toBe(true);
    const page = getBlock(doc, pageId(doc));
    expect(page).toMatchObject({ ty: 'page', parent: '', data: {}, externalId: null });
    expect(page?.id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(page?.childrenId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    const [paragraphId] = childIds(doc, pageId(doc));
    const paragraph = getBlock(doc, paragraphId ?? '');
    expect(paragraph?.id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(paragraph?.externalId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(documentTree(doc)).toEqual({
      id: pageId(doc),
      ty: 'page',
      data: {},
      text: null,
      children: [{ id: paragraphId, ty: 'paragraph', data: {}, text: [], children: [] }],
    });
  });

  it('ENT-35 / meta holds children_map (children lists) and text_map (texts); a block without one reads its data.delta', () => {
    const doc = decodeDoc(emptyDocument());
    const document = doc.getMap('data').get('document') as Y.Map<unknown>;
    const meta = document.get('meta') as Y.Map<unknown>;
    expect([...meta.keys()].sort()).toEqual(['children_map', 'text_map']);
    const childrenMap = meta.get('children_map') as Y.Map<unknown>;
    const textMap = meta.get('text_map') as Y.Map<unknown>;
    const page = getBlock(doc, pageId(doc));
    const [paragraphId = ''] = childIds(doc, pageId(doc));
    expect((childrenMap.get(page?.childrenId ?? '') as Y.Array<string>).toArray()).toEqual([paragraphId]);
    const paragraph = getBlock(doc, paragraphId);
    expect(paragraph?.externalType).toBe('text');
    expect(textMap.get(paragraph?.externalId ?? '')).toBeInstanceOf(Y.Text);
    // Older AppFlowy versions kept a block's text as `delta` in its data, with no entry in text_map.
    const parts = documentParts(doc);
    (parts.blocks.get(paragraphId) as Y.Map<unknown>).set(
      'data',
      JSON.stringify({ delta: [{ insert: 'kept', attributes: { bold: true } }] }),
    );
    textMap.delete(paragraph?.externalId ?? '');
    const legacy = getBlock(doc, paragraphId);
    expect(legacy && readText(parts, legacy)).toEqual([{ insert: 'kept', attributes: { bold: true } }]);
  });

  it('a doc without a document is told apart', () => {
    expect(hasDocument(new Y.Doc())).toBe(false);
    expect(() => documentTree(new Y.Doc())).toThrow('Document not found');
  });

  it('a child listed twice (two peers moved it to different parents) shows once, under its parent', () => {
    const { doc, ids } = buildDocument([
      { key: 'a', ty: 'paragraph', text: 'a' },
      { key: 'b', ty: 'paragraph', text: 'b', children: [{ key: 'x', ty: 'paragraph', text: 'x' }] },
    ]);
    const parts = documentParts(doc);
    storedChildren(parts, getBlock(doc, ids.a ?? '')?.childrenId ?? '')?.push([ids.x, ids.x]);
    expect(childIds(doc, ids.a ?? '')).toEqual([]);
    expect(childIds(doc, ids.b ?? '')).toEqual([ids.x]);
  });
});
