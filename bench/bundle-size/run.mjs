// Prints, for the publish route, the app route (signed out) and a document page (signed in, until its editor is
// interactive), the JavaScript a first visit downloads (raw and gzip, per file and total). A first visit = a fresh
// browser profile (empty HTTP cache) against the built product served exactly as `npm start` serves it. Run: `npm run bench` (builds first) or `pnpm --filter @quire/bench bundle-size`.
import { generateDocument } from '../editor/content.mjs';
import { createDocument, launchChromium, signIn, signedInContext, startQuire } from '../lib/quire.mjs';
import { loadedScripts } from '../lib/scripts.mjs';

const routes = [
  { name: 'publish', path: '/some-namespace/some-page', ready: '[data-testid="publish-page"]' },
  { name: 'app', path: '/app', ready: '[data-testid="workspace-app"]' },
  // A signed-in first visit to a document page (an empty HTTP cache, the session already in localStorage):
  // the scripts requested until the editor is interactive (bound to the page's content), not the ones
  // fetched later.
  {
    name: 'document',
    path: '/app/{workspace}/{page}',
    ready: '[data-testid="document-editor"][data-ready="true"]',
    signedIn: true,
    untilReady: true,
  },
];

async function measure(browser, server, route, account) {
  const context = route.signedIn
    ? await signedInContext(browser, server, account.session)
    : await browser.newContext();
  const page = await context.newPage();
  const requests = [];
  page.on('request', (request) => requests.push(request));
  const path = route.path.replace('{workspace}', account.workspaceId).replace('{page}', account.viewId);
  await page.goto(`${server.url}${path}`, { waitUntil: route.untilReady ? 'commit' : 'networkidle' });
  await page.locator(route.ready).waitFor({ timeout: 60_000 });
  const counted = requests.slice();
  const files = await loadedScripts(counted);
  await context.close();
  return files;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startQuire();
const browser = await launchChromium();
try {
  const account = await signIn(server);
  account.viewId = await createDocument(account, 'Bundle size', generateDocument(50));
  for (const route of routes) {
    const files = (await measure(browser, server, route, account)).sort((a, b) => b.raw - a.raw);
    console.log(`\nroute ${route.name} (${route.path}): ${files.length} JavaScript files`);
    console.log(`${'file'.padEnd(64)} ${'raw'.padStart(10)} ${'gzip -9'.padStart(10)}`);
    for (const file of files) {
      console.log(`${file.file.padEnd(64)} ${kb(file.raw).padStart(10)} ${kb(file.gzip).padStart(10)}`);
    }
    const raw = files.reduce((sum, file) => sum + file.raw, 0);
    const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
    console.log(`${'total'.padEnd(64)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
