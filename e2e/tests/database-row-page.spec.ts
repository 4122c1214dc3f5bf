// A row's own page (issue 24): opened from the grid's primary cell, its document typed in, closed, opened again —
// the text is there, and it is still there after a reload (the row document was created on first open).
import { expect, test, type Page } from '@playwright/test';
import { columnHeader, createDatabasePage, gridCell, gridRows } from '../support/database.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations } from '../support/variants.js';
import { spaceId } from '../support/workspace.js';

const running = quireWithMailbox();

const rowPage = (page: Page) => page.getByTestId('row-page');
const rowEditor = (page: Page) => rowPage(page).locator('[data-testid="row-document"] .bn-editor');

test('PUB-08 / a row page (?r=): open a row, type in its document, close, reopen and reload: the text is there', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByMagicLink(page, running.quire, running.mailbox, `row-page-${Date.now()}@quire.test`, '/app');
  await createDatabasePage(page, await spaceId(page, 'General'), 'grid');
  await expect(gridRows(page)).toHaveCount(3);
  const name = (await columnHeader(page, 'Name').getAttribute('data-field-id')) ?? '';
  await gridCell(page, 0, name).click();
  await page.keyboard.type('Launch');
  await page.keyboard.press('Enter');
  await expect(gridCell(page, 0, name)).toContainText('Launch');

  const open = async () => {
    await gridCell(page, 0, name).hover();
    await page.getByRole('button', { name: 'Open Launch' }).click();
    await expect(rowPage(page)).toBeVisible();
    await expect(rowPage(page).getByTestId('row-title')).toHaveValue('Launch');
    await expect(rowEditor(page)).toBeVisible({ timeout: 15_000 });
  };
  await open();
  await expect(page).toHaveURL(/[?&]r=/);
  await expectNoSeriousA11yViolations(page, '[data-testid="row-page"]');
  await rowEditor(page).click();
  await page.keyboard.type('Notes written in the row.');
  await expect(rowEditor(page)).toContainText('Notes written in the row.');
  await rowPage(page).getByRole('button', { name: 'Close' }).click();
  await expect(rowPage(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]r=/);

  await open();
  await expect(rowEditor(page)).toContainText('Notes written in the row.');

  // From the server: the address with ?r= opens the row again after a reload, its document with it.
  await page.reload();
  await expect(rowEditor(page)).toContainText('Notes written in the row.', { timeout: 20_000 });
});
