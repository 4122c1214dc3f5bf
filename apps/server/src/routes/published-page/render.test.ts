// The published document as the server draws it: a thumbnail (PUB-04) cuts it to its first top-level blocks,
// in the HTML and in the hydration data alike, so the publish remote hydrates exactly what was drawn.
import {
  childIds,
  decodeDoc,
  deleteBlock,
  emptyDocument,
  encodeDoc,
  insertBlock,
  pageId,
} from '@quire/shared/collab';
import type { OpenedPage } from './load.js';
import { renderContent } from './render.js';

const origin = Symbol('test');

function documentOf(lines: string[]): Uint8Array {
  const doc = decodeDoc(emptyDocument());
  const page = pageId(doc);
  for (const id of childIds(doc, page)) deleteBlock(doc, id, origin);
  for (const line of lines)
    insertBlock(doc, { ty: 'paragraph', text: [{ insert: line }] }, { parentId: page }, origin);
  return encodeDoc(doc);
}

// Only what renderContent reads of an opened page: its layout, namespace and the pages it may link to.
const opened = { namespace: 'ns', view: { layout: 0 }, listed: new Map() } as unknown as OpenedPage;

describe('renderContent', () => {
  const lines = Array.from({ length: 12 }, (_, index) => `line ${String(index + 1)}.`);

  it('PUB-04 / a thumbnail draws the first 10 top-level blocks, and hydrates with those only', async () => {
    const content = await renderContent(opened, documentOf(lines), undefined, true);
    expect(content.html).toContain('line 10.');
    expect(content.html).not.toContain('line 11.');
    expect(content.html.match(/class="quire-block quire-paragraph"/g)).toHaveLength(10);
    expect(content.hydration).toContain('line 10.');
    expect(content.hydration).not.toContain('line 11.');
    // The description still reads the page's first words.
    expect(content.text.startsWith('line 1. line 2.')).toBe(true);
  });

  it('PUB-04 / not a thumbnail: the whole document', async () => {
    const content = await renderContent(opened, documentOf(lines), undefined);
    expect(content.html).toContain('line 12.');
    expect(content.hydration).toContain('line 12.');
  });
});
