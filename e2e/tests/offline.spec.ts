// Offline (issue 10): a page opened once opens again with no network — the app from the offline worker's
// copy, the document from this device's cache — says it is offline, keeps what is typed across a reload, and
// sends it when the network is back.
import { expect, test, type Page } from '@playwright/test';
import { createDocumentPage, documentText, serverDocument } from '../support/documents.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

const syncStatus = (page: Page) => page.getByTestId('document-sync-status');
const editor = (page: Page) => page.locator('[data-testid="page-body"] .bn-editor');

async function editorReady(page: Page) {
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 20_000,
  });
}

async function offlineWorkerControls(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 })
    .toBe(true);
}

/**
 * The worker has kept the app's files that the page loaded before it controlled it: it fetches them again one
 * by one once it controls the page, which a slow machine had not finished 400 ms later (the reload offline then
 * found no workspace remote manifest). Settled: the workspace remote's manifest kept, and no file added for 500 ms.
 */
async function appFilesKept(page: Page) {
  let previous = -1;
  await expect
    .poll(
      async () => {
        const kept = await page.evaluate(async () =>
          (await (await caches.open('quire-static-v1')).keys()).map(
            (request) => new URL(request.url).pathname,
          ),
        );
        const settled = kept.length === previous && kept.includes('/remotes/workspace/mf-manifest.json');
        previous = kept.length;
        return settled;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
}

test('a page opened before opens offline, keeps offline edits across a reload and sends them when back online', async ({
  page,
  context,
}) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `offline-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, 'Field notes');
  await page.goto(`${running.quire.url}/app/${workspaceId}/${viewId}`);
  await editorReady(page);
  await offlineWorkerControls(page);
  await editor(page).click();
  await page.keyboard.type('Written online.');
  await expect(syncStatus(page)).toHaveAttribute('data-status', 'synced');

  // This device writes its copy 300 ms after the last change (online, the server has it already).
  await page.waitForTimeout(400);
  await context.setOffline(true);
  await page.reload();
  await editorReady(page);
  await expect(editor(page)).toContainText('Written online.');
  await expect(page.getByRole('treeitem', { name: /Field notes/ }).first()).toBeVisible();
  await expect(syncStatus(page)).toHaveAttribute('data-status', 'offline', { timeout: 15_000 });

  await editor(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Written offline.');
  await expect(syncStatus(page)).toHaveAttribute('data-status', 'offline');
  // Unsent edits: leaving asks first; the reader confirms.
  const warnings: string[] = [];
  page.on('dialog', (dialog) => {
    warnings.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await editorReady(page);
  await expect(editor(page)).toContainText('Written online. Written offline.');
  expect(warnings).toEqual(['beforeunload']);

  await context.setOffline(false);
  await expect(syncStatus(page)).toHaveAttribute('data-status', 'synced', { timeout: 30_000 });
  await expect
    .poll(
      async () => documentText((await serverDocument(page, running.quire.url, workspaceId, viewId)).doc),
      {
        timeout: 10_000,
      },
    )
    .toContain('Written online. Written offline.');
});

test("a signed-in first visit (no offline worker yet) is enough: the app's reads are kept once the worker controls the page", async ({
  page,
  context,
}) => {
  await signInByMagicLink(
    page,
    running.quire,
    running.mailbox,
    `first-visit-${Date.now()}@quire.test`,
    '/app',
  );
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, 'Kept on first visit');
  // Back to a browser that never had the worker, still signed in (as after the release that brought it).
  await offlineWorkerControls(page);
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  });
  // The worker's script is held back until the app has made its reads, so none of them passes through it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/sw.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${running.quire.url}/app/${workspaceId}/${viewId}`);
  await editorReady(page);
  await expect(page.getByRole('treeitem', { name: /Kept on first visit/ }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  release();
  await offlineWorkerControls(page);
  // The reads the page made before the worker controlled it are made again through it.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const kept = await caches.open('quire-private-api-v1');
          return (await kept.keys()).map((request) => new URL(request.url).pathname);
        }),
      { timeout: 15_000 },
    )
    .toContain(`/api/workspace/${workspaceId}/folder`);
  await appFilesKept(page);

  await context.setOffline(true);
  await page.reload();
  await editorReady(page);
  await expect(page.getByRole('treeitem', { name: /Kept on first visit/ }).first()).toBeVisible();
  await expect(syncStatus(page)).toHaveAttribute('data-status', 'offline', { timeout: 15_000 });
});
