// Where Quire's grid spends its time, for the figures of run.mjs: a CPU profile of the page (by package and by
// function, named through the remote's source maps) while it opens the 10,000-row grid (the first 20 s), and the
// batch reads of rows it made meanwhile (count and duration, from the page's resource timing); then, unless
// `--open-only`, once every row is there, a profile of one sort, one filter letter and 60 wheel notches.
// It prints; it records nothing.
//
//   node bench/database/profile.mjs [--open-only] [--seconds=20]
/* global window, document */
import { setTimeout as sleep } from 'node:timers/promises';
import { expectations, generateRows } from './data.mjs';
import { installProbes } from './probes.mjs';
import { seedGrid } from './seed.mjs';
import { launchChromium, signIn, signedInContext, startQuire } from '../lib/quire.mjs';
import { readSourceMap } from '../lib/sourceMap.mjs';

const openOnly = process.argv.includes('--open-only');
const seconds = Number(process.argv.find((arg) => arg.startsWith('--seconds='))?.slice(10) ?? '20');
const rows = generateRows(10_000);
const expect = expectations(rows);

const maps = new Map();
async function lookupFor(url) {
  if (!maps.has(url)) {
    let lookup = () => undefined;
    try {
      const answer = await fetch(`${url}.map`);
      if (answer.ok) lookup = readSourceMap(await answer.json());
    } catch {
      // no map: the frame keeps its generated name
    }
    maps.set(url, lookup);
  }
  return maps.get(url);
}

const shortSource = (source) => {
  const at = source.lastIndexOf('node_modules/');
  return (at >= 0 ? source.slice(at + 13) : source.replace(/^webpack:\/\/[^/]*\//, '')).replace(
    /^(\.\.\/)+/,
    '',
  );
};
const packageOf = (source) => {
  if (!source.includes('node_modules/')) return source.replace(/\/[^/]*$/, '/');
  const parts = shortSource(source).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
};

async function summarise(title, profile) {
  const names = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (url === '' || lineNumber < 0) {
      names.set(node.id, { fn: functionName || '(anonymous)', pkg: functionName || '(native)' });
      continue;
    }
    const original = (await lookupFor(url))(lineNumber, columnNumber);
    const source = original?.source ?? url;
    names.set(node.id, {
      fn: `${functionName || original?.name || '(anonymous)'} ${shortSource(source)}:${original?.line ?? lineNumber + 1}`,
      pkg: packageOf(source),
    });
  }
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  const byPkg = new Map();
  const inclusive = new Map();
  let busy = 0;
  let idle = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const { fn, pkg } = names.get(id);
    if (fn === '(idle)') {
      idle += ms;
      return;
    }
    busy += ms;
    self.set(fn, (self.get(fn) ?? 0) + ms);
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) seen.add(names.get(at).fn);
    for (const fn of seen) inclusive.set(fn, (inclusive.get(fn) ?? 0) + ms);
  });
  console.log(`\n== ${title}: main thread busy ${Math.round(busy)} ms, idle ${Math.round(idle)} ms`);
  const top = (label, map, count) => {
    console.log(`-- ${label}`);
    for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(
        `${Math.round(ms).toString().padStart(8)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${key}`,
      );
  };
  top('self time by package', byPkg, 12);
  top('self time by function', self, 15);
  top(
    'inclusive time (our code and React)',
    new Map([...inclusive].filter(([fn]) => !fn.startsWith('('))),
    25,
  );
}

async function profiled(cdp, work) {
  await cdp.send('Profiler.start');
  await work();
  return (await cdp.send('Profiler.stop')).profile;
}

const quire = await startQuire({ QUIRE_COLLAB_UPDATE_RATE_PER_USER: '100000/1m' });
const browser = await launchChromium();
try {
  const account = await signIn(quire);
  const grid = await seedGrid(quire, account, rows);
  const context = await signedInContext(browser, quire, account.session);
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  const opening = await profiled(cdp, async () => {
    await page.goto(grid.url);
    await sleep(seconds * 1000);
  });
  const timing = await page.evaluate(() => {
    const reads = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('collab_list'));
    return {
      firstRowMs: window.__bench.firstRowMs,
      batchReads: reads.length,
      firstReadStart: reads[0]?.startTime,
      meanReadMs: reads.reduce((sum, entry) => sum + entry.duration, 0) / Math.max(1, reads.length),
      maxReadMs: Math.max(0, ...reads.map((entry) => entry.duration)),
      otherRequests: performance.getEntriesByType('resource').length - reads.length,
      rowsDrawn: document.querySelectorAll('[role=grid] [role=rowgroup] > [role=row]').length,
    };
  });
  console.log(`opening, first ${seconds} s: ${JSON.stringify(timing)}`);
  await summarise(`opening, first ${seconds} s`, opening);
  if (!openOnly) {
    await page.waitForFunction(
      (last) => {
        const scroller = window.__bench.scroller();
        scroller.scrollTop = scroller.scrollHeight;
        return window.__bench.nameAt(9999).includes(last);
      },
      expect.last,
      { timeout: 900_000, polling: 1000 },
    );
    await page.evaluate(() => (window.__bench.scroller().scrollTop = 0));
    await sleep(2000);
    const header = page
      .getByTestId('database-grid')
      .getByRole('columnheader')
      .filter({ has: page.locator('span').getByText('Name', { exact: true }) })
      .getByRole('button');
    await header.click();
    const sort = await profiled(cdp, async () => {
      await page.evaluate((e) => window.__bench.arm('click', e), expect.sortedFirst);
      await page.getByRole('menuitem', { name: 'Sort ascending' }).click();
      console.log(`sort: ${await page.evaluate(() => window.__bench.pending)} ms`);
    });
    await summarise('one sort', sort);
    await page.getByRole('button', { name: 'Remove the sort by Name' }).click();
    await sleep(1000);
    await page.getByRole('button', { name: '+ Filter', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Name', exact: true }).click();
    await sleep(1000);
    const filter = await profiled(cdp, async () => {
      await page.evaluate((e) => window.__bench.arm('keydown', e), expect.filtered.q);
      await page.keyboard.type('q');
      console.log(`filter: ${await page.evaluate(() => window.__bench.pending)} ms`);
    });
    await summarise('one filter letter', filter);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Escape');
    await sleep(1000);
    const box = await page.evaluate(() => {
      const r = window.__bench.scroller().getBoundingClientRect();
      return { x: r.x + 300, y: r.y + r.height / 2 };
    });
    await page.mouse.move(box.x, box.y);
    const scroll = await profiled(cdp, async () => {
      for (let notch = 0; notch < 60; notch += 1) await page.mouse.wheel(0, 150);
      await sleep(300);
    });
    await summarise('60 wheel notches', scroll);
  }
  await context.close();
} finally {
  await browser.close();
  await quire.stop();
}
