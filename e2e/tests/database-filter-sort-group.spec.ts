// A view's filter, sort and grouping from the browser (issue 24): a filter hides the rows that do not match, a
// sort orders them, and a board grouped by another select field shows a column per option of that field.
import { expect, test } from '@playwright/test';
import {
  addField,
  chooseOption,
  columnHeader,
  createDatabasePage,
  gridCell,
  gridRows,
  shownNames,
} from '../support/database.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { spaceId } from '../support/workspace.js';

const running = quireWithMailbox();

test('a filter hides rows, a sort orders them, a board is grouped by the chosen field', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByMagicLink(page, running.quire, running.mailbox, `filter-${Date.now()}@quire.test`, '/app');
  await createDatabasePage(page, await spaceId(page, 'General'), 'grid');
  await expect(gridRows(page)).toHaveCount(3);
  const name = (await columnHeader(page, 'Name').getAttribute('data-field-id')) ?? '';
  const size = await addField(page, 'Size', 'Select');

  // Three rows named and sized from the keyboard: Enter saves and goes down.
  await gridCell(page, 0, name).click();
  for (const fruit of ['Cherry', 'Apple', 'Banana']) {
    await page.keyboard.type(fruit);
    await page.keyboard.press('Enter');
  }
  await expect.poll(() => shownNames(page)).toEqual(['Cherry', 'Apple', 'Banana']);
  await gridCell(page, 0, size).click();
  await chooseOption(page, 'Small');
  await page.keyboard.press('ArrowDown');
  await chooseOption(page, 'Large');
  await page.keyboard.press('ArrowDown');
  await chooseOption(page, 'Small');
  await expect(gridCell(page, 2, size)).toHaveText('Small');

  // Sort ascending by Name from the field's menu.
  await columnHeader(page, 'Name').getByRole('button').click();
  await page.getByRole('menuitem', { name: 'Sort ascending' }).click();
  await expect(page.getByTestId('database-sort')).toHaveCount(1);
  await expect.poll(() => shownNames(page)).toEqual(['Apple', 'Banana', 'Cherry']);

  // A filter on Name ("contains" by default): only the matching rows stay, still in order.
  await page.getByRole('button', { name: '+ Filter', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Name', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Filter value for Name' })).toBeFocused();
  await page.keyboard.type('an');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('database-filter')).toHaveCount(1);
  await expect.poll(() => shownNames(page)).toEqual(['Banana']);
  await page.getByRole('button', { name: 'Remove this filter' }).click();
  await expect.poll(() => shownNames(page)).toEqual(['Apple', 'Banana', 'Cherry']);

  // A board grouped by Size instead of Type: a column per option, the cards where their cell puts them.
  await page.getByRole('button', { name: 'Add a view' }).click();
  await page.getByRole('menuitem', { name: 'Board' }).click();
  await expect(page.getByTestId('board-group-field')).toHaveText('Grouped by Type');
  await page.getByRole('button', { name: 'Board settings' }).click();
  await page.getByRole('menuitem', { name: 'Size', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('board-group-field')).toHaveText('Grouped by Size');
  const cardsOf = (label: string) =>
    page
      .getByTestId('board-column')
      .and(page.getByLabel(label, { exact: true }))
      .getByTestId('board-card');
  await expect(cardsOf('Small')).toHaveCount(2);
  await expect(cardsOf('Large')).toHaveCount(1);
  await expect(cardsOf('Large')).toHaveAccessibleName('Apple');
});
