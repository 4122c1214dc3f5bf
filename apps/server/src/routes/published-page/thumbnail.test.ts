// `?template=true&thumbnail=true` (PUB-04): the server draws, and hands the publish remote to hydrate, the
// document's first 10 top-level blocks; any other address of the page draws it whole (kept apart in the caches).
import { parseHydrationData } from '@quire/shared/render';
import { backends } from '../../../test/harness.js';
import { publishWorld } from '../../../test/publish.js';
import { appendBlock, browse, markupOf, usePublishedPagesServer } from '../../../test/publishedPages.js';

describe.each(backends)('published page thumbnails on $name', ({ name }) => {
  const current = usePublishedPagesServer(name).server;

  it('PUB-04 / template + thumbnail: the first 10 top-level blocks, in the HTML and the hydration data', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Long read');
    for (let line = 1; line <= 12; line += 1) {
      await appendBlock(world, page, { ty: 'paragraph', text: [{ insert: `Line number ${String(line)}.` }] });
    }
    await world.publish(page, { publish_name: 'long-read' });
    const address = `/${world.workspaceId}/long-read`;
    const tree = (html: string) => {
      const script = /<script type="application\/json" id="quire-hydration">([^<]*)<\/script>/.exec(html);
      return parseHydrationData(script?.[1] ?? '')?.tree;
    };

    // Whole first (then the thumbnail must not be served from this answer), then the thumbnail, then whole again.
    for (const [query, last] of [
      ['', 12],
      ['?template=true&thumbnail=true', 10],
      ['?thumbnail=true', 12],
      ['?template=true', 12],
      ['', 12],
    ] as const) {
      const { status, html } = await browse(world.apiUrl, `${address}${query}`);
      expect(status).toBe(200);
      // The drawn document (the head's description also quotes the first lines).
      const markup = markupOf(html);
      const drawn = markup.slice(markup.indexOf('id="quire-document-root"'));
      const paragraphs = drawn.match(/class="quire-block quire-paragraph"/g) ?? [];
      // The document as created has an empty first paragraph: the thumbnail is it and lines 1 to 9.
      expect(paragraphs).toHaveLength(last === 10 ? 10 : 13);
      expect(drawn).toContain(`Line number ${String(last === 10 ? 9 : 12)}.`);
      expect(drawn.includes('Line number 10.')).toBe(last !== 10);
      expect(tree(html)?.children).toHaveLength(last === 10 ? 10 : 13);
      // The description still reads the page, not the cut.
      expect(html).toMatch(/<meta name="description" content="Line number 1\. Line number 2\./);
    }
  });
});
