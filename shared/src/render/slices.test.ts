/**
 * @jest-environment node
 */
import { topLevelCount, topLevelIndexOf } from './slices.js';
import { block, page } from './test-utils/trees.js';

describe('slices of a long page (virtualisation)', () => {
  it('PUB-06 finds the top-level block holding a nested block, for ?blockId on a virtualised page', () => {
    const tree = page([
      block('paragraph', { id: 'a' }),
      block('toggle_list', {
        id: 'b',
        children: [block('bulleted_list', { id: 'b1', children: [block('paragraph', { id: 'deep' })] })],
      }),
      block('paragraph', { id: 'c' }),
    ]);
    expect(topLevelCount(tree)).toBe(3);
    expect(topLevelIndexOf(tree, 'c')).toBe(2);
    expect(topLevelIndexOf(tree, 'deep')).toBe(1);
    expect(topLevelIndexOf(tree, 'missing')).toBe(-1);
  });
});
