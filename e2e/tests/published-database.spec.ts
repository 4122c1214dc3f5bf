// A published grid and board, read anonymously: with JavaScript on the publish remote draws them from the
// database blob (and follows ?v= between the views); with JavaScript off the server's HTML holds the same table.
import { expect, test, type Page } from '@playwright/test';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink, storedAccessToken } from '../support/sign-in.js';
import { currentLocation, folderOf } from '../support/workspace.js';

const running = quireWithMailbox();

async function bearer(page: Page) {
  return { authorization: `Bearer ${(await storedAccessToken(page)) ?? ''}` };
}

async function createPage(page: Page, workspaceId: string, name: string, layout: number): Promise<string> {
  const general = (await folderOf(page, running.quire.url, workspaceId)).children.find(
    (n) => n.name === 'General',
  );
  const response = await page.request.post(`${running.quire.url}/api/workspace/${workspaceId}/page-view`, {
    headers: await bearer(page),
    data: { parent_view_id: general?.view_id, layout, name },
  });
  const body = (await response.json()) as { code: number; data: { view_id: string } };
  expect(body.code).toBe(0);
  return body.data.view_id;
}

async function publish(page: Page, workspaceId: string, viewId: string, publishName: string): Promise<void> {
  const response = await page.request.post(
    `${running.quire.url}/api/workspace/${workspaceId}/page-view/${viewId}/publish`,
    { headers: await bearer(page), data: { publish_name: publishName } },
  );
  expect(((await response.json()) as { code: number }).code).toBe(0);
}

test('PUB-21 / a published grid and board render, with JavaScript on and off', async ({ page, browser }) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `db-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const grid = await createPage(page, workspaceId, 'Reading list', 1);
  const board = await createPage(page, workspaceId, 'Sprint board', 2);
  await publish(page, workspaceId, grid, 'reading-list');
  await publish(page, workspaceId, board, 'sprint-board');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${running.quire.url}/${workspaceId}/reading-list`);
  const body = visitor.getByTestId('publish-database');
  await expect(body.locator('table.quire-grid-table th')).toHaveText(['Name']);
  await visitor.goto(`${running.quire.url}/${workspaceId}/sprint-board`);
  await expect(visitor.getByTestId('publish-database').locator('.quire-board-column-title')).toContainText(
    'No Status',
  );

  const reader = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noJs = await reader.newPage();
    await noJs.goto(`${running.quire.url}/${workspaceId}/reading-list`);
    await expect(noJs).toHaveTitle('Reading list');
    await expect(noJs.locator('#quire-published table.quire-grid-table th')).toHaveText(['Name']);
  } finally {
    await reader.close();
  }
});
