import { expect, test, type Page } from '@playwright/test';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink, storedAccessToken } from '../support/sign-in.js';
import { currentLocation, folderOf } from '../support/workspace.js';

const running = quireWithMailbox();

/** Creates a document under the workspace's General space the way any API client may, and returns its id. */
async function createDocumentPage(page: Page, workspaceId: string, name: string): Promise<string> {
  const general = (await folderOf(page, running.quire.url, workspaceId)).children.find(
    (n) => n.name === 'General',
  );
  expect(general).toBeDefined();
  const response = await page.request.post(`${running.quire.url}/api/workspace/${workspaceId}/page-view`, {
    headers: { authorization: `Bearer ${(await storedAccessToken(page)) ?? ''}` },
    data: { parent_view_id: general!.view_id, layout: 0, name },
  });
  const body = (await response.json()) as { code: number; data: { view_id: string } };
  expect(body.code).toBe(0);
  return body.data.view_id;
}

const editorContent = (page: Page) => page.locator('[data-testid="page-body"] .bn-editor');
const blocksOf = (page: Page, type: string) =>
  page.locator(`[data-testid="page-body"] .bn-block-content[data-content-type="${type}"]`);

/** Waits until the document's edits have reached the server. */
async function saved(page: Page) {
  await expect(page.getByTestId('document-sync-status')).toHaveAttribute('data-status', 'synced', {
    timeout: 15_000,
  });
}

test('KEY-06 ENT-36 ENT-39 / the document editor: paragraphs, a heading, a list and bold text are saved and come back after a reload; undo and redo', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByMagicLink(page, running.quire, running.mailbox, `editor-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, workspaceId, 'Editor notes');
  await page.goto(`${running.quire.url}/app/${workspaceId}/${viewId}`);

  const editor = editorContent(page);
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true');
  await editor.click();
  await page.keyboard.type('First paragraph');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second paragraph with ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('bold words');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.press('Enter');
  await page.keyboard.type('# A heading');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- first item');
  await page.keyboard.press('Enter');
  await page.keyboard.type('second item');
  await saved(page);

  await page.reload();
  await expect(editorContent(page)).toBeVisible({ timeout: 20_000 });
  const paragraphs = blocksOf(page, 'paragraph');
  await expect(paragraphs.nth(0)).toHaveText('First paragraph');
  await expect(paragraphs.nth(1)).toHaveText('Second paragraph with bold words');
  await expect(paragraphs.nth(1).locator('strong')).toHaveText('bold words');
  await expect(blocksOf(page, 'heading')).toHaveText(['A heading']);
  await expect(blocksOf(page, 'bulletListItem')).toHaveText(['first item', 'second item']);

  // Undo takes back this editor's last change, redo brings it back (mod+z / mod+shift+z).
  await page.getByText('second item').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' and more');
  await expect(blocksOf(page, 'bulletListItem').nth(1)).toHaveText('second item and more');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(blocksOf(page, 'bulletListItem').nth(1)).toHaveText('second item');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(blocksOf(page, 'bulletListItem').nth(1)).toHaveText('second item and more');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(blocksOf(page, 'bulletListItem').nth(1)).toHaveText('second item');
  await saved(page);
  await page.reload();
  await expect(blocksOf(page, 'bulletListItem')).toHaveText(['first item', 'second item'], {
    timeout: 20_000,
  });
});

test('EDT-01 / Enter in the title makes the remainder the document’s first paragraph, and it is saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByMagicLink(page, running.quire, running.mailbox, `handover-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, workspaceId, 'Launch plan');
  await page.goto(`${running.quire.url}/app/${workspaceId}/${viewId}`);
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 20_000,
  });
  const title = page.getByTestId('page-title');
  await title.click();
  await title.press('End');
  for (let step = 0; step < 'plan'.length; step += 1) await title.press('ArrowLeft');
  await title.press('Enter');
  await expect(title).toHaveValue(/^Launch ?$/);
  await expect(blocksOf(page, 'paragraph').first()).toHaveText('plan');
  // The caret is where the split was: at the start of the remainder.
  await page.keyboard.type('the ');
  await saved(page);
  await page.reload();
  await expect(blocksOf(page, 'paragraph').first()).toHaveText('the plan', { timeout: 20_000 });
});

test('ENT-39 ENT-40 / the slash menu inserts a callout; blocks made in the editor get 8-character AppFlowy ids', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByMagicLink(page, running.quire, running.mailbox, `slash-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, workspaceId, 'Callouts');
  await page.goto(`${running.quire.url}/app/${workspaceId}/${viewId}`);
  const editor = editorContent(page);
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true');
  await editor.click();
  await page.keyboard.type('Intro');
  await page.keyboard.press('Enter');
  await page.keyboard.type('/callout');
  const menu = page.locator('.bn-suggestion-menu');
  await expect(menu.getByText('Callout', { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(blocksOf(page, 'callout')).toHaveCount(1);
  await page.keyboard.type('Remember this');
  await saved(page);

  await page.reload();
  await expect(blocksOf(page, 'callout')).toContainText('Remember this', { timeout: 20_000 });
  await expect(blocksOf(page, 'paragraph').first()).toHaveText('Intro');
  const ids = await page
    .locator('[data-testid="page-body"] .bn-block-outer')
    .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-id')));
  expect(ids.length).toBeGreaterThanOrEqual(2);
  for (const id of ids) expect(id).toMatch(/^[_\-0-9a-zA-Z]{8}$/);
});
