// CSV in and out (issue 24): a small CSV imported from "+ New page → Import CSV" becomes a grid page with its
// rows; "Export CSV" of that view downloads what it shows, equal to the file imported.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { gridRows, shownNames } from '../support/database.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { spaceId } from '../support/workspace.js';

const running = quireWithMailbox();

// As the export writes a CSV (CRLF lines, the last one ended too), so that the round trip can be compared whole.
const original = ['Name,Count,Colour', 'Ada,3,red', 'Grace,12,blue', 'Linus,7,red', ''].join('\r\n');

test('a CSV imported as a grid page and exported back is the same file', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByMagicLink(page, running.quire, running.mailbox, `csv-${Date.now()}@quire.test`, '/app');
  const general = await spaceId(page, 'General');
  const before = page.url();
  await page.getByTestId(`sidebar-space-${general}`).hover();
  await page.getByTestId(`space-add-page-${general}`).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('new-page-import-csv').click();
  await (
    await chooser
  ).setFiles({ name: 'Team.csv', mimeType: 'text/csv', buffer: Buffer.from(original, 'utf8') });

  // The new grid page opens, named after the file, with the file's rows.
  await expect(page).not.toHaveURL(before);
  await expect(page.getByTestId('page-title')).toHaveValue('Team', { timeout: 20_000 });
  await expect(gridRows(page)).toHaveCount(3, { timeout: 20_000 });
  await expect.poll(() => shownNames(page)).toEqual(['Ada', 'Grace', 'Linus']);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Team.csv');
  const text = await readFile(await file.path(), 'utf8');
  // UTF-8 with a byte-order mark, for spreadsheets; the rest is the file imported.
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.slice(1)).toBe(original);
});
