// Prints, for the publish route and for the app route, the JavaScript a first visit downloads (raw and gzip, per
// file and total). A first visit = a fresh browser profile (empty HTTP cache) against the built product served
// exactly as `npm start` serves it. Run: `npm run bench` (builds first) or `pnpm --filter @quire/bench bundle-size`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const routes = [
  { name: 'publish', path: '/some-namespace/some-page', ready: 'publish-page' },
  { name: 'app', path: '/app', ready: 'workspace-app' },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const [apiPort, authPort] = [await freePort(), await freePort()];
  const url = `http://localhost:${apiPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-bench-'));
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      QUIRE_API_PORT: String(apiPort),
      QUIRE_AUTH_PORT: String(authPort),
      QUIRE_PUBLIC_URL: url,
      QUIRE_DATA_DIR: dataDir,
      QUIRE_LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measure(browser, baseUrl, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) {
      pending.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    }
  });
  await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'networkidle' });
  await page.getByTestId(route.ready).waitFor();
  const files = await Promise.all(pending);
  await context.close();
  return files;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const route of routes) {
    const files = (await measure(browser, server.url, route)).sort((a, b) => b.raw - a.raw);
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
