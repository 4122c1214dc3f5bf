// Databases as a user reaches them: a page made from the sidebar's "+ New page" menu, the grid's cells found by
// the row's place and the field's name (the grid's roles: grid > row > gridcell, columnheader).
import { expect, type Locator, type Page } from '@playwright/test';
import { currentLocation } from './workspace.js';

export type DatabaseLayoutName = 'grid' | 'board' | 'calendar';

/** Makes a database page in a space through "+ New page" and returns its id once its view is drawn. */
export async function createDatabasePage(
  page: Page,
  spaceId: string,
  layout: DatabaseLayoutName,
): Promise<string> {
  const before = page.url();
  await page.getByTestId(`sidebar-space-${spaceId}`).hover();
  await page.getByTestId(`space-add-page-${spaceId}`).click();
  await page.getByTestId(`new-page-${layout}`).click();
  await expect(page).not.toHaveURL(before);
  const { viewId } = await currentLocation(page);
  return viewId;
}

export const gridOf = (page: Page): Locator => page.getByTestId('database-grid');

/** The header of the field named `name` (its glyph is beside the name, in a span of its own). */
export const columnHeader = (page: Page, name: string): Locator =>
  gridOf(page)
    .getByRole('columnheader')
    .filter({ has: page.locator('span').getByText(name, { exact: true }) });

export async function fieldId(page: Page, name: string): Promise<string> {
  const id = await columnHeader(page, name).getAttribute('data-field-id');
  expect(id).not.toBeNull();
  return id!;
}

/** The body rows in the order shown. */
export const gridRows = (page: Page): Locator => gridOf(page).locator('[role=rowgroup] > [role=row]');

/** The cell of the row shown at `rowIndex` (0 is the first body row) in the field with id `field`. */
export const gridCell = (page: Page, rowIndex: number, field: string): Locator =>
  gridOf(page).locator(
    `[role=row][aria-rowindex="${String(rowIndex + 2)}"] [role=gridcell][data-field-id="${field}"]`,
  );

/** The primary cells' texts, in the order shown. */
export const shownNames = (page: Page): Promise<string[]> =>
  gridRows(page).evaluateAll((rows) =>
    rows
      .slice()
      .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
      .map((row) => row.querySelector('[role=gridcell]')?.textContent ?? ''),
  );

/**
 * Adds a field with the header's "+", names it in the menu that opens (its name field has the focus) and gives
 * it `typeName` ("Number", "Select" …) from the menu's type list. Returns the new field's id.
 */
export async function addField(page: Page, name: string, typeName: string): Promise<string> {
  await gridOf(page).getByRole('button', { name: 'New field' }).click();
  const nameInput = page.getByRole('textbox', { name: 'Field name' });
  await expect(nameInput).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(name);
  if (typeName !== 'Text') {
    await page.getByRole('menuitem', { name: /^Type: / }).click();
    await page.getByRole('menuitemradio', { name: typeName, exact: true }).click();
  } else {
    await page.keyboard.press('Enter');
  }
  await expect(columnHeader(page, name)).toHaveCount(1);
  return fieldId(page, name);
}

/** A mouse drag as a person makes one: pressed, moved past the drag's start distance, then onto the target. */
export async function dragTo(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  expect(start).not.toBeNull();
  await page.mouse.move(start!.x + start!.width / 2, start!.y + start!.height / 2);
  await page.mouse.down();
  await page.mouse.move(start!.x + start!.width / 2 + 12, start!.y + start!.height / 2 + 12, { steps: 3 });
  const end = await to.boundingBox();
  expect(end).not.toBeNull();
  await page.mouse.move(end!.x + end!.width / 2, end!.y + end!.height / 2, { steps: 10 });
  await page.mouse.up();
}

/** Picks (or creates) the option named `name` in the open select editor of the focused cell. */
export async function chooseOption(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Search or create an option' })).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
}
