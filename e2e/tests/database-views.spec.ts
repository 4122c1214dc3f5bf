// One database, three views (issue 24): a Board and a Calendar tab added beside the grid; a card dragged to
// another column writes its select cell (seen in the grid); an event dragged to another day is rescheduled.
import { expect, test } from '@playwright/test';
import {
  addField,
  chooseOption,
  columnHeader,
  createDatabasePage,
  dragTo,
  gridCell,
  gridOf,
} from '../support/database.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations } from '../support/variants.js';
import { spaceId } from '../support/workspace.js';

const running = quireWithMailbox();

const pad = (value: number) => String(value).padStart(2, '0');

test('ENT-14 / Board and Calendar tabs over one grid: switch views, drag a card to another column, drag an event to another day', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByMagicLink(page, running.quire, running.mailbox, `views-${Date.now()}@quire.test`, '/app');
  await createDatabasePage(page, await spaceId(page, 'General'), 'grid');
  await expect(columnHeader(page, 'Type')).toBeVisible();
  const name = (await columnHeader(page, 'Name').getAttribute('data-field-id')) ?? '';
  const type = (await columnHeader(page, 'Type').getAttribute('data-field-id')) ?? '';
  const due = await addField(page, 'Due', 'Date');

  // Two named rows with a status each, the first dated the 10th of this month (the calendar opens on it).
  const now = new Date();
  const [year, month] = [now.getFullYear(), now.getMonth() + 1];
  await gridCell(page, 0, name).click();
  await page.keyboard.type('Card A');
  await page.keyboard.press('Tab');
  await chooseOption(page, 'Todo');
  await expect(gridCell(page, 0, type)).toHaveText('Todo');
  await page.keyboard.press('ArrowDown');
  await chooseOption(page, 'Doing');
  await expect(gridCell(page, 1, type)).toHaveText('Doing');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('Card B');
  await page.keyboard.press('Enter');
  await gridCell(page, 0, due).click();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Date', { exact: true })).toBeFocused();
  await page.keyboard.type(`${pad(month)}10${year}`);
  await page.keyboard.press('Enter');
  await expect(gridCell(page, 0, due)).toContainText(`10, ${year}`);

  // A Board tab: grouped by the select field, a column per option.
  const tabs = page.getByRole('tablist', { name: 'Views' });
  await page.getByRole('button', { name: 'Add a view' }).click();
  await page.getByRole('menuitem', { name: 'Board' }).click();
  await expect(tabs.getByRole('tab', { name: 'Board' })).toHaveAttribute('aria-selected', 'true');
  const column = (label: string) =>
    page.getByTestId('board-column').and(page.getByLabel(label, { exact: true }));
  const cardA = page.getByTestId('board-card').and(page.getByLabel('Card A', { exact: true }));
  await expect(column('Todo').getByTestId('board-card')).toHaveAccessibleName('Card A');
  await expect(column('Doing').getByTestId('board-card')).toHaveAccessibleName('Card B');

  await expectNoSeriousA11yViolations(page, '[data-testid="page-view"]');
  await dragTo(page, cardA, column('Doing'));
  await expect(column('Doing').getByTestId('board-card')).toHaveCount(2);
  await expect(column('Todo').getByTestId('board-card')).toHaveCount(0);

  // Back on the grid the card's select cell says where it went.
  await tabs.getByRole('tab', { name: 'Grid' }).click();
  await expect(gridOf(page)).toBeVisible();
  await expect(gridCell(page, 0, type)).toHaveText('Doing');

  // A Calendar tab on the date field: the event on the 10th, dragged to the 12th.
  await page.getByRole('button', { name: 'Add a view' }).click();
  await page.getByRole('menuitem', { name: 'Calendar' }).click();
  await expect(tabs.getByRole('tab', { name: 'Calendar' })).toHaveAttribute('aria-selected', 'true');
  const event = page.getByTestId('calendar-event').and(page.getByLabel('Card A'));
  await expect(event).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[data-testid="page-view"]');
  const day12 = page.locator(`[data-testid="calendar-day"][data-date="${year}-${pad(month)}-12"]`);
  await dragTo(page, event, day12);
  await tabs.getByRole('tab', { name: 'Grid' }).click();
  await expect(gridCell(page, 0, due)).toContainText(`12, ${year}`);

  // The board and calendar tabs are still there after a reload, the moves kept.
  await page.reload();
  await expect(tabs.getByRole('tab')).toHaveText(['Grid', 'Board', 'Calendar'], { timeout: 20_000 });
  await tabs.getByRole('tab', { name: 'Board' }).click();
  await expect(column('Doing').getByTestId('board-card')).toHaveCount(2);
});
