/**
 * @jest-environment node
 */
import { block, html } from './test-utils/trees.js';

describe('?blockId', () => {
  it('PUB-06 the named block is drawn highlighted in the server HTML, nested or not, and only it', () => {
    const blocks = [
      block('paragraph', { id: 'a', text: 'a' }),
      block('toggle_list', { id: 'b', children: [block('paragraph', { id: 'nested', text: 'n' })] }),
    ];
    const out = html(blocks, { highlightBlockId: 'nested' });
    expect(out).toContain(
      'id="nested" data-block-id="nested" class="quire-block quire-paragraph quire-block-highlight"',
    );
    expect(out.match(/quire-block-highlight/g)).toHaveLength(1);
    expect(html(blocks)).not.toContain('quire-block-highlight');
  });
});
