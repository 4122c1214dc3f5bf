// A database edited offline (issue 24): a browser loses the network, edits cells and adds a row, and when it is
// back online another browser on the same database sees all of it — the edits were kept and merged.
import { expect, test, type WebSocketRoute } from '@playwright/test';
import { columnHeader, createDatabasePage, gridCell, gridRows } from '../support/database.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { spaceId } from '../support/workspace.js';

const running = quireWithMailbox();

test('cells edited and a row added offline reach another browser once back online', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The network's loss as the app meets it: emulated offline stops requests but leaves an open socket alone,
  // so the realtime sockets go through a route that drops them and refuses new ones while offline.
  let online = true;
  const open = new Set<WebSocketRoute>();
  await page.context().routeWebSocket(/\/ws\/v1/, (socket) => {
    if (!online) {
      void socket.close();
      return;
    }
    socket.connectToServer();
    open.add(socket);
  });
  const goOffline = async () => {
    online = false;
    await page.context().setOffline(true);
    for (const socket of open) await socket.close();
    open.clear();
  };
  await signInByMagicLink(
    page,
    running.quire,
    running.mailbox,
    `offline-db-${Date.now()}@quire.test`,
    '/app',
  );
  await createDatabasePage(page, await spaceId(page, 'General'), 'grid');
  await expect(gridRows(page)).toHaveCount(3);
  const name = (await columnHeader(page, 'Name').getAttribute('data-field-id')) ?? '';
  const watcher = await (
    await browser.newContext({ storageState: await page.context().storageState() })
  ).newPage();
  await watcher.goto(page.url());
  await expect(gridRows(watcher)).toHaveCount(3, { timeout: 20_000 });

  await goOffline();
  await gridCell(page, 0, name).click();
  await page.keyboard.type('Written offline');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '+ New row' }).click();
  await expect(gridRows(page)).toHaveCount(4);
  await page.keyboard.type('Added offline');
  await page.keyboard.press('Enter');
  await expect(gridCell(page, 3, name)).toHaveText('Added offline');
  await expect(gridCell(page, 0, name)).toHaveText('Written offline');
  await expect(gridRows(watcher)).toHaveCount(3);

  online = true;
  await page.context().setOffline(false);
  await expect(gridCell(watcher, 0, name)).toHaveText('Written offline', { timeout: 15_000 });
  await expect(gridRows(watcher)).toHaveCount(4);
  await expect(gridCell(watcher, 3, name)).toHaveText('Added offline', { timeout: 15_000 });
  // And from the server, for someone who opens the page afresh.
  await watcher.reload();
  await expect(gridCell(watcher, 3, name)).toHaveText('Added offline', { timeout: 20_000 });
  await expect(gridCell(watcher, 0, name)).toHaveText('Written offline');
  await watcher.context().close();
});
