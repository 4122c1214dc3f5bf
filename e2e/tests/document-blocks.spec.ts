// Every block the slash menu offers, made by typing as a user does, is saved in AppFlowy's layout and is still there,
// as the same block, after a reload.
import { expect, test, type Page } from '@playwright/test';
import {
  createDocumentPage,
  descendants,
  documentTree,
  plainText,
  serverDocument,
} from '../support/documents.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

interface Made {
  /** What is typed after the slash to find the item. */
  query: string;
  /** The item's title in the menu. */
  title: string;
  /** BlockNote's content type shown for it. */
  shown: string;
  /** AppFlowy's block type stored for it, and what its data must hold. */
  ty: string;
  data?: Record<string, unknown>;
  /** Text typed into the block after it is made (blocks without text take none). */
  text?: string;
}

const made: Made[] = [
  {
    query: 'heading 1',
    title: 'Heading 1',
    shown: 'heading',
    ty: 'heading',
    data: { level: 1 },
    text: 'H one',
  },
  {
    query: 'heading 2',
    title: 'Heading 2',
    shown: 'heading',
    ty: 'heading',
    data: { level: 2 },
    text: 'H two',
  },
  {
    query: 'heading 3',
    title: 'Heading 3',
    shown: 'heading',
    ty: 'heading',
    data: { level: 3 },
    text: 'H three',
  },
  {
    query: 'toggle heading 1',
    title: 'Toggle Heading 1',
    shown: 'heading',
    ty: 'toggle_list',
    data: { level: 1 },
    text: 'Folded heading',
  },
  { query: 'quote', title: 'Quote', shown: 'quote', ty: 'quote', text: 'Quoted words' },
  { query: 'toggle list', title: 'Toggle List', shown: 'toggleListItem', ty: 'toggle_list', text: 'Fold me' },
  {
    query: 'numbered list',
    title: 'Numbered List',
    shown: 'numberedListItem',
    ty: 'numbered_list',
    text: 'First step',
  },
  {
    query: 'bullet list',
    title: 'Bullet List',
    shown: 'bulletListItem',
    ty: 'bulleted_list',
    text: 'A point',
  },
  { query: 'check list', title: 'Check List', shown: 'checkListItem', ty: 'todo_list', text: 'A task' },
  { query: 'code', title: 'Code Block', shown: 'codeBlock', ty: 'code', text: 'let answer = 42' },
  { query: 'callout', title: 'Callout', shown: 'callout', ty: 'callout', text: 'Heads up' },
  { query: 'divider', title: 'Divider', shown: 'divider', ty: 'divider' },
  { query: 'math', title: 'Math Equation', shown: 'mathEquation', ty: 'math_equation' },
  { query: 'outline', title: 'Table of Contents', shown: 'outline', ty: 'outline' },
];

/** A line's words, none a prefix of another's. */
const slot = (index: number) => `slot ${String.fromCharCode(97 + index)} here`;

/** Turns the line holding `slot(index)` into the item's block through the slash menu, and types its text. */
async function makeBlock(page: Page, index: number, item: Made): Promise<void> {
  const line = page.locator('[data-testid="page-body"] .bn-block-content', { hasText: slot(index) });
  // The page may move under the pointer (the saving indicator comes and goes): click until the caret is there.
  await expect(async () => {
    await line.click();
    expect(await page.evaluate(() => window.getSelection()?.anchorNode?.textContent ?? '')).toBe(slot(index));
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('End');
  for (let left = slot(index).length; left > 0; left -= 1) await page.keyboard.press('Backspace');
  await page.keyboard.type(`/${item.query}`);
  const menu = page.locator('.bn-suggestion-menu');
  // The menu filters as the query is typed: choose only once the item is the one selected.
  await expect(menu.locator('[role="option"][aria-selected="true"]')).toContainText(item.title);
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  if (item.text !== undefined) await page.keyboard.type(item.text);
  // Some blocks open their own editor (a formula's field): leave it.
  await page.keyboard.press('Escape');
}

test('ENT-39 ENT-40 / each block type made from the slash menu is stored as AppFlowy’s block and kept after a reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInByMagicLink(page, running.quire, running.mailbox, `blocks-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, 'Every block');
  await page.goto(`${running.quire.url}/app/${workspaceId}/${viewId}`);
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 20_000,
  });
  // One plain line per block to make, and a last one that stays a paragraph.
  await page.locator('[data-testid="page-body"] .bn-editor').click();
  for (let index = 0; index < made.length; index += 1) {
    await page.keyboard.type(slot(index));
    await page.keyboard.press('Enter');
  }
  await page.keyboard.type('The end');
  for (const [index, item] of made.entries()) await makeBlock(page, index, item);

  await expect(page.getByTestId('document-sync-status')).toHaveAttribute('data-status', 'synced', {
    timeout: 15_000,
  });
  const shownTypes = () =>
    page
      .locator('[data-testid="page-body"] .bn-block-content')
      .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-content-type')));
  const before = await shownTypes();
  expect(before).toEqual([...made.map((item) => item.shown), 'paragraph']);

  await page.reload();
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 20_000,
  });
  expect(await shownTypes()).toEqual(before);
  for (const item of made.filter((entry) => entry.text !== undefined))
    await expect(
      page.locator('[data-testid="page-body"] .bn-block-content:not([data-content-type="outline"])', {
        hasText: item.text,
      }),
    ).toHaveAttribute('data-content-type', item.shown);

  // The server holds AppFlowy's blocks, in order, with their data and text.
  const { doc } = await serverDocument(page, running.quire.url, workspaceId, viewId);
  const stored = descendants(documentTree(doc));
  expect(stored.map((block) => block.ty)).toEqual([...made.map((item) => item.ty), 'paragraph']);
  for (const [index, item] of made.entries()) {
    const block = stored[index]!;
    expect(block.id).toMatch(/^[_\-0-9a-zA-Z]{8}$/);
    if (item.data !== undefined) expect(block.data).toMatchObject(item.data);
    if (item.text !== undefined) expect(plainText(block.text)).toBe(item.text);
  }
  expect(plainText(stored.at(-1)!.text)).toBe('The end');
});
