// Two browsers on one database (issue 24): each sees the other's grid edits and board moves within a second of
// the change leaving the sender (its realtime frame sent), with no reload.
import { expect, test, type Page } from '@playwright/test';
import {
  chooseOption,
  columnHeader,
  createDatabasePage,
  dragTo,
  gridCell,
  gridRows,
} from '../support/database.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { spaceId } from '../support/workspace.js';

const running = quireWithMailbox();
const LIVE = { timeout: 1_000 };

type Socket = import('@playwright/test').WebSocket;
const sockets = new WeakMap<Page, Socket[]>();

/** Keeps the realtime sockets `page` opens (to wait on what they send). */
function trackSockets(page: Page): void {
  const list: Socket[] = [];
  sockets.set(page, list);
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/ws/v1')) return;
    list.push(socket);
    socket.on('close', () => list.splice(list.indexOf(socket), 1));
  });
}

/** Resolves when `page` next sends a frame on its realtime socket (the change has left this browser). */
function nextFrameSent(page: Page): Promise<void> {
  const open = sockets.get(page) ?? [];
  expect(open.length).toBeGreaterThan(0);
  return new Promise((resolve) => {
    for (const socket of open)
      socket.once('framesent', () => {
        resolve();
      });
  });
}

const board = (page: Page, label: string) =>
  page
    .getByTestId('board-column')
    .and(page.getByLabel(label, { exact: true }))
    .getByTestId('board-card');

test('two browsers edit one grid and its board: each sees the other’s change within a second', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  trackSockets(page);
  await signInByMagicLink(page, running.quire, running.mailbox, `live-db-${Date.now()}@quire.test`, '/app');
  await createDatabasePage(page, await spaceId(page, 'General'), 'grid');
  await expect(gridRows(page)).toHaveCount(3);
  const name = (await columnHeader(page, 'Name').getAttribute('data-field-id')) ?? '';
  const type = (await columnHeader(page, 'Type').getAttribute('data-field-id')) ?? '';
  await gridCell(page, 0, type).click();
  await chooseOption(page, 'Todo');
  await page.keyboard.press('ArrowDown');
  await chooseOption(page, 'Doing');
  await expect(gridCell(page, 1, type)).toHaveText('Doing');

  // The same person in a second browser (its own context, the same session), on the same page.
  const other = await (
    await browser.newContext({ storageState: await page.context().storageState() })
  ).newPage();
  trackSockets(other);
  await other.goto(page.url());
  await expect(gridCell(other, 1, type)).toHaveText('Doing', { timeout: 20_000 });

  // Grid: a cell typed in one is shown in the other.
  await gridCell(page, 0, name).click();
  let sent = nextFrameSent(page);
  await page.keyboard.type('From one');
  await page.keyboard.press('Enter');
  await sent;
  await expect(gridCell(other, 0, name)).toHaveText('From one', LIVE);
  await gridCell(other, 1, name).click();
  sent = nextFrameSent(other);
  await other.keyboard.type('From two');
  await other.keyboard.press('Enter');
  await sent;
  await expect(gridCell(page, 1, name)).toHaveText('From two', LIVE);

  // Board: a view added in one appears in the other; a select changed in one's grid moves the other's card,
  // a card dragged in the other's board changes one's grid.
  const tabs = (of: Page) => of.getByRole('tablist', { name: 'Views' });
  await page.getByRole('button', { name: 'Add a view' }).click();
  sent = nextFrameSent(page);
  await page.getByRole('menuitem', { name: 'Board' }).click();
  await sent;
  await expect(tabs(other).getByRole('tab', { name: 'Board' })).toBeVisible(LIVE);
  await tabs(other).getByRole('tab', { name: 'Board' }).click();
  await expect(board(other, 'Todo')).toHaveAccessibleName('From one');
  await tabs(page).getByRole('tab', { name: 'Grid' }).click();
  await gridCell(page, 0, type).click();
  sent = nextFrameSent(page);
  await chooseOption(page, 'Doing');
  await sent;
  await expect(board(other, 'Doing')).toHaveCount(2, LIVE);
  await expect(board(other, 'Todo')).toHaveCount(0);

  sent = nextFrameSent(other);
  await dragTo(
    other,
    board(other, 'Doing').and(other.getByLabel('From two', { exact: true })),
    other.getByTestId('board-column').and(other.getByLabel('Todo', { exact: true })),
  );
  await sent;
  await expect(gridCell(page, 1, type)).toHaveText('Todo', LIVE);
  await other.context().close();
});
