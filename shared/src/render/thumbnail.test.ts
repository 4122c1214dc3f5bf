/**
 * @jest-environment node
 */
import { thumbnailBlockLimit, thumbnailTree } from './thumbnail.js';
import { block, html, page } from './test-utils/trees.js';

describe('thumbnail documents (PUB-04)', () => {
  it('PUB-04 a thumbnail draws the first 10 top-level blocks, each with its nested blocks', () => {
    const blocks = Array.from({ length: 14 }, (_, index) =>
      block('paragraph', {
        id: `p${String(index)}`,
        text: `line ${String(index)}`,
        children: [block('paragraph', { id: `c${String(index)}`, text: `nested ${String(index)}` })],
      }),
    );
    const tree = page(blocks);
    const cut = thumbnailTree(tree);
    expect(thumbnailBlockLimit).toBe(10);
    expect(cut.children.map((child) => child.id)).toEqual(blocks.slice(0, 10).map((child) => child.id));
    expect(cut.id).toBe(tree.id);
    // The document itself is not changed.
    expect(tree.children).toHaveLength(14);
    const out = html(cut);
    expect(out).toContain('line 9');
    expect(out).toContain('nested 9');
    expect(out).not.toContain('line 10');
    expect(out).not.toContain('nested 13');
  });

  it('PUB-04 a document of 10 blocks or fewer is drawn whole', () => {
    const tree = page(Array.from({ length: 10 }, (_, index) => block('paragraph', { text: String(index) })));
    expect(thumbnailTree(tree)).toBe(tree);
    expect(thumbnailTree(page([]))).toEqual(page([]));
  });
});
