/**
 * @jest-environment node
 */
import { deleteBlock, moveBlock } from '../blocks.js';
import { documentParts } from '../parts.js';
import { childIds, getBlock, pageId } from '../read.js';
import { buildDocument, origin, outline } from '../test-utils/documents.js';

function threeColumns() {
  return buildDocument([
    { ty: 'paragraph', text: 'before' },
    {
      key: 'columns',
      ty: 'simple_columns',
      children: [
        {
          key: 'c1',
          ty: 'simple_column',
          data: { ratio: 0.5 },
          children: [{ key: 'a', ty: 'paragraph', text: 'a' }],
        },
        {
          key: 'c2',
          ty: 'simple_column',
          children: [
            { key: 'b', ty: 'paragraph', text: 'b' },
            { key: 'b2', ty: 'paragraph', text: 'b2', children: [{ ty: 'paragraph', text: 'b2 child' }] },
          ],
        },
        { key: 'c3', ty: 'simple_column', children: [{ key: 'c', ty: 'paragraph', text: 'c' }] },
      ],
    },
    { ty: 'paragraph', text: 'after' },
  ]);
}

describe('column rules', () => {
  it('EDT-13 / deleting the last child of a column removes the column', () => {
    const { doc, ids } = threeColumns();
    deleteBlock(doc, ids.c ?? '', origin);
    expect(childIds(doc, ids.columns ?? '')).toEqual([ids.c1, ids.c2]);
    expect(getBlock(doc, ids.c3 ?? '')).toBeUndefined();
    const parts = documentParts(doc);
    expect(parts.childrenMap.size).toBe(parts.blocks.size);
  });

  it('EDT-13 / deleting a child that is not the last one keeps the column', () => {
    const { doc, ids } = threeColumns();
    deleteBlock(doc, ids.b ?? '', origin);
    expect(childIds(doc, ids.c2 ?? '')).toEqual([ids.b2]);
  });

  it("EDT-14 / a columns block left with one column dissolves: that column's children take its place", () => {
    const { doc, ids } = threeColumns();
    deleteBlock(doc, ids.c ?? '', origin);
    deleteBlock(doc, ids.a ?? '', origin);
    expect(getBlock(doc, ids.columns ?? '')).toBeUndefined();
    expect(getBlock(doc, ids.c2 ?? '')).toBeUndefined();
    expect(outline(doc)).toEqual([
      'paragraph before',
      'paragraph b',
      'paragraph b2',
      '  paragraph b2 child',
      'paragraph after',
    ]);
    expect(getBlock(doc, ids.b ?? '')?.parent).toBe(pageId(doc));
  });

  it('EDT-14 / deleting a whole column from two dissolves the columns block too', () => {
    const { doc, ids } = threeColumns();
    deleteBlock(doc, ids.c3 ?? '', origin);
    deleteBlock(doc, ids.c1 ?? '', origin);
    expect(outline(doc)).toEqual([
      'paragraph before',
      'paragraph b',
      'paragraph b2',
      '  paragraph b2 child',
      'paragraph after',
    ]);
  });

  it('EDT-13 / EDT-14 / moving the last block out of a column applies the same rules', () => {
    const { doc, ids } = buildDocument([
      {
        key: 'columns',
        ty: 'simple_columns',
        children: [
          { ty: 'simple_column', children: [{ key: 'a', ty: 'paragraph', text: 'a' }] },
          { ty: 'simple_column', children: [{ key: 'b', ty: 'paragraph', text: 'b' }] },
        ],
      },
    ]);
    moveBlock(doc, ids.a ?? '', { parentId: pageId(doc), position: { index: 0 } }, origin);
    expect(outline(doc)).toEqual(['paragraph a', 'paragraph b']);
  });

  it('the rules run in the same transaction as the delete', () => {
    const { doc, ids } = threeColumns();
    let transactions = 0;
    doc.on('afterTransaction', () => (transactions += 1));
    deleteBlock(doc, ids.c ?? '', origin);
    deleteBlock(doc, ids.a ?? '', origin);
    expect(transactions).toBe(2);
  });
});
