/**
 * @jest-environment node
 */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import * as render from './index.js';
import { block, page } from './test-utils/trees.js';

function streamToString(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    });
  });
}

describe('the @quire/shared/render entry on the server', () => {
  it('PUB-21 loads without a DOM and streams a document with renderToPipeableStream', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof render.DocumentView).toBe('function');
    expect(render.renderStyles).toContain('.quire-document');
    const tree = page([
      block('heading', { id: 'h', data: { level: 1 }, text: 'Streamed' }),
      block('code', { id: 'c', data: { language: 'rust' }, text: 'fn main() {}' }),
    ]);
    const resources = await render.loadRenderResources(tree);
    const html = await streamToString(<render.DocumentView tree={tree} resources={resources} />);
    expect(html).toContain('<h1 class="quire-text quire-heading-text">Streamed</h1>');
    expect(html).toContain('<span class="token keyword">fn</span>');
  });
});
