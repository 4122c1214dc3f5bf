// A long document in the editor (issue 9): every block is in the DOM, the browser's find reaches a block far
// below the viewport, and editing at the end works and is saved.
import { expect, test, type Page } from '@playwright/test';
import { createDocumentPage } from '../support/documents.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink, storedAccessToken } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();
const count = 300;

async function appendParagraphs(page: Page, workspaceId: string, viewId: string): Promise<void> {
  const blocks = Array.from({ length: count }, (_, index) => ({
    type: 'paragraph',
    data: {},
    delta: [{ insert: `Paragraph ${index + 1} of the long notes.` }],
    children: [],
  }));
  for (let start = 0; start < blocks.length; start += 100) {
    const response = await page.request.post(
      `${running.quire.url}/api/workspace/${workspaceId}/page-view/${viewId}/append-block`,
      {
        headers: { authorization: `Bearer ${(await storedAccessToken(page)) ?? ''}` },
        data: { blocks: blocks.slice(start, start + 100) },
      },
    );
    expect(((await response.json()) as { code: number }).code).toBe(0);
  }
}

const topLevelBlocks = (page: Page) =>
  page.locator('[data-testid="page-body"] .bn-editor > .bn-block-group > .bn-block-outer');

test('ENT-36 / a long document: blocks far from the viewport are in the DOM, findable, and editable at the end', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByMagicLink(page, running.quire, running.mailbox, `long-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, 'Long notes');
  await appendParagraphs(page, workspaceId, viewId);
  await page.goto(`${running.quire.url}/app/${workspaceId}/${viewId}`);
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 30_000,
  });

  const blocks = topLevelBlocks(page);
  await expect(blocks).toHaveCount(count + 1); // BlockNote keeps an empty block at the end
  const last = page.locator('[data-testid="page-body"] .bn-inline-content', {
    hasText: `Paragraph ${count} of the long notes.`,
  });
  await expect(last).toHaveCount(1);
  await expect(last).not.toBeInViewport();
  // The browser's own find in page reaches a block far below the viewport.
  // (`window.find` is Chromium's non-standard find in page, missing from the DOM types.)
  const found = await page.evaluate(
    (text) => (window as unknown as { find: (text: string) => boolean }).find(text),
    `Paragraph ${count - 1} of the long`,
  );
  expect(found).toBe(true);

  // Typing at the end of the document: the caret's block is rendered and scrolled to, the text saved.
  await page.locator('[data-testid="page-body"] .bn-inline-content').first().click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Written at the end.');
  const written = page.locator('[data-testid="page-body"] .bn-inline-content', {
    hasText: 'Written at the end.',
  });
  await expect(written).toBeInViewport();
  await expect(page.getByTestId('document-sync-status')).toHaveAttribute('data-status', 'synced', {
    timeout: 15_000,
  });
  await page.reload();
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 30_000,
  });
  await expect(
    page.locator('[data-testid="page-body"] .bn-inline-content', { hasText: 'Written at the end.' }),
  ).toHaveCount(1);
});
