// Where the time of a keystroke goes in a long document: the CPU profile (Chromium's sampling profiler, over
// CDP) of keys typed at the end of the middle paragraph, as the editor bench types them, in Quire's editor or
// plain BlockNote. Frames are named through the served source maps; printed are the self time by package or
// source file, the self and the inclusive time by function, and Chromium's own counters (script, style,
// layout) over the keys. Not a benchmark: the profiler slows everything down; read it for proportions.
//
//   node bench/editor/profile.mjs [quire|plain] [blocks=5000] [keys=60]    (after a build)
//   options: --trace [--save-trace=<file>] [--invalidations], --no-profile, --style=<css>, --ab [--base=<css>], --window=<n>,
//   --script=<js>, --enter, --remote (each described where it is read below)
/* global window, document, requestAnimationFrame, Element, MutationObserver */
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { generateDocument, middleText } from './content.mjs';
import { servePlain } from './plainServer.mjs';
import { wheelTo } from './reach.mjs';
import { readSourceMap } from '../lib/sourceMap.mjs';
import { createDocument, launchChromium, signIn, signedInContext, startQuire } from '../lib/quire.mjs';

const which = process.argv[2] ?? 'quire';
const tracing = process.argv.includes('--trace');
/** `--save-trace=<file>`: with `--trace`, the trace is also written to that file (to read events' arguments). */
const traceFile = process.argv.find((arg) => arg.startsWith('--save-trace='))?.slice('--save-trace='.length);
const profiling = !process.argv.includes('--no-profile');
/** `--style=<css>`: a style sheet added before typing, to try a rendering change without a build. */
let style = process.argv.find((arg) => arg.startsWith('--style='))?.slice('--style='.length);
/** `--ab`: with `--style`, no profile: rounds of keys typed without and with the style sheet, in turn. */
const ab = process.argv.includes('--ab');
/** `--script=<js>`: run in the page before typing (say, to set an attribute on the editor). */
const script = process.argv.find((arg) => arg.startsWith('--script='))?.slice('--script='.length);
/** `--base=<css>`: with `--ab`, the style sheet of the rounds "without" (none unless given). */
let base = process.argv.find((arg) => arg.startsWith('--base='))?.slice('--base='.length);
/**
 * `--window=<n>`: in `--style` and `--base`, `%from%` and `%to%` become the indexes (1-based, as `:nth-child`
 * counts) of the top-level blocks n before and n after the one holding the caret (to try a rule for the blocks
 * near the viewport without a build).
 */
const windowSize = Number(
  process.argv.find((arg) => arg.startsWith('--window='))?.slice('--window='.length) ?? 0,
);
const size = Number(process.argv[3] ?? 5000);
const keys = Number(process.argv[4] ?? 60);
/** `--enter`: Enter and a letter in turn (a new line, typed into), with Enter's own keystroke to paint. */
const enter = process.argv.includes('--enter');
const typed = enter
  ? Array.from({ length: keys }, (_, index) => (index % 2 === 0 ? 'Enter' : 'x'))
  : [...'the quick brown fox jumps over the lazy dog '.repeat(10).slice(0, keys)];
/**
 * `--remote` (Quire only): a co-editor types, in a second page on the same document, and this page (profiled)
 * receives: its CPU per key, and each key's time from the co-editor's keydown to the frame that paints it here.
 */
const remote = process.argv.includes('--remote');
/** Types one key as a person would (Enter pressed, a character typed). */
const typeKey = (page, key) => (key.length > 1 ? page.keyboard.press(key) : page.keyboard.type(key));

/** Counts React commits (through the hook React reports each commit to, as its developer tools do). */
function countCommits() {
  window.__commits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberRoot: () => (window.__commits += 1),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
  };
}

async function openEditor(browser) {
  if (which === 'plain') {
    const plain = await servePlain([size], { sourcemap: true });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(countCommits);
    const page = await context.newPage();
    await page.goto(`${plain.url}/?doc=doc-${size}.json`);
    await page.waitForSelector('body[data-ready="true"] .bn-editor', { timeout: 300_000 });
    return { page, block: '.bn-block-content', stop: plain.stop };
  }
  const quire = await startQuire({ QUIRE_COLLAB_UPDATE_RATE_PER_USER: '100000/1m' });
  const account = await signIn(quire);
  const viewId = await createDocument(account, `Profile ${size}`, generateDocument(size));
  const context = await signedInContext(browser, quire, account.session);
  await context.addInitScript(countCommits);
  const page = await context.newPage();
  await page.goto(`${quire.url}/app/${account.workspaceId}/${viewId}`);
  await page.waitForSelector('[data-testid="document-editor"][data-ready="true"]', { timeout: 300_000 });
  let typist = page;
  if (remote) {
    typist = await (await signedInContext(browser, quire, account.session)).newPage();
    await typist.goto(`${quire.url}/app/${account.workspaceId}/${viewId}`);
    await typist.waitForSelector('[data-testid="document-editor"][data-ready="true"]', { timeout: 300_000 });
  }
  return { page, typist, block: '[data-testid="page-body"] .bn-block-content', stop: quire.stop };
}

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

/** `…/node_modules/.pnpm/x/node_modules/@scope/name/dist/file.js` → `@scope/name/dist/file.js`. */
function shortSource(source) {
  const at = source.lastIndexOf('node_modules/');
  const rest =
    at >= 0 ? source.slice(at + 'node_modules/'.length) : source.replace(/^webpack:\/\/[^/]*\//, '');
  return rest.replace(/^\.\.\//g, '');
}
const packageOf = (source) => {
  if (!source.includes('node_modules/')) return source.replace(/\/[^/]*$/, '/');
  const parts = shortSource(source).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
};

async function nameFrames(profile) {
  const names = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (url === '' || lineNumber < 0) {
      names.set(node.id, { fn: functionName || '(anonymous)', pkg: functionName || '(native)' });
      continue;
    }
    const original = (await lookupFor(url))(lineNumber, columnNumber);
    const source = original?.source ?? url;
    const line = original?.line ?? lineNumber + 1;
    names.set(node.id, {
      fn: `${functionName || original?.name || '(anonymous)'} ${shortSource(source)}:${line}`,
      pkg: packageOf(source),
    });
  }
  return names;
}

function aggregate(profile, names) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfByFn = new Map();
  const selfByPkg = new Map();
  const inclusive = new Map();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const { fn, pkg } = names.get(id);
    if (fn === '(idle)') return;
    total += ms;
    selfByFn.set(fn, (selfByFn.get(fn) ?? 0) + ms);
    selfByPkg.set(pkg, (selfByPkg.get(pkg) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) seen.add(names.get(at).fn);
    for (const fn of seen) inclusive.set(fn, (inclusive.get(fn) ?? 0) + ms);
  });
  return { total, selfByFn, selfByPkg, inclusive };
}

function print(title, map, total, count) {
  console.log(`\n${title}`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.log(
      `${(ms / keys).toFixed(2).padStart(8)} ms/key ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`,
    );
}

/** `--invalidations`: with `--trace`, Chromium's style invalidation tracking too (why elements were restyled). */
const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'cc',
  'gpu',
  'viz',
  'benchmark',
  'toplevel',
  ...(process.argv.includes('--invalidations')
    ? ['disabled-by-default-devtools.timeline.invalidationTracking']
    : []),
];

/** Self time of the trace's complete events by name and thread, over all keys. */
function printTrace({ traceEvents }) {
  const threadNames = new Map();
  for (const e of traceEvents)
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  const byThread = new Map();
  for (const e of traceEvents) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  const self = new Map();
  for (const [key, events] of byThread) {
    events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stack = [];
    for (const e of events) {
      while (stack.length > 0 && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const name = `${threadNames.get(key) ?? key} ${e.name}`;
      self.set(name, (self.get(name) ?? 0) + e.dur / 1000);
      if (stack.length > 0) {
        const outer = `${threadNames.get(key) ?? key} ${stack.at(-1).name}`;
        self.set(outer, self.get(outer) - e.dur / 1000);
      }
      stack.push(e);
    }
  }
  console.log('\ntrace: self time by thread and event');
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`${(ms / keys).toFixed(2).padStart(8)} ms/key  ${name}`);
}

const browser = await launchChromium();
const editor = await openEditor(browser);
try {
  const { page, typist = page } = editor;
  if (remote) await wheelTo(page, page.locator(editor.block, { hasText: middleText }).first());
  const target = typist.locator(editor.block, { hasText: middleText }).first();
  await wheelTo(typist, target);
  await target.locator('.bn-inline-content').click();
  await typist.keyboard.press('End');
  if (windowSize > 0) await fillWindow(page);
  if (ab) {
    await compareStyle(page);
  } else {
    if (style !== undefined) await page.addStyleTag({ content: style });
    if (script !== undefined) await page.evaluate(script);
    await profileKeys(page, typist);
  }
} finally {
  await browser.close();
  await editor.stop();
}

/** Replaces `%from%` and `%to%` in the style sheets by the window around the caret's top-level block. */
async function fillWindow(page) {
  const index = await page.evaluate(() => {
    const node = document.getSelection()?.anchorNode;
    const element = node instanceof Element ? node : node?.parentElement;
    const outer = element?.closest('.bn-editor > .bn-block-group > .bn-block-outer');
    return outer ? [...outer.parentElement.children].indexOf(outer) + 1 : 0;
  });
  if (index === 0) throw new Error('The caret is not in a top-level block');
  const fill = (css) =>
    css
      ?.replaceAll('%from%', String(Math.max(1, index - windowSize)))
      .replaceAll('%to%', String(index + windowSize));
  style = fill(style);
  base = fill(base);
  console.log(`window: blocks ${Math.max(1, index - windowSize)} to ${index + windowSize}`);
}

async function compareStyle(page) {
  for (let round = 0; round < 6; round += 1) {
    const styled = round % 2 === 1;
    await page.evaluate(
      ([css, on]) => {
        document.getElementById('profile-style')?.remove();
        if (!on) return;
        const sheet = document.createElement('style');
        sheet.id = 'profile-style';
        sheet.textContent = css;
        document.head.append(sheet);
      },
      [(styled ? style : base) ?? '', styled || base !== undefined],
    );
    await sleep(500);
    const samples = [];
    for (const key of typed) {
      await page.evaluate(() => {
        window.__next = new Promise((resolve) =>
          document.addEventListener(
            'keydown',
            (event) => {
              const start = event.timeStamp;
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
            },
            { capture: true, once: true },
          ),
        );
      });
      await typeKey(page, key);
      samples.push(await page.evaluate(() => window.__next));
      await sleep(50);
    }
    samples.sort((a, b) => a - b);
    const p50 = samples[Math.floor(samples.length / 2)];
    const p95 = samples[Math.ceil(0.95 * samples.length) - 1];
    console.log(
      `round ${round + 1}, ${styled ? 'with the style' : base === undefined ? 'without' : 'with the base'}: ` +
        `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    );
  }
}

/** In the receiving page (`--remote`): each change to the editor's text, a task after the frame that paints it. */
function watchRemoteKeys() {
  window.__painted = [];
  const editor = document.querySelector('.bn-editor');
  new MutationObserver(() => {
    requestAnimationFrame(() =>
      setTimeout(() => window.__painted.push(performance.timeOrigin + performance.now()), 0),
    );
  }).observe(editor, { characterData: true, childList: true, subtree: true });
}

async function profileKeys(page, typist = page) {
  await sleep(1000);
  if (typist !== page) await page.evaluate(watchRemoteKeys);
  await typist.evaluate(() => {
    window.__samples = [];
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        const { key } = event;
        const at = performance.timeOrigin + start;
        requestAnimationFrame(() =>
          setTimeout(() => window.__samples.push({ key, at, ms: performance.now() - start }), 0),
        );
      },
      true,
    );
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const metric = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await metric();
  const commitsBefore = await page.evaluate(() => window.__commits);
  if (tracing) await page.context().browser().startTracing(page, { categories: traceCategories });
  if (profiling) await cdp.send('Profiler.start');
  for (const key of typed) {
    const painted = remote ? await page.evaluate(() => window.__painted.length) : 0;
    await typeKey(typist, key);
    await typist.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    if (remote)
      await page.waitForFunction((count) => window.__painted.length > count, painted, { timeout: 10_000 });
    await sleep(50);
  }
  const after = await metric();
  const commits = (await page.evaluate(() => window.__commits)) - commitsBefore;
  console.log(`React commits: ${(commits / keys).toFixed(1)} per key`);
  const samples = await typist.evaluate(() => window.__samples);
  const report = (label, list) => {
    const sorted = list.map((sample) => sample.ms).sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)].toFixed(1);
    console.log(`${label}${profiling ? ' (profiled)' : ''}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  };
  report(remote ? 'keystroke to paint, in the typing page' : 'keystroke to paint', samples);
  if (remote) {
    // Each key: its keydown in the typing page to the first paint here after it (the clocks are the machine's).
    const painted = await page.evaluate(() => window.__painted);
    const arrivals = samples.map((sample) => ({
      ms: (painted.find((at) => at >= sample.at) ?? Number.NaN) - sample.at,
    }));
    report('a co-editor’s key, from their keydown to the paint here', arrivals);
  }
  if (enter) {
    report(
      'Enter to paint',
      samples.filter((sample) => sample.key === 'Enter'),
    );
    report(
      'the next key to paint',
      samples.filter((sample) => sample.key !== 'Enter'),
    );
  }
  for (const name of ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration'])
    console.log(`${name}: ${((1000 * (after[name] - before[name])) / keys).toFixed(1)} ms/key`);
  if (tracing) {
    const trace = (await page.context().browser().stopTracing()).toString();
    if (traceFile !== undefined) writeFileSync(traceFile, trace);
    printTrace(JSON.parse(trace));
  }
  if (profiling) {
    const { profile } = await cdp.send('Profiler.stop');
    const { total, selfByFn, selfByPkg, inclusive } = aggregate(profile, await nameFrames(profile));
    console.log(
      `${which}, ${size} blocks, ${keys} keys: ${(total / keys).toFixed(1)} ms of CPU per key (profiled)`,
    );
    print('self time by package or source folder', selfByPkg, total, 25);
    print('self time by function', selfByFn, total, 45);
    print('inclusive time by function', inclusive, total, 70);
  }
}
