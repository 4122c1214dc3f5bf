// Layout blocks in a browser (issue 9): columns resized by dragging the handle between them and by its arrow
// keys, stored as AppFlowy's simple_column ratios; an image gallery switched between AppFlowy's layouts.
import { expect, test, type Page } from '@playwright/test';
import { createDocumentPage, descendants, documentTree, serverDocument } from '../support/documents.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

async function slash(page: Page, query: string, title: string): Promise<void> {
  await page.keyboard.type(`/${query}`);
  const menu = page.locator('.bn-suggestion-menu');
  await expect(menu.locator('[role="option"][aria-selected="true"]')).toContainText(title);
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
}

async function stored(page: Page, workspaceId: string, viewId: string) {
  await expect(page.getByTestId('document-sync-status')).toHaveAttribute('data-status', 'synced', {
    timeout: 15_000,
  });
  const { doc } = await serverDocument(page, running.quire.url, workspaceId, viewId);
  return descendants(documentTree(doc));
}

test('ENT-39 EDT-14 / columns resize by dragging and by the keyboard; a gallery switches layout; both stored as AppFlowy stores them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInByMagicLink(page, running.quire, running.mailbox, `layout-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, 'Layout blocks');
  await page.goto(`${running.quire.url}/app/${workspaceId}/${viewId}`);
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 20_000,
  });
  await page.locator('[data-testid="page-body"] .bn-editor').click();
  await slash(page, 'columns', 'Columns');
  await page.keyboard.type('left side');

  // The handle sits between the columns, visible on hover.
  const handle = page.locator('.quire-column-resize').first();
  await expect(handle).toBeAttached();
  const box = await handle.boundingBox();
  const columns = page.locator(
    '.bn-block-content[data-content-type="simpleColumns"] + .bn-block-group > .bn-block-outer',
  );
  const [left, right] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
  expect(box).not.toBeNull();
  expect(left).not.toBeNull();
  expect(right).not.toBeNull();
  // Between the two columns: right of the first, left of the second.
  expect(box!.x).toBeGreaterThanOrEqual(left!.x + left!.width - 2);
  expect(box!.x + box!.width).toBeLessThanOrEqual(right!.x + 2);
  await expect(page.locator('.quire-column-resize').nth(1)).toBeHidden();

  // Drag the boundary a fifth of the pair to the right.
  const pair = right!.x + right!.width - left!.x;
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  await page.mouse.move(box!.x + box!.width / 2 + pair * 0.1, box!.y + box!.height / 2, { steps: 5 });
  await page.mouse.move(box!.x + box!.width / 2 + pair * 0.2, box!.y + box!.height / 2, { steps: 5 });
  await page.mouse.up();
  let blocks = await stored(page, workspaceId, viewId);
  const ratios = () =>
    blocks.filter((block) => block.ty === 'simple_column').map((block) => Number(block.data.ratio));
  expect(ratios()[0]).toBeGreaterThan(0.6);
  expect(ratios()[0]! + ratios()[1]!).toBeCloseTo(1, 3);
  const widened = (await columns.nth(0).boundingBox())!.width;
  expect(widened).toBeGreaterThan(left!.width * 1.2);

  // The keyboard: focus the handle, arrow left twice.
  const before = ratios()[0]!;
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  blocks = await stored(page, workspaceId, viewId);
  expect(ratios()[0]).toBeCloseTo(before - 0.1, 2);

  // A gallery after the columns, switched to one picture at a time.
  // The line after the columns block (a top-level block, not a column's).
  await page
    .locator('[data-testid="page-body"] .bn-editor > .bn-block-group > .bn-block-outer')
    .last()
    .locator('.bn-inline-content')
    .first()
    .click();
  await slash(page, 'gallery', 'Image Gallery');
  const gallery = page.locator('.quire-gallery').first();
  // An empty gallery: its grid is there but has no height.
  await expect(gallery.locator('.quire-gallery-grid')).toBeAttached();
  await gallery.locator('.quire-gallery-layout[data-layout="0"]').click();
  await expect(gallery.locator('.quire-gallery-browser')).toBeAttached();
  await expect(gallery.locator('.quire-gallery-layout[data-layout="0"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  blocks = await stored(page, workspaceId, viewId);
  expect(blocks.find((block) => block.ty === 'multi_image')?.data.layout).toBe(0);
  // The gallery went after the columns, which are still two.
  expect(blocks.filter((block) => block.ty === 'simple_column')).toHaveLength(2);

  // Kept after a reload.
  await page.reload();
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 20_000,
  });
  await expect(page.locator('.quire-gallery-browser')).toBeAttached();
  expect((await columns.nth(0).boundingBox())!.width).toBeGreaterThan(left!.width * 1.05);
});
