// A long document in the editor (issue 9): every block is in the DOM, the browser's find reaches a block far
// below the viewport, editing at the end works and is saved, and lines typed at full speed each right after
// Enter keep every character in order (the new block must never be skipped by `content-visibility`).
import { expect, test, type Page } from '@playwright/test';
import {
  appendBlocks,
  createDocumentPage,
  descendants,
  documentTree,
  plainText,
  serverDocument,
} from '../support/documents.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();
const count = 300;

function appendParagraphs(page: Page, workspaceId: string, viewId: string): Promise<void> {
  const blocks = Array.from({ length: count }, (_, index) => ({
    type: 'paragraph',
    data: {},
    delta: [{ insert: `Paragraph ${index + 1} of the long notes.` }],
    children: [],
  }));
  return appendBlocks(page, running.quire.url, workspaceId, viewId, blocks);
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

test('ENT-36 / lines typed at full speed, each right after Enter, in the middle of a long document keep every character', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByMagicLink(
    page,
    running.quire,
    running.mailbox,
    `long-typed-${Date.now()}@quire.test`,
    '/app',
  );
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, 'Long notes typed');
  await appendParagraphs(page, workspaceId, viewId);
  await page.goto(`${running.quire.url}/app/${workspaceId}/${viewId}`);
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 30_000,
  });
  const after = `Paragraph 150 of the long notes.`;
  const lines = Array.from({ length: 25 }, (_, index) => `Typed line ${index + 1} here.`);
  // The caret at the end of the line by a click right of its text, as a person does (End right before Enter
  // can race the editor's reading of the selection, with or without the long-document rule).
  const block = page.locator('[data-testid="page-body"] .bn-block-content', { hasText: after });
  await expect(async () => {
    await block.scrollIntoViewIfNeeded();
    const box = await block.boundingBox();
    if (box === null) throw new Error('the line is not shown');
    await block.click({ position: { x: box.width - 4, y: box.height / 2 } });
    expect(
      await page.evaluate(() => {
        const selection = window.getSelection();
        return [selection?.anchorNode?.textContent, selection?.anchorOffset];
      }),
    ).toEqual([after, after.length]);
  }).toPass({ timeout: 10_000 });
  // No pause between Enter and the next key: the first character goes into the block Enter has just made.
  for (const line of lines) {
    await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
  const texts = await topLevelBlocks(page).evaluateAll((outers) =>
    outers.map((outer) => outer.querySelector('.bn-inline-content')?.textContent ?? ''),
  );
  const shownAt = texts.indexOf(after);
  expect(texts.slice(shownAt, shownAt + lines.length + 2)).toEqual([
    after,
    ...lines,
    'Paragraph 151 of the long notes.',
  ]);
  await expect(page.getByTestId('document-sync-status')).toHaveAttribute('data-status', 'synced', {
    timeout: 15_000,
  });
  const { doc } = await serverDocument(page, running.quire.url, workspaceId, viewId);
  const stored = descendants(documentTree(doc)).map((entry) => plainText(entry.text));
  const storedAt = stored.indexOf(after);
  expect(stored.slice(storedAt, storedAt + lines.length + 2)).toEqual([
    after,
    ...lines,
    'Paragraph 151 of the long notes.',
  ]);
});
