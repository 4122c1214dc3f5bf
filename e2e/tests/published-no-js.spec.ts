// A published page read with JavaScript off: the server's HTML holds the page (title, text, the published outline),
// and the outline's plain links lead to the other published page, still without a script running.
import { expect, test, type Page } from '@playwright/test';
import * as Y from 'yjs';
import { createDocumentPage, sendWebUpdate, serverDocument } from '../support/documents.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink, storedAccessToken } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

/** Appends `words` to the document's first text, through web-update. */
async function typeInto(page: Page, workspaceId: string, viewId: string, words: string): Promise<void> {
  const { doc, stateVector } = await serverDocument(page, running.quire.url, workspaceId, viewId);
  const meta = (doc.getMap('data').get('document') as Y.Map<unknown>).get('meta') as Y.Map<unknown>;
  const [text] = [...(meta.get('text_map') as Y.Map<Y.Text>).values()];
  if (text === undefined) throw new Error('the document has no text');
  text.insert(text.length, words);
  await sendWebUpdate(page, running.quire.url, workspaceId, viewId, Y.encodeStateAsUpdate(doc, stateVector));
}

async function publish(page: Page, workspaceId: string, viewId: string, publishName: string): Promise<void> {
  const response = await page.request.post(
    `${running.quire.url}/api/workspace/${workspaceId}/page-view/${viewId}/publish`,
    {
      headers: { authorization: `Bearer ${(await storedAccessToken(page)) ?? ''}` },
      data: { publish_name: publishName },
    },
  );
  expect(((await response.json()) as { code: number }).code).toBe(0);
}

test('a published page and its outline links work with JavaScript off', async ({ page, browser }) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `no-js-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const first = await createDocumentPage(page, running.quire.url, workspaceId, 'Trail guide');
  const second = await createDocumentPage(page, running.quire.url, workspaceId, 'Camp sites');
  await typeInto(page, workspaceId, first, 'Start at the old mill and follow the river.');
  await typeInto(page, workspaceId, second, 'Three sites have water all year.');
  await publish(page, workspaceId, first, 'trail-guide');
  await publish(page, workspaceId, second, 'camp-sites');

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
