// The server draws its copy of a published page in the frame the publish remote then draws for this reader
// (issue 11): a phone's layout, a drawer the reader closed or resized, the labels in the reader's language.
// Each take-over is measured: the boxes of the server's copy as parsed (top bar, toggle, breadcrumb, drawer,
// content, cover, title, first block) against the remote's once it has taken over: none moves. The browser's
// layout-shift entries are logged too, but they cannot see this take-over (the remote's frame is new nodes, the
// document's nodes are moved to another parent), so they are not what is asserted.
import { devices, expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { appendText, createDocumentPage, createPageView } from '../support/documents.js';
import { publishPage } from '../support/publishing.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink, storedAccessToken } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

/** The boxes compared: where the server drew them, then where the remote drew them. */
const boxes = {
  bar: '.quire-frame-bar',
  toggle: '.quire-frame-bar .quire-frame-icon-button',
  crumbs: '.quire-crumbs',
  drawer: '.quire-frame-drawer',
  content: '.quire-frame-content',
  cover: '.quire-page-cover',
  title: '.quire-page-title',
  firstBlock: '[data-block-id] [data-block-id]',
};
type Boxes = Record<keyof typeof boxes, number[] | null>;

interface TakeOver {
  /** The server's copy as parsed, before any script ran. */
  server: { layout: string | null; drawerHidden: boolean | null; marginLeft: string; footer: string };
  /** Where the server's copy put each box (x, y, width, height), before any script ran; null: not shown. */
  before: Boxes;
  /** Where the remote put them once it had taken the page over and settled. */
  after: Boxes;
  /** The browser's layout shifts meanwhile (it does not see nodes moved to another parent: those count as new). */
  shift: number;
  /** The elements the browser saw move (tag, class, box before → after). */
  moved: string[];
}

type Measure = (root: Element | null, selectors: Record<string, string>) => Record<string, number[] | null>;

const watched = new WeakSet<Page>();

/** Opens `url` in `reader`: the server's frame and boxes as parsed, the remote's boxes once it took over. */
async function takeOver(reader: Page, url: string): Promise<TakeOver> {
  if (!watched.has(reader)) {
    watched.add(reader);
    await reader.addInitScript((selectors) => {
      // The boxes of `selectors` inside `root` (x, y, width, height to half a pixel), null for what is not
      // shown. The breadcrumb's width follows the right-hand menu: its place and height. A block's height
      // before the first frame is content-visibility's estimate (longPageStyles): its place and width.
      const measureIn: Measure = (root, named) => {
        const result: Record<string, number[] | null> = {};
        for (const [name, selector] of Object.entries(named)) {
          const element = root?.querySelector(selector);
          if (element === null || element === undefined || getComputedStyle(element).display === 'none') {
            result[name] = null;
            continue;
          }
          const rect = element.getBoundingClientRect();
          const box = [rect.x, rect.y, rect.width, rect.height].map((n) => Math.round(n * 2) / 2);
          result[name] =
            name === 'crumbs'
              ? [box[0] ?? 0, box[1] ?? 0, box[3] ?? 0]
              : name === 'firstBlock'
                ? box.slice(0, 3)
                : box;
        }
        return result;
      };
      const shifts: number[] = [];
      const moved: string[] = [];
      const noted: Record<string, unknown> = {};
      Object.assign(window, { __shifts: shifts, __moved: moved, __server: noted, __measure: measureIn });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as {
            value: number;
            sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          };
          shifts.push(shift.value);
          for (const source of shift.sources ?? []) {
            const node = source.node instanceof Element ? source.node : source.node?.parentElement;
            const box = (rect: DOMRectReadOnly) =>
              [rect.x, rect.y, rect.width, rect.height].map((n) => Math.round(n)).join(',');
            moved.push(
              `${node?.tagName ?? '?'}.${node?.className ?? ''} ${box(source.previousRect)} → ${box(source.currentRect)}`,
            );
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // 'interactive': the parser is done, no deferred script has run yet.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const copy = document.getElementById('quire-published');
        const drawer = copy?.querySelector('.quire-frame-drawer');
        Object.assign(noted, {
          layout: copy?.getAttribute('data-layout') ?? null,
          drawerHidden:
            drawer === null || drawer === undefined ? null : getComputedStyle(drawer).display === 'none',
          marginLeft:
            copy === null
              ? ''
              : getComputedStyle(copy.querySelector('.quire-frame-column') as Element).marginLeft,
          footer: copy?.querySelector('.quire-frame-panel-foot')?.textContent ?? '',
          boxes: measureIn(copy, selectors),
        });
      });
    }, boxes);
  }
  await reader.goto(url);
  await expect(reader.getByTestId('publish-page')).toHaveAttribute('data-state', 'loaded');
  await expect(reader.locator('#quire-published')).toHaveCount(0);
  await expect(reader.getByTestId('publish-document')).toContainText('Three sites have water all year.');
  // Whatever comes late (the outline, the right-hand menu, fonts) has come.
  await reader.waitForTimeout(1500);
  return reader.evaluate((selectors) => {
    const state = window as unknown as {
      __shifts: number[];
      __server: TakeOver['server'] & { boxes: Boxes };
      __moved: string[];
      __measure: Measure;
    };
    const { boxes: before, ...server } = state.__server;
    return {
      server,
      before,
      after: state.__measure(document.querySelector('[data-testid="publish-page"]'), selectors) as Boxes,
      shift: state.__shifts.reduce((a, b) => a + b, 0),
      moved: state.__moved,
    };
  }, boxes);
}

/** The boxes the remote drew elsewhere than the server (more than half a pixel off). */
function movedBoxes(run: TakeOver): string[] {
  return (Object.keys(boxes) as (keyof typeof boxes)[]).filter((name) => {
    const before = run.before[name];
    const after = run.after[name];
    if (before === null || after === null) return before !== after;
    return before.some((value, index) => Math.abs(value - (after[index] ?? Number.NaN)) > 0.5);
  });
}

async function withReader<T>(
  browser: Browser,
  options: BrowserContextOptions,
  run: (reader: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

let campSites = '';

test.beforeAll(async ({ browser }) => {
  await withReader(browser, {}, async (page) => {
    await signInByMagicLink(page, running.quire, running.mailbox, `frame-${Date.now()}@quire.test`, '/app');
    const { workspaceId } = await currentLocation(page);
    const url = running.quire.url;
    const guide = await createDocumentPage(page, url, workspaceId, 'Trail guide');
    const camps = await createPageView(page, url, workspaceId, 'Camp sites', { parentId: guide });
    for (let index = 1; index <= 12; index += 1)
      await appendText(page, url, workspaceId, camps, `Site ${String(index)} is by the river.`);
    await appendText(page, url, workspaceId, camps, 'Three sites have water all year.');
    // A cover: 180 px high on a phone, up to 288 px on a desktop.
    const patched = await page.request.fetch(`${url}/api/workspace/${workspaceId}/page-view/${camps}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${(await storedAccessToken(page)) ?? ''}` },
      data: { extra: { cover: { type: 'color', value: '#336699' } } },
    });
    expect(((await patched.json()) as { code: number }).code).toBe(0);
    await publishPage(page, url, workspaceId, guide, { publish_name: 'trail-guide' });
    await publishPage(page, url, workspaceId, camps, { publish_name: 'camp-sites' });
    campSites = `${url}/${workspaceId}/camp-sites`;
  });
});

test('PUB-18 PUB-19 / a phone: the server draws the mobile frame and the take-over moves nothing', async ({
  browser,
}) => {
  const result = await withReader(browser, { ...devices['Pixel 7'] }, async (reader) => {
    const measured = await takeOver(reader, campSites);
    await expect(reader.getByTestId('publish-top-bar')).toHaveAttribute('data-variant', 'mobile');
    await expect(reader.getByTestId('publish-cover')).toHaveCSS('height', '180px');
    return measured;
  });
  console.log(`phone take-over: ${JSON.stringify(result)}`);
  expect(result.server.layout).toBe('mobile');
  expect(result.server.drawerHidden).toBe(true);
  expect(result.server.marginLeft).toBe('0px');
  expect(movedBoxes(result)).toEqual([]);
  expect(result.shift).toBeLessThan(0.01);
});

test('ST-06 ST-07 / a drawer the reader closed, then resized: the server draws it so, and the take-over moves nothing', async ({
  browser,
}) => {
  const options = { viewport: { width: 1440, height: 900 } };
  const results = await withReader(browser, options, async (reader) => {
    const first = await takeOver(reader, campSites);
    await reader.getByTestId('publish-sidebar-toggle').click();
    await expect(reader.getByTestId('publish-drawer')).toHaveCount(0);
    const closed = await takeOver(reader, campSites);
    await expect(reader.getByTestId('publish-drawer')).toHaveCount(0);
    // The control: without the cookie the server draws the drawer open, and the page moves when the remote
    // shuts it (as every closed drawer did before the cookie). The visit writes the cookie again.
    await reader.context().clearCookies({ name: 'quire_drawer' });
    const withoutCookie = await takeOver(reader, campSites);
    await reader.getByTestId('publish-sidebar-toggle').click();
    const handle = reader.getByTestId('publish-drawer-handle');
    await handle.focus();
    for (let step = 0; step < 5; step += 1) await reader.keyboard.press('ArrowRight');
    const width = await reader
      .getByTestId('publish-drawer')
      .evaluate((element) => element.getBoundingClientRect().width);
    const resized = await takeOver(reader, campSites);
    await expect(reader.getByTestId('publish-column')).toHaveCSS('margin-left', `${String(width)}px`);
    return { first, closed, withoutCookie, resized, width };
  });
  console.log(`drawer take-overs: ${JSON.stringify(results)}`);
  expect(results.first.server.marginLeft).toBe('268px');
  expect(results.closed.server.drawerHidden).toBe(true);
  expect(results.closed.server.marginLeft).toBe('0px');
  expect(results.withoutCookie.server.marginLeft).toBe('268px');
  expect(movedBoxes(results.withoutCookie).length).toBeGreaterThan(0);
  expect(results.width).toBeGreaterThan(268);
  expect(results.resized.server.marginLeft).toBe(`${String(results.width)}px`);
  for (const run of [results.first, results.closed, results.resized]) {
    expect(movedBoxes(run)).toEqual([]);
    expect(run.shift).toBeLessThan(0.01);
  }
});

test('issue 11 / a German reader: the server draws the labels in German, and the take-over moves nothing', async ({
  browser,
}) => {
  const result = await withReader(
    browser,
    { viewport: { width: 1440, height: 900 }, locale: 'de-DE' },
    async (reader) => {
      const measured = await takeOver(reader, campSites);
      await expect(reader.getByTestId('publish-powered-by').locator('..')).toContainText(
        'Bereitgestellt von',
      );
      return measured;
    },
  );
  console.log(`German take-over: ${JSON.stringify(result)}`);
  expect(result.server.footer).toBe('Bereitgestellt von Quire');
  expect(movedBoxes(result)).toEqual([]);
  expect(result.shift).toBeLessThan(0.01);
});
