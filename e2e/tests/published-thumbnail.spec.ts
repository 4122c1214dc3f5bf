// Thumbnail mode (PUB-04/05): `?template=true&thumbnail=true` shows a long published page's first 10 top-level
// blocks — the server draws those and the publish remote hydrates them without a mismatch; the page's own
// address still shows every block.
import { expect, test } from '@playwright/test';
import { appendBlock, createDocumentPage } from '../support/documents.js';
import { publishPage } from '../support/publishing.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

test('PUB-04 PUB-05 a thumbnail shows the first 10 blocks, drawn by the server and hydrated as drawn', async ({
  page,
  browser,
}) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `thumbnail-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, 'Long read');
  for (let line = 1; line <= 12; line += 1) {
    await appendBlock(page, running.quire.url, workspaceId, viewId, {
      id: `line${String(line)}`,
      ty: 'paragraph',
      text: [{ insert: `Line number ${String(line)}.` }],
    });
  }
  await publishPage(page, running.quire.url, workspaceId, viewId, { publish_name: 'long-read' });
  const address = `${running.quire.url}/${workspaceId}/long-read`;

  const visitor = await browser.newContext();
  try {
    const reader = await visitor.newPage();
    const errors: string[] = [];
    reader.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const answer = await reader.request.get(`${address}?template=true&thumbnail=true`);
    const served = await answer.text();
    expect(served).toContain('Line number 9.</div>');
    expect(served).not.toContain('Line number 10.</div>');
    await reader.goto(`${address}?template=true&thumbnail=true`);
    await expect(reader.getByTestId('publish-page')).toHaveAttribute('data-thumbnail', 'true');
    const blocks = reader.getByTestId('publish-document').locator('.quire-document > .quire-block');
    // The page's first, empty paragraph and lines 1 to 9.
    await expect(blocks).toHaveCount(10);
    await expect(blocks.last()).toHaveText('Line number 9.');
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);

    await reader.goto(address);
    await expect(
      reader.getByTestId('publish-document').locator('.quire-document > .quire-block'),
    ).toHaveCount(13);
  } finally {
    await visitor.close();
  }
});
