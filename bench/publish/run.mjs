// The delivery path of a published page (issue 11), on the built product served as `npm start` serves it:
//  1. the JavaScript a first visit downloads (a fresh browser profile, every script response until the page is
//     loaded and the network idle; raw and gzip -9 per file);
//  2. first contentful paint of a 1,000-block published page in headless Chromium (fresh profile per run), and
//     when the page is taken over (`data-state="loaded"`);
//  3. requests/s of the server-rendered page against the same bytes served as a static file by the same server,
//     in one run (autocannon, alternating rounds).
// Run: `pnpm --filter @quire/bench publish-page` after a build (also part of `npm run bench`). Options:
// `--runs=5` FCP runs, `--seconds=10` per load round, `--connections=10`, `--only=rps` (parts: scripts, paint, rps).
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
