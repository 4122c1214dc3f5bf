// A 10,000-row, 12-field grid: Quire's (the built product: the workspace's database page, rows synced with the
// server) beside a floor, a bare virtualised table (React 19 and @tanstack/react-virtual over the same rows,
// bench/database/floor bundled with esbuild and served from a local static server). The same probes
// (probes.mjs) measure both, alternating Quire and the floor, `--runs` times each (default 2):
//
// - open: a fresh browser context (empty HTTP cache); navigation start to the first row painted with its name.
//   Not a goal but printed: until the last row is there (Quire loads rows in pages after the first).
// - scroll: the mouse wheel over the grid, 150 px a notch, 240 notches as fast as the browser takes them; the
//   deltas between animation frames meanwhile (p50/p95/max).
// - sort and filter: from the click (Sort ascending on Name, and removing that sort) or the keydown (a letter typed
//   into a "contains" filter on Name, and Backspace) to the frame that paints the first row the action must show.
// - cell edit: typing opens the editor of a Name cell; then 60 keys, one every 100 ms, each from keydown to a
//   task after the next animation frame.
//
//   node bench/database/run.mjs [--runs=2] [--only=quire|floor]   (after a build; not part of npm test)
/* global window, document */
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { expectations, filterLetters, generateRows } from './data.mjs';
import { serveFloor } from './floorServer.mjs';
import { installProbes } from './probes.mjs';
import { seedGrid } from './seed.mjs';
import { launchChromium, signIn, signedInContext, startQuire } from '../lib/quire.mjs';

const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(option('runs', '2'));
const only = option('only', 'both');
const rowCount = 10_000;
const typed = 'ywy wyw yyw wwy '.repeat(4).slice(0, 60);

const rows = generateRows(rowCount);
const expect = expectations(rows);
const load = () => loadavg()[0].toFixed(1);
const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return {
    n: sorted.length,
    p50: +at(0.5).toFixed(1),
    p95: +at(0.95).toFixed(1),
    max: +sorted.at(-1).toFixed(1),
  };
};

async function timed(page, type, expected, act) {
  await page.evaluate(([t, e]) => window.__bench.arm(t, e), [type, expected]);
  await act();
  const ms = await page.evaluate(() => window.__bench.pending);
  if (typeof ms !== 'number') throw new Error(ms);
  await sleep(300);
  return ms;
}

async function open(page, url) {
  await page.goto(url);
  const handle = await page.waitForFunction(
    () => window.__bench?.firstRowMs > 0 && window.__bench.firstRowMs,
    null,
    {
      timeout: 120_000,
      polling: 100,
    },
  );
  const firstRowMs = Math.round(await handle.jsonValue());
  // Every row there: the last row, scrolled to, shows its name.
  const all = await page.waitForFunction(
    ([count, last]) => {
      const scroller = window.__bench.scroller();
      scroller.scrollTop = scroller.scrollHeight;
      return window.__bench.nameAt(count - 1).includes(last) && performance.now();
    },
    [rowCount, expect.last],
    { timeout: 600_000, polling: 250 },
  );
  const allRowsMs = Math.round(await all.jsonValue());
  await page.evaluate(() => (window.__bench.scroller().scrollTop = 0));
  await page.waitForFunction((first) => window.__bench.nameAt(0).includes(first), expect.first);
  await sleep(1000);
  return { firstRowMs, allRowsMs };
}

async function scroll(page) {
  const box = await page.evaluate(() => {
    const r = window.__bench.scroller().getBoundingClientRect();
    return { x: r.x + Math.min(r.width, 1000) / 2, y: r.y + r.height / 2 };
  });
  await page.mouse.move(box.x, box.y);
  const before = await page.evaluate(() => window.__bench.scroller().scrollTop);
  await page.evaluate(() => window.__bench.startFrames());
  for (let notch = 0; notch < 240; notch += 1) await page.mouse.wheel(0, 150);
  await sleep(500);
  const frames = await page.evaluate(() => window.__bench.stopFrames());
  const after = await page.evaluate(() => window.__bench.scroller().scrollTop);
  await page.evaluate(() => (window.__bench.scroller().scrollTop = 0));
  await sleep(1000);
  return {
    ...stats(frames),
    scrolledPx: Math.round(after - before),
    over16_7: frames.filter((d) => d > 16.7).length,
  };
}

async function typeInACell(page) {
  const cell = page
    .locator('[role=grid] [role=rowgroup] > [role=row][data-index="2"] [role=gridcell]')
    .first();
  await cell.click({ position: { x: 20, y: 10 } });
  await page.keyboard.type(typed[0]);
  await sleep(500);
  const tag = await page.evaluate(() => document.activeElement?.tagName);
  if (tag !== 'INPUT' && tag !== 'TEXTAREA')
    throw new Error(`typing did not open a cell editor (focus on ${tag})`);
  await page.evaluate(() => window.__bench.startKeys());
  for (let index = 1; index < typed.length; index += 1) {
    const started = performance.now();
    await page.keyboard.type(typed[index]);
    await page.waitForFunction((count) => window.__bench.keys.length >= count, index, { polling: 'raf' });
    const left = 100 - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
  const samples = await page.evaluate(() => {
    window.__bench.keying = false;
    return window.__bench.keys;
  });
  await page.keyboard.press('Enter');
  await page.waitForFunction((text) => window.__bench.nameAt(2).includes(text), typed.trim(), {
    timeout: 10_000,
  });
  return stats(samples);
}

async function measure(target, browser) {
  const context = await target.context(browser);
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  const result = { load: load() };
  result.open = await open(page, target.url);
  result.scroll = await scroll(page);
  const sort = [];
  const unsort = [];
  for (let round = 0; round < 3; round += 1) {
    sort.push(await timed(page, 'click', expect.sortedFirst, () => target.sort(page)));
    unsort.push(await timed(page, 'click', expect.first, () => target.unsort(page)));
  }
  result.sort = stats(sort);
  result.unsort = stats(unsort);
  await target.openFilter(page);
  const filter = [];
  const unfilter = [];
  for (const letter of filterLetters) {
    filter.push(await timed(page, 'keydown', expect.filtered[letter], () => page.keyboard.type(letter)));
    unfilter.push(await timed(page, 'keydown', expect.first, () => page.keyboard.press('Backspace')));
  }
  await target.closeFilter(page);
  result.filter = stats(filter);
  result.unfilter = stats(unfilter);
  result.edit = await typeInACell(page);
  result.loadAfter = load();
  if (target.after) await target.after(page);
  await context.close();
  return result;
}

const loadAtStart = load();
const floor = await serveFloor(rows);
const quire = await startQuire({ QUIRE_COLLAB_UPDATE_RATE_PER_USER: '100000/1m' });
const browser = await launchChromium();
const results = { quire: [], floor: [] };
try {
  const account = await signIn(quire);
  const nameHeaderButton = (page) =>
    page
      .getByTestId('database-grid')
      .getByRole('columnheader')
      .filter({ has: page.locator('span').getByText('Name', { exact: true }) })
      .getByRole('button');
  const targets = {
    quire: {
      url: '',
      context: (b) => signedInContext(b, quire, account.session),
      sort: async (page) => {
        await nameHeaderButton(page).click();
        await page.getByRole('menuitem', { name: 'Sort ascending' }).click();
      },
      unsort: (page) => page.getByRole('button', { name: 'Remove the sort by Name' }).click(),
      openFilter: async (page) => {
        await page.getByRole('button', { name: '+ Filter', exact: true }).click();
        await page.getByRole('menuitem', { name: 'Name', exact: true }).click();
        await page.getByRole('textbox', { name: 'Filter value for Name' }).waitFor();
      },
      closeFilter: async (page) => {
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Remove this filter' }).click();
      },
    },
    floor: {
      url: floor.url,
      context: (b) => b.newContext({ viewport: { width: 1280, height: 900 } }),
      sort: (page) => page.getByRole('button', { name: 'Sort ascending' }).click(),
      unsort: (page) => page.getByRole('button', { name: 'Remove the sort by Name' }).click(),
      openFilter: (page) => page.getByRole('textbox', { name: 'Filter value for Name' }).click(),
      closeFilter: async () => {},
    },
  };
  for (let run = 0; run < runs; run += 1) {
    // A grid of its own per run: the sorts, filters and edit of a run leave nothing for the next.
    if (only !== 'floor') {
      const grid = await seedGrid(quire, account, rows);
      console.error(`seeded ${rowCount} rows through import-csv in ${grid.seedMs} ms`);
      targets.quire.url = grid.url;
    }
    for (const name of ['quire', 'floor']) {
      if (only !== 'both' && only !== name) continue;
      const result = await measure(targets[name], browser);
      console.error(`run ${run + 1}, ${name}: ${JSON.stringify(result)}`);
      results[name].push(result);
    }
  }
} finally {
  await browser.close();
  await quire.stop();
  floor.stop();
}

const range = (list, pick) => {
  const values = list.map(pick);
  return values.length === 0 ? '-' : `${Math.min(...values)}–${Math.max(...values)}`;
};
const lines = [
  ['open: first row painted (ms)', (r) => r.open.firstRowMs],
  ['open: every row there (ms)', (r) => r.open.allRowsMs],
  ['scroll frame p50 (ms)', (r) => r.scroll.p50],
  ['scroll frame p95 (ms)', (r) => r.scroll.p95],
  ['scroll frame max (ms)', (r) => r.scroll.max],
  ['sort p50 (ms)', (r) => r.sort.p50],
  ['remove sort p50 (ms)', (r) => r.unsort.p50],
  ['filter p50 (ms)', (r) => r.filter.p50],
  ['filter max (ms)', (r) => r.filter.max],
  ['remove filter p50 (ms)', (r) => r.unfilter.p50],
  ['cell edit p50 (ms)', (r) => r.edit.p50],
  ['cell edit p95 (ms)', (r) => r.edit.p95],
  ['load average (1 min)', (r) => Number(r.load)],
];
console.log(`\n${'ranges over runs'.padEnd(32)}${'Quire'.padStart(16)}${'floor'.padStart(16)}`);
for (const [label, pick] of lines) {
  console.log(
    `${label.padEnd(32)}${range(results.quire, pick).padStart(16)}${range(results.floor, pick).padStart(16)}`,
  );
}
console.log(`\nload average (1 min) at start ${loadAtStart}, at end ${load()}`);
console.log(`\n${JSON.stringify(results)}`);
