// A grid built in the browser (issue 24): a Grid page from "+ New page" with AppFlowy's default fields and rows, a
// field of each type added from the header, a cell of each filled from the keyboard, all there after a reload.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addField,
  columnHeader,
  createDatabasePage,
  gridCell,
  gridOf,
  gridRows,
} from '../support/database.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations } from '../support/variants.js';
import { spaceId } from '../support/workspace.js';

const running = quireWithMailbox();

const fields = [
  ['Notes', 'Text'],
  ['Amount', 'Number'],
  ['Due', 'Date'],
  ['Stage', 'Select'],
  ['Tags', 'Multi-select'],
  ['Ok', 'Checkbox'],
  ['Link', 'URL'],
  ['Steps', 'Checklist'],
] as const;

/** The first row's cells, reached from its first cell with the arrow keys (the grid draws the columns in view). */
async function expectFilled(page: Page, ids: Record<string, string>) {
  const expected: [string, (cell: Locator) => Promise<void>][] = [
    ['Name', (cell) => expect(cell).toHaveText('Alpha')],
    ['Type', (cell) => expect(cell).toHaveText('')],
    ['Done', (cell) => expect(cell).toHaveText('')],
    ['Notes', (cell) => expect(cell).toHaveText('hello notes')],
    ['Amount', (cell) => expect(cell).toHaveText('42')],
    ['Due', (cell) => expect(cell).toHaveText('Jun 15, 2025')],
    ['Stage', (cell) => expect(cell).toHaveText('Won')],
    ['Tags', (cell) => expect(cell).toHaveText('redblue')],
    ['Ok', (cell) => expect(cell).toHaveText('☑')],
    ['Link', (cell) => expect(cell.getByRole('link')).toHaveAttribute('href', 'https://example.com/x')],
    ['Steps', (cell) => expect(cell).toContainText('0/1')],
  ];
  await gridCell(page, 0, ids.Name!).click();
  for (const [index, [name, check]] of expected.entries()) {
    if (index > 0) await page.keyboard.press('ArrowRight');
    const cell = gridCell(page, 0, ids[name]!);
    await expect(cell).toHaveAttribute('aria-selected', 'true');
    await check(cell);
  }
}

test('ENT-13 / a grid page from + New page: default fields and rows, a field of each type, each cell filled from the keyboard, kept after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByMagicLink(page, running.quire, running.mailbox, `grid-${Date.now()}@quire.test`, '/app');
  const general = await spaceId(page, 'General');
  await createDatabasePage(page, general, 'grid');

  // AppFlowy's defaults: Name, Type, Done and three empty rows.
  const grid = gridOf(page);
  for (const name of ['Name', 'Type', 'Done']) await expect(columnHeader(page, name)).toBeVisible();
  await expect(gridRows(page)).toHaveCount(3);

  const ids: Record<string, string> = {};
  for (const name of ['Name', 'Type', 'Done']) {
    ids[name] = (await columnHeader(page, name).getAttribute('data-field-id')) ?? '';
  }
  for (const [name, type] of fields) ids[name] = await addField(page, name, type);

  // The first row, left to right from the keyboard: typing starts editing, Tab saves and moves on.
  await gridCell(page, 0, ids.Name!).click();
  await page.keyboard.type('Alpha');
  await page.keyboard.press('Tab');
  await expect(gridCell(page, 0, ids.Name!)).toHaveText('Alpha');
  await page.keyboard.press('Tab'); // Type
  await page.keyboard.press('Tab'); // Done
  await page.keyboard.type('hello notes');
  await page.keyboard.press('Tab');
  await page.keyboard.type('42');
  await page.keyboard.press('Tab');
  // Due: Enter opens the date picker, its day field has the focus.
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Date', { exact: true })).toBeFocused();
  await page.keyboard.type('06152025');
  await page.keyboard.press('Tab');
  await expect(gridCell(page, 0, ids.Due!)).toContainText('2025');
  // Stage: a new option made from the search field (Enter creates and chooses it).
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Search or create an option' })).toBeFocused();
  await page.keyboard.type('Won');
  await page.keyboard.press('Enter');
  await expect(gridCell(page, 0, ids.Stage!)).toHaveText('Won');
  await page.keyboard.press('Tab');
  // Tags: two new options, the picker stays open for more; Escape closes it.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Search or create an option' })).toBeFocused();
  await page.keyboard.type('red');
  await page.keyboard.press('Enter');
  await page.keyboard.type('blue');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(gridCell(page, 0, ids.Tags!)).toHaveText('redblue');
  await page.keyboard.press('Tab');
  await page.keyboard.press(' ');
  await expect(gridCell(page, 0, ids.Ok!)).toHaveText('☑');
  await page.keyboard.press('Tab');
  await page.keyboard.type('example.com/x');
  await page.keyboard.press('Tab');
  // Steps: an item added from the checklist's field, Escape closes it.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Add an item' })).toBeFocused();
  await page.keyboard.type('first step');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(grid).toBeFocused();
  await expectFilled(page, ids);
  await expectNoSeriousA11yViolations(page, '[data-testid="page-view"]');

  // Everything was saved: a reload shows it all again.
  await page.reload();
  await expect(gridRows(page)).toHaveCount(3, { timeout: 20_000 });
  await expectFilled(page, ids);
});
