/**
 * @jest-environment node
 */
import { documentParts } from '../parts.js';
import { blockMap, childIds, getBlock, storedChildren } from '../read.js';
import { buildDocument, origin, outline } from '../test-utils/documents.js';
import { indentBlock, liftBlock } from './indent.js';

describe('indent', () => {
  it('EDT-11 / indent moves a block, with its children, to the end of its previous sibling', () => {
    const { doc, ids } = buildDocument([
      { key: 'a', ty: 'bulleted_list', text: 'a', children: [{ ty: 'paragraph', text: 'a1' }] },
      { key: 'b', ty: 'bulleted_list', text: 'b', children: [{ ty: 'paragraph', text: 'b1' }] },
      { ty: 'paragraph', text: 'c' },
    ]);
    expect(indentBlock(doc, ids.b ?? '', origin)).toEqual({ ok: true, blockId: ids.b });
    expect(outline(doc)).toEqual([
      'bulleted_list a',
      '  paragraph a1',
      '  bulleted_list b',
      '    paragraph b1',
      'paragraph c',
    ]);
    expect(getBlock(doc, ids.b ?? '')?.parent).toBe(ids.a);
  });

  it('VAL-04 / indent of a first child is refused with a warning and changes nothing', () => {
    const { doc, ids } = buildDocument([
      { key: 'a', ty: 'paragraph', text: 'a' },
      { ty: 'paragraph', text: 'b' },
    ]);
    const before = outline(doc);
    const result = indentBlock(doc, ids.a ?? '', origin);
    expect(result).toMatchObject({ ok: false, reason: 'first-child' });
    expect(result.ok ? '' : result.warning).toMatch(/first child/);
    expect(outline(doc)).toEqual(before);
  });

  it('VAL-03 / indent is refused when the parent is missing', () => {
    const { doc, ids } = buildDocument([
      { ty: 'paragraph', text: 'a' },
      { key: 'b', ty: 'paragraph', text: 'b' },
    ]);
    blockMap(documentParts(doc), ids.b ?? '')?.set('parent', 'gone');
    expect(indentBlock(doc, ids.b ?? '', origin)).toMatchObject({ ok: false, reason: 'parent-missing' });
  });

  it('VAL-05 / indent is refused when the previous sibling is missing', () => {
    const { doc, ids } = buildDocument([
      { key: 'a', ty: 'paragraph', text: 'a' },
      { key: 'b', ty: 'paragraph', text: 'b' },
    ]);
    // A list entry whose block is gone (a concurrent delete of the block alone) sits before b.
    documentParts(doc).blocks.delete(ids.a ?? '');
    expect(indentBlock(doc, ids.b ?? '', origin)).toMatchObject({
      ok: false,
      reason: 'previous-sibling-missing',
    });
  });

  it('EDT-11 / indent under a block that nests nothing (a heading, a divider) is refused, as in AppFlowy', () => {
    const { doc, ids } = buildDocument([
      { ty: 'heading', data: { level: 1 }, text: 'h' },
      { key: 'b', ty: 'paragraph', text: 'b' },
      { ty: 'divider' },
      { key: 'd', ty: 'paragraph', text: 'd' },
    ]);
    expect(indentBlock(doc, ids.b ?? '', origin)).toMatchObject({
      ok: false,
      reason: 'previous-sibling-cannot-nest',
    });
    expect(indentBlock(doc, ids.d ?? '', origin)).toMatchObject({
      ok: false,
      reason: 'previous-sibling-cannot-nest',
    });
  });

  it('EDT-11 / a stale copy of a moved id before the block is skipped: the real previous sibling takes it', () => {
    const { doc, ids } = buildDocument([
      { key: 'a', ty: 'paragraph', text: 'a', children: [{ key: 'x', ty: 'paragraph', text: 'x' }] },
      { key: 'b', ty: 'paragraph', text: 'b' },
    ]);
    const parts = documentParts(doc);
    const page = getBlock(doc, ids.a ?? '')?.parent ?? '';
    const pageList = storedChildren(parts, getBlock(doc, page)?.childrenId ?? '');
    pageList?.insert(1, [ids.x]);
    expect(indentBlock(doc, ids.b ?? '', origin)).toEqual({ ok: true, blockId: ids.b });
    expect(childIds(doc, ids.a ?? '')).toEqual([ids.x, ids.b]);
  });
});

describe('lift', () => {
  it('EDT-12 / lift moves a block, with its children, to right after its parent', () => {
    const { doc, ids } = buildDocument([
      {
        ty: 'bulleted_list',
        text: 'a',
        children: [
          { key: 'a1', ty: 'bulleted_list', text: 'a1', children: [{ ty: 'paragraph', text: 'deep' }] },
          { ty: 'bulleted_list', text: 'a2' },
        ],
      },
      { ty: 'paragraph', text: 'b' },
    ]);
    expect(liftBlock(doc, ids.a1 ?? '', origin)).toEqual({ ok: true, blockId: ids.a1 });
    expect(outline(doc)).toEqual([
      'bulleted_list a',
      '  bulleted_list a2',
      'bulleted_list a1',
      '  paragraph deep',
      'paragraph b',
    ]);
  });

  it('VAL-07 / lift of a top-level block (no grandparent) is refused and changes nothing', () => {
    const { doc, ids } = buildDocument([{ key: 'a', ty: 'paragraph', text: 'a' }]);
    expect(liftBlock(doc, ids.a ?? '', origin)).toMatchObject({ ok: false, reason: 'grandparent-missing' });
    expect(outline(doc)).toEqual(['paragraph a']);
  });

  it('VAL-06 / lift is refused when the parent is missing', () => {
    const { doc, ids } = buildDocument([{ key: 'a', ty: 'paragraph', text: 'a' }]);
    blockMap(documentParts(doc), ids.a ?? '')?.set('parent', 'gone');
    expect(liftBlock(doc, ids.a ?? '', origin)).toMatchObject({ ok: false, reason: 'parent-missing' });
  });

  it('EDT-12 / a block placed by a column is not lifted out of it', () => {
    const { doc, ids } = buildDocument([
      {
        ty: 'simple_columns',
        children: [
          { ty: 'simple_column', children: [{ key: 'x', ty: 'paragraph', text: 'x' }] },
          { ty: 'simple_column', children: [{ ty: 'paragraph', text: 'y' }] },
        ],
      },
    ]);
    expect(liftBlock(doc, ids.x ?? '', origin)).toMatchObject({ ok: false, reason: 'inside-layout' });
  });
});
