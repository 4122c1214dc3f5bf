// A published grid and board, read anonymously: with JavaScript on the publish remote draws them from the
// database blob (and follows ?v= between the views); with JavaScript off the server's HTML holds the same table.
import { expect, test } from '@playwright/test';
import { createPageView } from '../support/documents.js';
import { publishPage } from '../support/publishing.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

test('PUB-21 / a published grid and board render, with JavaScript on and off', async ({ page, browser }) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `db-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const grid = await createPageView(page, running.quire.url, workspaceId, 'Reading list', { layout: 1 });
  const board = await createPageView(page, running.quire.url, workspaceId, 'Sprint board', { layout: 2 });
  await publishPage(page, running.quire.url, workspaceId, grid, { publish_name: 'reading-list' });
  await publishPage(page, running.quire.url, workspaceId, board, { publish_name: 'sprint-board' });

  const visitor = await (await browser.newContext()).newPage();
  // Before the page's scripts: the grid table the HTML parser makes, and layout shifts.
  await visitor.addInitScript(() => {
    const shifts: number[] = [];
    const state = { table: null as Element | null, shifts };
    Object.assign(window, { __database: state });
    const parsing = new MutationObserver(() => {
      state.table ??= document.querySelector('#quire-published table.quire-grid-table');
      if (document.readyState !== 'loading') parsing.disconnect();
    });
    parsing.observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await visitor.goto(`${running.quire.url}/${workspaceId}/reading-list`);
  const body = visitor.getByTestId('publish-database');
  // A new grid has AppFlowy's default fields.
  await expect(body.locator('table.quire-grid-table th')).toHaveText(['Name', 'Type', 'Done']);
  // The server's grid is hydrated once the blob is read: the table on screen is the parser's, React owns it,
  // and neither the frame nor the grid moved.
  await expect
    .poll(() =>
      visitor.evaluate(() => {
        const { table } = (window as unknown as { __database: { table: Element | null } }).__database;
        return table !== null && Object.keys(table).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
  const taken = await visitor.evaluate(() => {
    const state = (window as unknown as { __database: { table: Element | null; shifts: number[] } })
      .__database;
    return {
      same:
        state.table !== null &&
        state.table === document.querySelector('[data-testid="publish-database"] table'),
      shift: state.shifts.reduce((a, b) => a + b, 0),
    };
  });
  expect(taken.same).toBe(true);
  expect(taken.shift).toBeLessThan(0.01);
  await visitor.goto(`${running.quire.url}/${workspaceId}/sprint-board`);
  // A new board is grouped by its Status options, with the column of cards that have none.
  const columns = visitor.getByTestId('publish-database').locator('.quire-board-column-title');
  await expect(columns.filter({ hasText: 'To Do' })).toHaveCount(1);
  await expect(columns.filter({ hasText: 'No Status' })).toHaveCount(1);

  const reader = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noJs = await reader.newPage();
    await noJs.goto(`${running.quire.url}/${workspaceId}/reading-list`);
    await expect(noJs).toHaveTitle('Reading list');
    await expect(noJs.locator('#quire-published table.quire-grid-table th')).toHaveText([
      'Name',
      'Type',
      'Done',
    ]);
  } finally {
    await reader.close();
  }
});
