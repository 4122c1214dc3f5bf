// Publish settings in a browser (issue 11): the Owner renames the workspace's publish namespace in the
// settings' Sites tab, the page's Publish panel then shows the new public address, that address opens the
// page for a reader, and the old one redirects to it; the home page makes `/{namespace}` open that page.
import { expect, test, type Page } from '@playwright/test';
import { createDocumentPage } from '../support/documents.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink, storedAccessToken } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

const bearer = async (page: Page) => ({ authorization: `Bearer ${(await storedAccessToken(page)) ?? ''}` });

test('API-PUB-04 API-PUB-05 API-PUB-07 CCH-12 / the namespace edited in Sites: the public address follows, the old one redirects', async ({
  page,
  browser,
}) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `sites-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, 'Field journal');
  const published = await page.request.post(
    `${running.quire.url}/api/workspace/${workspaceId}/page-view/${viewId}/publish`,
    { headers: await bearer(page), data: { publish_name: 'journal' } },
  );
  expect(((await published.json()) as { code: number }).code).toBe(0);
  await page.goto(`${running.quire.url}/app/${workspaceId}/${viewId}`);

  // The Publish panel shows the address under the workspace id (cached from here on).
  await page.getByTestId('open-publish').click();
  await expect(page.getByTestId('publish-url')).toHaveValue(`${running.quire.url}/${workspaceId}/journal`);
  await page.keyboard.press('Escape');

  // Sites tab: a taken-looking reserved name is refused beside the field, then a good one is saved.
  const namespace = `trail-${Date.now()}`;
  await page.getByTestId('open-workspace-settings').click();
  await page.getByRole('tab', { name: 'Sites' }).click();
  const input = page.getByTestId('namespace-input');
  await expect(input).toHaveValue(workspaceId);
  await input.fill('app');
  await page.getByTestId('namespace-save').click();
  await expect(page.getByRole('alert')).toContainText('reserved');
  await input.fill(namespace);
  await expect(page.getByTestId('namespace-preview')).toContainText(`${running.quire.url}/${namespace}/`);
  await page.getByTestId('namespace-save').click();
  await expect(page.getByTestId('namespace-save')).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The page becomes the site's home page.
  await page.getByTestId('home-page-select').selectOption(viewId);
  await expect(page.getByTestId('home-page-url')).toContainText(`${running.quire.url}/${namespace} opens`);
  await page.keyboard.press('Escape');

  // The panel shows the new address at once (the namespace change dropped the cached info).
  await page.getByTestId('open-publish').click();
  await expect(page.getByTestId('publish-url')).toHaveValue(`${running.quire.url}/${namespace}/journal`);

  // A reader: the new address opens the page, the old one redirects to it, `/{namespace}` opens the home page.
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(`${running.quire.url}/${namespace}/journal`);
  await expect(reader.getByText('Field journal').first()).toBeVisible();
  await reader.goto(`${running.quire.url}/${workspaceId}/journal`);
  await expect(reader).toHaveURL(`${running.quire.url}/${namespace}/journal`);
  await expect(reader.getByText('Field journal').first()).toBeVisible();
  await reader.goto(`${running.quire.url}/${namespace}`);
  await expect(reader).toHaveURL(new RegExp(`/${namespace}/journal$`));
  await reader.context().close();
});
