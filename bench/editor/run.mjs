// The document editor, side by side in one run: Quire's editor (the built product, BlockNote bound to the
// AppFlowy block model in Yjs, synced with the server) and plain BlockNote 0.55 with the same content on its own
// storage (a JSON file, no collaboration; bench/editor/plain bundled with esbuild and served from a local static
// server). For each size (default 500, 2,000 and 5,000 blocks, children counted) and each editor:
//
// - opening: a fresh browser context (empty HTTP cache) navigates to the document; the time from navigation
//   start to the first block painted and to the editor ready (Quire: `data-ready` on the editor, once the
//   binding is made; plain: the editor mounted), each taken as a task after the next animation frame. Then
//   the same page is reloaded (warm cache) and measured again.
// - keystroke to paint: 200 keys typed at the end of the marked paragraph in the middle, one every 100 ms;
//   each sample is the keydown event's timestamp to a task after the next animation frame.
//
//   node bench/editor/run.mjs [sizes=500,2000,5000] [--style=<css>]   (after a build; `npm run bench` builds first)
//
// `--style=<css>`: a style sheet added to both editors' pages before typing, to measure a rendering rule
// without a build (say, Quire without its long-document rule, or plain BlockNote with it).
/* global window, document, requestAnimationFrame, MutationObserver */
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { generateDocument, middleText } from './content.mjs';
import { servePlain } from './plainServer.mjs';
import { wheelTo } from './reach.mjs';
import { createDocument, launchChromium, signIn, signedInContext, startQuire } from '../lib/quire.mjs';

const args = process.argv.slice(2);
const sizes = (args.find((arg) => !arg.startsWith('--')) ?? '500,2000,5000').split(',').map(Number);
const style = args.find((arg) => arg.startsWith('--style='))?.slice('--style='.length);
const keys = 200;
const keyIntervalMs = 100;
const typed = 'the quick brown fox jumps over the lazy dog '.repeat(5).slice(0, keys);

/** Installed before any page script: when the first block and the ready editor appear, a task after the next frame. */
function watchOpening({ block, ready }) {
  const marks = {};
  window.__opening = marks;
  const mark = (key) => {
    marks[key] = -1;
    requestAnimationFrame(() => setTimeout(() => (marks[key] = performance.now()), 0));
  };
  const check = () => {
    if (marks.block === undefined && document.querySelector(block)) mark('block');
    if (marks.ready === undefined && document.querySelector(ready)) mark('ready');
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-ready'],
  });
}

async function open(page, url, editor, navigate) {
  await navigate(url);
  const handle = await page.waitForFunction(
    () => (window.__opening?.block > 0 && window.__opening?.ready > 0 ? window.__opening : false),
    null,
    { timeout: 300_000, polling: 100 },
  );
  const marks = await handle.jsonValue();
  return { firstBlockMs: Math.round(marks.block), readyMs: Math.round(marks.ready) };
}

async function typeInTheMiddle(page, editor) {
  const target = page.locator(`${editor.block}`, { hasText: middleText }).first();
  await wheelTo(page, target);
  await target.locator('.bn-inline-content').click();
  await page.keyboard.press('End');
  await sleep(1000);
  await page.evaluate(() => {
    const samples = [];
    const waiters = [];
    window.__samples = samples;
    window.__sampled = (count) =>
      new Promise((resolve) => (samples.length >= count ? resolve() : waiters.push([count, resolve])));
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            samples.push(performance.now() - start);
            for (const [count, resolve] of waiters.splice(0)) {
              if (samples.length >= count) resolve();
              else waiters.push([count, resolve]);
            }
          };
          channel.port2.postMessage(0);
        });
      },
      true,
    );
  });
  for (let index = 0; index < keys; index += 1) {
    const started = performance.now();
    await page.keyboard.type(typed[index]);
    await page.evaluate((count) => window.__sampled(count), index + 1);
    const left = keyIntervalMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
  const text = await target.innerText();
  if (!text.includes(typed.trim()))
    throw new Error(`${editor.name}: the typed text is not in the block: ${text}`);
  const samples = (await page.evaluate(() => window.__samples)).sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];
  return { p50: +at(0.5).toFixed(1), p95: +at(0.95).toFixed(1), max: +samples.at(-1).toFixed(1) };
}

async function measureEditor(browser, editor, url, makeContext) {
  const context = await makeContext();
  await context.addInitScript(watchOpening, { block: editor.block, ready: editor.ready });
  const page = await context.newPage();
  const cold = await open(page, url, editor, (target) => page.goto(target));
  const warm = await open(page, url, editor, () => page.reload());
  if (style !== undefined) await page.addStyleTag({ content: style });
  const keystroke = await typeInTheMiddle(page, editor);
  if (editor.afterTyping) await editor.afterTyping(page);
  await context.close();
  return { cold, warm, keystroke };
}

// The machine's load is printed with the figures: other processes on a small machine move them a lot.
const loadAtStart = loadavg()[0].toFixed(2);
const plain = await servePlain(sizes);
const quire = await startQuire({ QUIRE_COLLAB_UPDATE_RATE_PER_USER: '100000/1m' });
const browser = await launchChromium();
const results = [];
try {
  const account = await signIn(quire);
  const quireEditor = {
    name: 'Quire',
    block: '[data-testid="page-body"] .bn-block-content',
    ready: '[data-testid="document-editor"][data-ready="true"]',
    afterTyping: async (page) => {
      // Not timed: the edits must have reached the server, or the figures would be of a broken editor.
      await page.waitForSelector('[data-testid="document-sync-status"][data-status="synced"]', {
        timeout: 60_000,
      });
    },
  };
  const plainEditor = {
    name: 'plain BlockNote',
    block: '.bn-block-content',
    ready: 'body[data-ready="true"] .bn-editor',
  };
  for (const size of sizes) {
    const viewId = await createDocument(account, `Bench ${size}`, generateDocument(size));
    const quireUrl = `${quire.url}/app/${account.workspaceId}/${viewId}`;
    const ours = await measureEditor(browser, quireEditor, quireUrl, () =>
      signedInContext(browser, quire, account.session),
    );
    console.error(`${size} blocks, Quire: ${JSON.stringify(ours)}`);
    const theirs = await measureEditor(browser, plainEditor, `${plain.url}/?doc=doc-${size}.json`, () =>
      browser.newContext({ viewport: { width: 1280, height: 900 } }),
    );
    console.error(`${size} blocks, plain BlockNote: ${JSON.stringify(theirs)}`);
    results.push({ size, quire: ours, plain: theirs });
  }
} finally {
  await browser.close();
  await quire.stop();
  plain.stop();
}

const pad = (value, width) => String(value).padStart(width);
console.log(
  `\nkeystroke to paint (${keys} keys, ms; goal at 5,000 blocks: p50 <= 16 ms; p95 includes up to a frame of waiting)`,
);
console.log(
  `${'blocks'.padEnd(8)}${'Quire p50/p95/max'.padStart(22)}${'plain p50/p95/max'.padStart(22)}${'ratio p50'.padStart(11)}${'ratio p95'.padStart(11)}`,
);
for (const { size, quire: q, plain: p } of results) {
  const ks = (k) => `${k.p50}/${k.p95}/${k.max}`;
  console.log(
    `${String(size).padEnd(8)}${pad(ks(q.keystroke), 22)}${pad(ks(p.keystroke), 22)}${pad((q.keystroke.p50 / p.keystroke.p50).toFixed(2), 11)}${pad((q.keystroke.p95 / p.keystroke.p95).toFixed(2), 11)}`,
  );
}
console.log(
  '\nopening (ms from navigation start: first block painted / editor ready; cold = empty cache, warm = reload)',
);
for (const { size, quire: q, plain: p } of results) {
  const o = (x) => `${x.firstBlockMs}/${x.readyMs}`;
  console.log(
    `${String(size).padEnd(8)} Quire cold ${pad(o(q.cold), 12)} warm ${pad(o(q.warm), 12)}   plain cold ${pad(o(p.cold), 12)} warm ${pad(o(p.warm), 12)}`,
  );
}
if (style !== undefined) console.log(`\nstyle added to both editors: ${style}`);
console.log(`\nload average (1 min) at start ${loadAtStart}, at end ${loadavg()[0].toFixed(2)}`);
console.log(`\n${JSON.stringify(results)}`);
