// What the document editor promises about keeping an edit: once it says "Saved" the server has committed it (a
// crash right after loses nothing); a send that fails leaves the edit on this device, shown as not saved, and it
// is sent again when the browser is back online or the page next opens.
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
  type WebSocketRoute,
} from '@playwright/test';
import { createDocumentPage, documentText, serverDocument } from '../support/documents.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

const syncStatus = (page: Page) => page.getByTestId('document-sync-status');
const webUpdates = '**/collab/*/web-update';

/** Signs a new user in and opens a new document page of theirs, ready to type in. */
async function openNewDocument(page: Page, who: string, name: string) {
  await signInByMagicLink(page, running.quire, running.mailbox, `${who}-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, name);
  const url = `${running.quire.url}/app/${workspaceId}/${viewId}`;
  await page.goto(url);
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 20_000,
  });
  await expect(syncStatus(page)).toHaveAttribute('data-status', 'synced');
  return { workspaceId, viewId, url };
}

/**
 * The context's realtime connections (/ws/v1), let through to the server until `cut()`: then every open one is
 * closed and new ones are refused until `restore()`. A document then has only HTTP, which the tests break.
 */
async function realtimeSwitch(context: BrowserContext) {
  let cut = false;
  const open = new Set<WebSocketRoute>();
  await context.routeWebSocket(/\/ws\/v1$/, (socket) => {
    if (cut) {
      void socket.close();
      return;
    }
    socket.connectToServer();
    open.add(socket);
  });
  return {
    cut: async () => {
      cut = true;
      for (const socket of open) await socket.close();
      open.clear();
    },
    restore: () => {
      cut = false;
    },
  };
}

async function typeInDocument(page: Page, text: string) {
  await page.locator('[data-testid="page-body"] .bn-editor').click();
  await page.keyboard.type(text);
}

/** The document's text on the server, as the collab API serves it. */
async function serverText(page: Page, workspaceId: string, viewId: string): Promise<string> {
  return documentText((await serverDocument(page, running.quire.url, workspaceId, viewId)).doc);
}

/**
 * The same user in a browser that has never cached the document: their session (localStorage) without IndexedDB,
 * so whatever the page shows came from the server.
 */
async function freshBrowserOf(browser: Browser, context: BrowserContext): Promise<BrowserContext> {
  return browser.newContext({ storageState: await context.storageState() });
}

async function expectServedText(browser: Browser, page: Page, url: string, text: string) {
  const context = await freshBrowserOf(browser, page.context());
  try {
    const fresh = await context.newPage();
    await fresh.goto(url);
    await expect(fresh.locator('[data-testid="page-body"] .bn-editor')).toContainText(text, {
      timeout: 20_000,
    });
    await expect(syncStatus(fresh)).toHaveAttribute('data-status', 'synced');
  } finally {
    await context.close();
  }
}

test('API-SYNC-02 API-SYNC-07 / an edit the page shows as saved survives the server being killed (SIGKILL) and restarted on the same data', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { workspaceId, viewId, url } = await openNewDocument(page, 'crash', 'Crash notes');
  const text = `Committed before the crash ${Date.now()}`;
  await typeInDocument(page, text);
  await expect(syncStatus(page)).toHaveAttribute('data-status', 'synced', { timeout: 15_000 });
  await expect(syncStatus(page)).toHaveText('Saved');

  // No shutdown hook runs: only what was committed before the answer is there after the restart.
  await running.quire.kill('SIGKILL');
  await running.quire.restart();

  expect(await serverText(page, workspaceId, viewId)).toContain(text);
  await page.reload();
  await expect(page.locator('[data-testid="page-body"] .bn-editor')).toContainText(text, { timeout: 20_000 });
  await expect(syncStatus(page)).toHaveAttribute('data-status', 'synced');
  await expectServedText(browser, page, url, text);
});

test('API-SYNC-09 / a send the server refuses leaves the edit unsaved on this device; back online, it is sent', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const realtime = await realtimeSwitch(page.context());
  const { workspaceId, viewId, url } = await openNewDocument(page, 'refused', 'Refused notes');
  await realtime.cut();
  let refused = 0;
  await page.route(webUpdates, (route) => {
    refused += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 1001, message: 'Internal error' }),
    });
  });
  const text = `Kept while the server refuses ${Date.now()}`;
  await typeInDocument(page, text);

  await expect(syncStatus(page)).toHaveAttribute('data-status', 'offline', { timeout: 15_000 });
  await expect(syncStatus(page)).toHaveText('Offline: changes are kept on this device');
  expect(refused).toBeGreaterThan(0);
  await expect(page.locator('[data-testid="page-body"] .bn-editor')).toContainText(text);
  expect(await serverText(page, workspaceId, viewId)).not.toContain(text);

  // The server answers again; the browser going offline and back online is what sends the edit.
  await page.unroute(webUpdates);
  realtime.restore();
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(syncStatus(page)).toHaveAttribute('data-status', 'synced', { timeout: 15_000 });
  expect(await serverText(page, workspaceId, viewId)).toContain(text);
  await expectServedText(browser, page, url, text);
});

test('API-SYNC-09 API-SYNC-10 / an edit whose send failed is sent when the document next opens', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const context = page.context();
  const realtime = await realtimeSwitch(context);
  const { workspaceId, viewId, url } = await openNewDocument(page, 'startup', 'Startup notes');
  await realtime.cut();
  // The network fails under the page (a dropped connection, not an answer), and the page is closed like that.
  await context.route(webUpdates, (route) => route.abort('connectionfailed'));
  const text = `Sent at the next start ${Date.now()}`;
  await typeInDocument(page, text);
  await expect(syncStatus(page)).toHaveAttribute('data-status', 'offline', { timeout: 15_000 });
  expect(await serverText(page, workspaceId, viewId)).not.toContain(text);
  await page.close();

  await context.unroute(webUpdates);
  realtime.restore();
  const again = await context.newPage();
  const sent = again.waitForRequest((request) => request.url().endsWith('/web-update'));
  await again.goto(url);
  await sent;
  await expect(syncStatus(again)).toHaveAttribute('data-status', 'synced', { timeout: 15_000 });
  expect(await serverText(again, workspaceId, viewId)).toContain(text);
  await expectServedText(browser, again, url, text);
});

test('API-SYNC-09 / an edit made while the server is down is sent once it is back, without a reload or the browser going offline', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { workspaceId, viewId, url } = await openNewDocument(page, 'down', 'Downtime notes');
  await running.quire.kill('SIGKILL');
  const text = `Typed while the server was down ${Date.now()}`;
  await typeInDocument(page, text);
  await expect(syncStatus(page)).toHaveAttribute('data-status', 'offline', { timeout: 15_000 });

  await running.quire.restart();
  // Nothing happens in the browser: the page tries again by itself.
  await expect(syncStatus(page)).toHaveAttribute('data-status', 'synced', { timeout: 60_000 });
  expect(await serverText(page, workspaceId, viewId)).toContain(text);
  await expectServedText(browser, page, url, text);
});
