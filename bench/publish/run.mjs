// The delivery path of a published page (issue 11), on the built product served as `npm start` serves it:
//  1. the JavaScript a first visit downloads (a fresh browser profile, every script response until the page is
//     loaded and the network idle; raw and gzip -9 per file);
//  2. first contentful paint of a 1,000-block published page in headless Chromium (fresh profile per run), and
//     when the page is taken over (`data-state="loaded"`);
//  3. requests/s of the server-rendered page against the same bytes served as a static file by the same server,
//     in one run (autocannon, alternating rounds);
//  4. cumulative layout shift of a first visit (PerformanceObserver 'layout-shift', Web Vitals' session windows)
//     from the server's HTML until the remote has taken the page over and settled, with what moved;
//  5. the 1,000-block page's DOM: elements, blocks whose rendering content-visibility skips, whether the
//     browser's find reaches the last block's text, and whether `?blockId=` of the last block scrolls to it.
// Run: `pnpm --filter @quire/bench publish-page` after a build (also part of `npm run bench`). Options:
// `--runs=5` FCP and CLS runs, `--seconds=10` per load round, `--connections=10`, `--only=rps` (parts: scripts,
// paint, rps, cls, dom).
/* global window, document, Element, CSS */
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { generateDocument } from '../editor/content.mjs';
import { createDocument, launchChromium, repoRoot, signIn, startQuire } from '../lib/quire.mjs';
import { loadedScripts } from '../lib/scripts.mjs';

const option = (name, fallback) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found === undefined ? fallback : Number(found.split('=')[1]);
};
const runs = option('runs', 5);
const seconds = option('seconds', 10);
const connections = option('connections', 10);
// `--only=scripts,paint,rps` runs some of the three parts (all by default).
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wants = (part) => only === undefined || only.includes(part);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function publish(account, viewId, publishName) {
  await account.call('POST', `/api/workspace/${account.workspaceId}/page-view/${viewId}/publish`, {
    publish_name: publishName,
  });
  return `/${account.workspaceId}/${publishName}`;
}

async function firstVisitScripts(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requests = [];
  page.on('request', (request) => requests.push(request));
  // Not 'networkidle': the live updates stream stays open for as long as the page does.
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('[data-testid="publish-page"][data-state="loaded"]').waitFor({ timeout: 60_000 });
  // What the page loads after it was drawn (the right-hand menu's chunk) is counted too.
  await sleep(3_000);
  const files = await loadedScripts(requests.slice());
  await context.close();
  return files.sort((a, b) => b.raw - a.raw);
}

// The long-page rule as the server's HTML carries it (shared's `longPageStyles`), taken out for the
// comparison: the same page, the same bytes otherwise, every block laid out at once.
const longPageRule =
  '.quire-document>.quire-block{content-visibility:auto;contain-intrinsic-size:auto 2.5em}';

async function paintTimes(browser, url, withLongPageRule) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (!withLongPageRule) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(longPageRule, '');
      await route.fulfill({ response, body });
    });
    // The remote's own copy of the rule (in its article) goes too.
    await page.addInitScript((rule) => {
      const { document, MutationObserver } = globalThis;
      new MutationObserver(() => {
        for (const style of document.querySelectorAll('article style'))
          if (style.textContent.includes(rule)) style.textContent = style.textContent.replace(rule, '');
      }).observe(document, { childList: true, subtree: true });
    }, longPageRule);
  }
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('[data-testid="publish-page"][data-state="loaded"]').waitFor({ timeout: 60_000 });
  const loadedAfter = Date.now() - started;
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const found = performance.getEntriesByName('first-contentful-paint')[0];
        if (found !== undefined) resolve(found.startTime);
        new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({
          type: 'paint',
          buffered: true,
        });
      }),
  );
  const blocks = await page.locator('[data-block-id]').count();
  await context.close();
  return { fcp, loadedAfter, blocks };
}

// Installed before the page's own scripts: every layout shift not caused by input, with what moved.
function observeLayoutShifts() {
  const shifts = [];
  globalThis.quireLayoutShifts = shifts;
  const describe = (node) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
    const test = node.getAttribute('data-testid');
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${test ? `[${test}]` : ''}${
      typeof node.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : ''
    }`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        at: entry.startTime,
        sources: (entry.sources ?? []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

// Web Vitals' CLS: the largest sum of shifts less than 1 s apart within a 5 s window.
function sessionWindowCls(shifts) {
  let largest = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (current > 0 && shift.at - last < 1000 && shift.at - first < 5000) current += shift.value;
    else [current, first] = [shift.value, shift.at];
    last = shift.at;
    largest = Math.max(largest, current);
  }
  return largest;
}

async function layoutShift(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(observeLayoutShifts);
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('[data-testid="publish-page"][data-state="loaded"]').waitFor({ timeout: 60_000 });
  // The outline, the right-hand menu's chunk, the comments and the fonts arrive after the take-over.
  await sleep(3_000);
  const shifts = await page.evaluate(() => globalThis.quireLayoutShifts);
  await context.close();
  return { cls: sessionWindowCls(shifts), shifts };
}

// The long page as shipped: how much of it is in the DOM, how much content-visibility skips, and whether what
// windowing would unmount (far blocks) is still found by the browser's find and reached by `?blockId=`.
async function domOfLongPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('[data-testid="publish-page"][data-state="loaded"]').waitFor({ timeout: 60_000 });
  await sleep(1_000);
  const facts = await page.evaluate(() => {
    const blocks = Array.from(document.querySelectorAll('.quire-document > .quire-block'));
    const skipped = blocks.filter((block) => {
      const inner = block.firstElementChild ?? block;
      return !inner.checkVisibility({ contentVisibilityAuto: true });
    });
    const last = blocks.at(-1);
    // The words of the last block's last line of text (a list's number is not part of its text).
    const texts = Array.from(last?.querySelectorAll('.quire-text') ?? []).filter((text) =>
      text.textContent.trim(),
    );
    const lastText = (texts.at(-1)?.textContent ?? '').trim().split(/\s+/).slice(0, 3).join(' ');
    const started = performance.now();
    document.body.style.width = '1100px';
    void document.body.offsetHeight;
    document.body.style.width = '';
    void document.body.offsetHeight;
    const relayout = performance.now() - started;
    window.getSelection()?.removeAllRanges();
    return {
      elements: document.getElementsByTagName('*').length,
      topLevel: blocks.length,
      skipped: skipped.length,
      lastText,
      found: lastText !== '' && window.find(lastText),
      lastId: last?.getAttribute('data-block-id') ?? '',
      relayout,
    };
  });
  await page.goto(`${url}?blockId=${encodeURIComponent(facts.lastId)}`, { waitUntil: 'commit' });
  await page.locator('[data-testid="publish-page"][data-state="loaded"]').waitFor({ timeout: 60_000 });
  await sleep(2_000);
  const target = await page.evaluate((id) => {
    const block = document.querySelector(`[data-block-id="${CSS.escape(id)}"]`);
    const box = block?.getBoundingClientRect();
    return {
      inView: box !== undefined && box.bottom > 0 && box.top < window.innerHeight,
      top: Math.round(box?.top ?? Number.NaN),
      scrollY: Math.round(window.scrollY),
    };
  }, facts.lastId);
  await context.close();
  return { ...facts, ...target };
}

async function requestsPerSecond(url) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { accept: 'text/html' },
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const server = await startQuire();
const browser = await launchChromium();
const staticName = 'bench-published-page.html';
const staticFile = join(repoRoot, 'shell', 'dist', staticName);
const entryManifest = join(repoRoot, 'remote-publish', 'dist', 'page', 'entry.json');
const hiddenManifest = `${entryManifest}.hidden`;
try {
  const account = await signIn(server);
  const small = await publish(account, await createDocument(account, 'Small', generateDocument(50)), 'small');
  const long = await publish(account, await createDocument(account, 'Long', generateDocument(1000)), 'long');

  if (wants('scripts')) {
    // The page entry, then the shell's route as every visit loaded it before (the entry's manifest hidden: the
    // server then answers the shell's scripts, and reads the manifest again within 2 s).
    for (const path of ['page entry', 'shell (entry hidden)']) {
      if (path !== 'page entry') {
        if (existsSync(entryManifest)) renameSync(entryManifest, hiddenManifest);
        await sleep(2_500);
      }
      const files = await firstVisitScripts(browser, `${server.url}${small}`);
      console.log(
        `\n1. first visit to a published page (50 blocks), ${path}: ${files.length} JavaScript files`,
      );
      console.log(`${'file'.padEnd(64)} ${'raw'.padStart(10)} ${'gzip -9'.padStart(10)}`);
      for (const file of files)
        console.log(`${file.file.padEnd(64)} ${kb(file.raw).padStart(10)} ${kb(file.gzip).padStart(10)}`);
      const total = (key) => files.reduce((sum, file) => sum + file[key], 0);
      console.log(`${'total'.padEnd(64)} ${kb(total('raw')).padStart(10)} ${kb(total('gzip')).padStart(10)}`);
    }
    if (existsSync(hiddenManifest)) renameSync(hiddenManifest, entryManifest);
    await sleep(2_500);
  }

  if (wants('paint')) {
    const html = await (await fetch(`${server.url}${long}`, { headers: { accept: 'text/html' } })).text();
    console.log(
      `\n2. a 1,000-block published page (${kb(Buffer.byteLength(html))} of HTML): ${runs} first visits`,
    );
    if (!html.includes(longPageRule))
      console.log('(the page carries no long-page rule: both rows are the same)');
    const paints = { with: [], without: [] };
    // Alternating, so that a busy moment of the machine falls on both.
    for (let run = 0; run < runs; run += 1) {
      for (const variant of ['with', 'without']) {
        const times = await paintTimes(browser, `${server.url}${long}`, variant === 'with');
        paints[variant].push(times);
        console.log(
          `run ${run + 1} ${variant.padEnd(7)} content-visibility: FCP ${times.fcp.toFixed(0)} ms, taken over after ${times.loadedAfter} ms, ${times.blocks} blocks in the DOM`,
        );
      }
    }
    for (const variant of ['with', 'without'])
      console.log(
        `median ${variant} content-visibility: FCP ${median(paints[variant].map((p) => p.fcp)).toFixed(0)} ms, taken over ${median(paints[variant].map((p) => p.loadedAfter))} ms`,
      );
  }

  if (wants('cls')) {
    console.log(`\n4. cumulative layout shift of a first visit, 1280×900, ${runs} runs per page`);
    for (const [name, path] of [
      ['50 blocks', small],
      ['1,000 blocks', long],
    ]) {
      const values = [];
      for (let run = 0; run < runs; run += 1) {
        const { cls, shifts } = await layoutShift(browser, `${server.url}${path}`);
        values.push(cls);
        const moved = [...new Set(shifts.flatMap((shift) => shift.sources))].slice(0, 6).join(', ');
        console.log(
          `${name} run ${run + 1}: CLS ${cls.toFixed(4)} (${shifts.length} shifts${moved ? `: ${moved}` : ''})`,
        );
      }
      console.log(`${name} median CLS ${median(values).toFixed(4)}`);
    }
  }

  if (wants('dom')) {
    const facts = await domOfLongPage(browser, `${server.url}${long}`);
    console.log(
      `\n5. the 1,000-block page as shipped: ${facts.elements} elements, ${facts.topLevel} top-level blocks, ` +
        `${facts.skipped} of them skipped by content-visibility at the top, a full relayout ${facts.relayout.toFixed(1)} ms; ` +
        `find("${facts.lastText}") of the last block: ${facts.found}; ?blockId= of the last block in view: ${facts.inView} ` +
        `(its top at ${facts.top} px, scrolled to ${facts.scrollY} px)`,
    );
  }

  if (wants('rps')) {
    // The same bytes as a file of the same server (the shell's build folder is served at /).
    const smallHtml = await (
      await fetch(`${server.url}${small}`, { headers: { accept: 'text/html' } })
    ).text();
    writeFileSync(staticFile, smallHtml);
    console.log(
      `\n3. requests/s, ${connections} connections, ${seconds} s rounds: the 50-block page server-rendered vs the same ${kb(Buffer.byteLength(smallHtml))} as a static file`,
    );
    const rounds = { rendered: [], file: [] };
    for (let round = 0; round < 2; round += 1) {
      for (const [name, path] of [
        ['rendered', small],
        ['file', `/${staticName}`],
      ]) {
        const result = await requestsPerSecond(`${server.url}${path}`);
        rounds[name].push(result.rps);
        console.log(
          `round ${round + 1} ${name.padEnd(8)} ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, errors ${result.errors}`,
        );
      }
    }
    const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const [rendered, file] = [mean(rounds.rendered), mean(rounds.file)];
    console.log(
      `mean: rendered ${rendered.toFixed(0)} req/s, file ${file.toFixed(0)} req/s, ratio ${(rendered / file).toFixed(2)}`,
    );
  }
} finally {
  rmSync(staticFile, { force: true });
  if (existsSync(hiddenManifest)) renameSync(hiddenManifest, entryManifest);
  await browser.close();
  await server.stop();
}
