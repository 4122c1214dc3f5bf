// A document of more than 500 top-level blocks (issue 9's keystroke goal): the editor renders only the blocks
// near the viewport, the others kept as room. Scrolling with the wheel reaches every block in order without a
// blank screen or a jump; a far block is edited and saved; mod+Home / mod+End, find and the outline reach blocks
// the window had left out; typing after scrolling away from the caret writes where the caret is.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  appendBlocks,
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
const count = 1200;
const paragraphText = (number: number) => `Paragraph ${number} of the window notes.`;
/** A heading every 100 paragraphs, an outline block first. */
const headingText = (number: number) => `Part ${number / 100} heading`;

function documentBlocks() {
  const blocks: Record<string, unknown>[] = [
    { type: 'outline', data: { depth: 2 }, delta: [], children: [] },
  ];
  for (let number = 1; number <= count; number += 1) {
    if (number % 100 === 0)
      blocks.push({
        type: 'heading',
        data: { level: 2 },
        delta: [{ insert: headingText(number) }],
        children: [],
      });
    blocks.push({ type: 'paragraph', data: {}, delta: [{ insert: paragraphText(number) }], children: [] });
  }
  return blocks;
}

async function openLongDocument(page: Page, name: string) {
  await signInByMagicLink(page, running.quire, running.mailbox, `${name}-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, 'Window notes');
  await appendBlocks(page, running.quire.url, workspaceId, viewId, documentBlocks(), 500);
  await page.goto(`${running.quire.url}/app/${workspaceId}/${viewId}`);
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 60_000,
  });
  return { workspaceId, viewId };
}

const paragraph = (page: Page, number: number) =>
  page.locator('[data-testid="page-body"] .bn-inline-content', { hasText: paragraphText(number) });

/** The numbers of the paragraphs at least partly in the viewport, in document order. */
function paragraphsInView(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const numbers: number[] = [];
    const lines = document.querySelectorAll<HTMLElement>('[data-testid="page-body"] .bn-inline-content');
    for (const element of Array.from(lines)) {
      const rect = element.getBoundingClientRect();
      const match = /^Paragraph (\d+) of/.exec(element.textContent);
      if (match !== null && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight)
        numbers.push(Number(match[1]));
    }
    return numbers;
  });
}

/**
 * One turn of the wheel by `delta`: the paragraphs then in view are consecutive, and they join the edge reached
 * before (`edge`: the last paragraph seen going down, the first going up), none skipped or gone back over.
 * Answers the new edge.
 */
async function wheelTurn(page: Page, delta: number, edge: number, turn: number): Promise<number> {
  await page.mouse.wheel(0, delta);
  await page.waitForTimeout(40);
  const seen = await paragraphsInView(page);
  expect(seen.length, `paragraphs in view after ${turn} turns`).toBeGreaterThan(0);
  const first = seen[0] ?? 0;
  const last = seen.at(-1) ?? 0;
  expect(last - first).toBe(seen.length - 1);
  if (delta > 0) {
    expect(first).toBeLessThanOrEqual(edge + 1);
    expect(last).toBeGreaterThanOrEqual(edge);
    return last;
  }
  expect(last).toBeGreaterThanOrEqual(edge - 1);
  expect(first).toBeLessThanOrEqual(edge);
  return first;
}

/** Scrolls with the wheel over the text until `target` is in the viewport. */
async function wheelTo(page: Page, target: Locator, direction: 1 | -1 = 1) {
  await page.mouse.move(640, 400);
  const height = page.viewportSize()?.height ?? 720;
  for (let turn = 0; turn < 300; turn += 1) {
    const box = (await target.isVisible()) ? await target.boundingBox() : null;
    if (box !== null && box.y >= 0 && box.y + box.height <= height) return;
    await page.mouse.wheel(0, direction * 1000);
    await page.waitForTimeout(50);
  }
  throw new Error('the wheel never brought the block into view');
}

test.describe.configure({ timeout: 180_000 });

test('ENT-36 / a long document renders a window of blocks; the wheel reaches every one in order, without a blank screen or a jump', async ({
  page,
}) => {
  await openLongDocument(page, 'window-scroll');
  const rendered = () =>
    page
      .locator('[data-testid="page-body"] .bn-editor > .bn-block-group > .bn-block-outer')
      .evaluateAll((outers) => outers.filter((outer) => getComputedStyle(outer).display !== 'none').length);
  expect(await rendered()).toBeLessThan(200);
  // The room of the hidden blocks is kept: the page scrolls as far as the whole document reaches.
  const scrollHeight = await page.evaluate(() => {
    let element = document.querySelector('[data-testid="page-body"] .bn-editor')?.parentElement ?? null;
    while (element !== null && !['auto', 'scroll'].includes(getComputedStyle(element).overflowY))
      element = element.parentElement;
    return element?.scrollHeight ?? 0;
  });
  expect(scrollHeight).toBeGreaterThan(count * 20);

  await page.mouse.move(640, 400);
  let highest = (await paragraphsInView(page)).at(-1) ?? 0;
  for (let turn = 1; turn <= 600 && highest < count; turn += 1)
    highest = await wheelTurn(page, 400, highest, turn);
  expect(highest).toBe(count);
  expect(await rendered()).toBeLessThan(200);
});

test('ENT-36 / from the end of a long document, the wheel goes back up through blocks never rendered, in order and without a jump', async ({
  page,
}) => {
  await openLongDocument(page, 'window-up');
  await page.locator('[data-testid="page-body"] .bn-inline-content').first().click();
  await page.keyboard.press('ControlOrMeta+End');
  await expect(paragraph(page, count)).toBeInViewport();
  await page.mouse.move(640, 400);
  let lowest = (await paragraphsInView(page))[0] ?? count;
  for (let turn = 1; turn <= 40; turn += 1) lowest = await wheelTurn(page, -400, lowest, turn);
  expect(lowest).toBeLessThan(count - 100);

  // A rendered block above the viewport grows (as an image loading would): what the reader sees stays put.
  const shownTop = () => paragraph(page, lowest).evaluate((element) => element.getBoundingClientRect().top);
  const before = await shownTop();
  await paragraph(page, lowest - 3).evaluate((element) => {
    const id = element.closest<HTMLElement>('.bn-block-outer')?.dataset.id ?? '';
    const style = document.createElement('style');
    style.textContent = `.bn-block-outer[data-id="${id}"] { padding-bottom: 300px; }`;
    document.head.append(style);
  });
  await page.waitForTimeout(300);
  expect(Math.abs((await shownTop()) - before)).toBeLessThan(2);
});

test('ENT-36 / a far block is edited after scrolling to it and saved; mod+Home and mod+End reach the ends; typing after scrolling away writes at the caret', async ({
  page,
}) => {
  const { workspaceId, viewId } = await openLongDocument(page, 'window-edit');
  const target = paragraph(page, 900);
  await wheelTo(page, target);
  const box = await target.boundingBox();
  if (box === null) throw new Error('paragraph 900 is not shown');
  await target.click({ position: { x: box.width - 2, y: box.height / 2 } });
  await page.keyboard.type(' Edited far down.');
  await expect(
    page.locator('[data-testid="page-body"] .bn-inline-content', { hasText: 'Edited far down.' }),
  ).toBeInViewport();

  // Scroll away from the caret (up, past the window), then type: the text goes where the caret is, shown there.
  await wheelTo(page, paragraph(page, 500), -1);
  await page.keyboard.type(' Still here.');
  const edited = page.locator('[data-testid="page-body"] .bn-inline-content', {
    hasText: `${paragraphText(900)} Edited far down. Still here.`,
  });
  await expect(edited).toBeInViewport();
  // Lines typed at full speed, each right after Enter: every new block is rendered at once, in order.
  const lines = Array.from({ length: 10 }, (_, index) => `Window line ${index + 1} typed.`);
  for (const line of lines) {
    await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
  await expect(
    page.locator('[data-testid="page-body"] .bn-inline-content', { hasText: lines[9] }),
  ).toBeInViewport();

  await page.keyboard.press('ControlOrMeta+Home');
  await expect(page.locator('[data-testid="page-body"] .quire-outline')).toBeInViewport();
  await page.keyboard.type('At the top. ');
  await page.keyboard.press('ControlOrMeta+End');
  await expect(paragraph(page, count)).toBeInViewport();
  await page.keyboard.type(' The very end.');
  await expect(page.getByTestId('document-sync-status')).toHaveAttribute('data-status', 'synced', {
    timeout: 20_000,
  });

  const { doc } = await serverDocument(page, running.quire.url, workspaceId, viewId);
  const stored = descendants(documentTree(doc)).map((entry) => plainText(entry.text));
  expect(stored).toContain(`${paragraphText(900)} Edited far down. Still here.`);
  const at = stored.indexOf(`${paragraphText(900)} Edited far down. Still here.`);
  expect(stored.slice(at + 1, at + lines.length + 2)).toEqual([...lines, paragraphText(901)]);
  expect(stored).toContain(`${paragraphText(count)} The very end.`);
  expect(stored.filter((text) => text.startsWith('Paragraph '))).toHaveLength(count);
  expect(stored.some((text) => text.startsWith('At the top. '))).toBe(true);
});

test('ENT-36 / find and the outline reach blocks the window had left out', async ({ page }) => {
  await openLongDocument(page, 'window-find');
  await expect(paragraph(page, 1100)).toBeHidden();
  await page.locator('[data-testid="page-body"] .bn-inline-content').first().click();
  await page.keyboard.press('ControlOrMeta+f');
  await page.keyboard.type(paragraphText(1100));
  await expect(paragraph(page, 1100)).toBeInViewport();

  await page.keyboard.press('Escape');
  await page.keyboard.press('ControlOrMeta+Home');
  const entry = page.locator('.quire-outline-entry', { hasText: headingText(1000) });
  await expect(entry).toBeInViewport();
  await expect(page.locator('[data-testid="page-body"] h2', { hasText: headingText(1000) })).toBeHidden();
  await entry.click();
  await expect(
    page.locator('[data-testid="page-body"] .bn-inline-content', { hasText: headingText(1000) }),
  ).toBeInViewport();
  await expect(paragraph(page, 1000)).toBeInViewport();
  // And it stays there once the window has settled around it.
  await page.waitForTimeout(1000);
  await expect(paragraph(page, 1000)).toBeInViewport();
  await expect(paragraph(page, 999)).not.toBeInViewport();
});
