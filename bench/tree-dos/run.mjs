// Tree denial of service: how long restore-all of a big trash takes, and how long another request waits
// meanwhile (on SQLite there is one connection). Starts the built server (`apps/server/dist/main.js`) on a
// fresh data folder, signs in through the real magic-link flow (the code from the outbox), fills and trashes
// N pages, then restores them all while another request polls the folder every 50 ms.
//
//   node bench/tree-dos/run.mjs [pages=5000] [server entry, default: this checkout's apps/server/dist/main.js]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { signIn } from '../lib/quire.mjs';

const pages = Number(process.argv[2] ?? 5000);
const entry = process.argv[3]
  ? resolve(process.argv[3])
  : fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'quire-bench-'));
const [apiPort, authPort] = [await freePort(), await freePort()];
const api = `http://127.0.0.1:${apiPort}`;
const auth = `http://127.0.0.1:${authPort}`;
const server = spawn(process.execPath, [entry], {
  env: {
    ...process.env,
    QUIRE_HOST: '127.0.0.1',
    QUIRE_API_PORT: String(apiPort),
    QUIRE_AUTH_PORT: String(authPort),
    QUIRE_PUBLIC_URL: api,
    QUIRE_AUTH_PUBLIC_URL: auth,
    QUIRE_DATA_DIR: dataDir,
    QUIRE_LOG_LEVEL: 'warn',
    // The caps are not what is measured here: the batching is.
    QUIRE_MAX_VIEWS_PER_WORKSPACE: '1000000',
    QUIRE_MAX_VIEWS_PER_OPERATION: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${api}/api/health`)).ok) break;
    } catch {
      if (tries > 100) throw new Error('the server did not start');
    }
    await sleep(100);
  }
  const { call, workspaceId } = await signIn({ url: api, authUrl: auth, dataDir });
  const ws = `/api/workspace/${workspaceId}`;
  const folder = await call('GET', `${ws}/folder?depth=1`);
  const space = folder.children[0].view_id;
  const ids = [];
  for (let index = 0; index < pages; index++) {
    ids.push(
      (await call('POST', `${ws}/page-view`, { parent_view_id: space, layout: 0, name: `P${index}` }))
        .view_id,
    );
  }
  for (const id of ids) await call('POST', `${ws}/page-view/${id}/move-to-trash`);

  const waits = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      await call('GET', `${ws}/folder?depth=1`);
      waits.push(performance.now() - started);
      await sleep(50);
    }
  })();
  await sleep(200);
  const started = performance.now();
  await call('POST', `${ws}/restore-all-pages-from-trash`);
  const restoreMs = performance.now() - started;
  polling = false;
  await poller;
  const after = await call('GET', `${ws}/folder?depth=2`);
  const restored = after.children.find((child) => child.view_id === space).children.length;
  const stillTrashed = (await call('GET', `${ws}/trash`)).views.length;
  waits.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      pages,
      restored,
      stillTrashed,
      restoreAllMs: Math.round(restoreMs),
      concurrentRequests: waits.length,
      concurrentMaxMs: Math.round(waits.at(-1) ?? 0),
      concurrentP50Ms: Math.round(waits[Math.floor(waits.length / 2)] ?? 0),
    }),
  );
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
