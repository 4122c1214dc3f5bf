// A published page read with JavaScript off: the server's HTML holds the page (title, text, the published outline),
// and the outline's plain links lead to the other published page, still without a script running.
import { expect, test } from '@playwright/test';
import { appendText, createDocumentPage } from '../support/documents.js';
import { publishPage } from '../support/publishing.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

test('a published page and its outline links work with JavaScript off', async ({ page, browser }) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `no-js-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const first = await createDocumentPage(page, running.quire.url, workspaceId, 'Trail guide');
  const second = await createDocumentPage(page, running.quire.url, workspaceId, 'Camp sites');
  await appendText(
    page,
    running.quire.url,
    workspaceId,
    first,
    'Start at the old mill and follow the river.',
  );
  await appendText(page, running.quire.url, workspaceId, second, 'Three sites have water all year.');
  await publishPage(page, running.quire.url, workspaceId, first, { publish_name: 'trail-guide' });
  await publishPage(page, running.quire.url, workspaceId, second, { publish_name: 'camp-sites' });

  const reader = await browser.newContext({ javaScriptEnabled: false });
  try {
    const visitor = await reader.newPage();
    await visitor.goto(`${running.quire.url}/${workspaceId}/trail-guide`);
    await expect(visitor).toHaveTitle('Trail guide');
    const published = visitor.locator('#quire-published');
    await expect(published.getByText('Start at the old mill and follow the river.')).toBeVisible();
    await published.getByRole('navigation').getByRole('link', { name: 'Camp sites' }).click();
    await expect(visitor).toHaveURL(`${running.quire.url}/${workspaceId}/camp-sites`);
    await expect(visitor).toHaveTitle('Camp sites');
    await expect(published.getByText('Three sites have water all year.')).toBeVisible();
  } finally {
    await reader.close();
  }
});
