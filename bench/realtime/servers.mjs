// The two servers of the real-time bench, each its own process: Quire's built server on a fresh data folder
// (signed in, restartable on the same folder) and the reference y-websocket server; plus what the phases share
// (process RSS and CPU from /proc, the bench's settings and log; a bounded pool, ./pool.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, repoRoot, signIn } from '../lib/quire.mjs';

export { pool } from './pool.mjs';

const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const idleSeconds = 5;
// REALTIME_BENCH_QUICK=1: a small version of every phase, to check the bench itself (not for figures).
export const quick = process.env.REALTIME_BENCH_QUICK === '1';

// Raised for the bench, and why: page creation (1,000 pages, tree writes 20/min per user by default), the
// content appended to them (collab updates 600/min per user), the per-socket update budget (50/s: a writer in
// the throughput phase may exceed it), and the idle time of a closed document (300 s).
export const quireEnv = {
  QUIRE_TREE_WRITE_RATE_PER_USER: '100000/1m',
  QUIRE_COLLAB_UPDATE_RATE_PER_USER: '100000/1m',
  QUIRE_WS_UPDATES_PER_SECOND: '10000',
  QUIRE_COLLAB_CACHE_IDLE: String(idleSeconds),
};

export const log = (...parts) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...parts);
export const load = () => loadavg()[0].toFixed(1);

export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** User + system CPU seconds of a process so far. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function waitFor(url, child) {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let attempt = 0; ; attempt += 1) {
    if (exited) throw new Error(`${url}: the server exited at start`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      if (attempt > 150) throw new Error(`${url}: the server did not start`);
    }
    await sleep(200);
  }
}

function stopper(child, cleanUp = () => {}) {
  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    cleanUp();
  };
}

// REALTIME_BENCH_SERVER_ARGS: node options for Quire's process alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`
// to profile it under the bench.
const serverArgs = (process.env.REALTIME_BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
// REALTIME_BENCH_SERVER_MAIN: another build of the server (a copy of an earlier dist), to compare before/after.
const serverMain = process.env.REALTIME_BENCH_SERVER_MAIN ?? join(repoRoot, 'apps/server/dist/main.js');

function spawnQuire({ url, authUrl, dataDir, nodeArgs }) {
  return spawn(process.execPath, [...serverArgs, ...nodeArgs, serverMain], {
    env: {
      ...process.env,
      QUIRE_HOST: '127.0.0.1',
      QUIRE_API_PORT: new URL(url).port,
      QUIRE_AUTH_PORT: new URL(authUrl).port,
      QUIRE_PUBLIC_URL: url,
      QUIRE_AUTH_PUBLIC_URL: authUrl,
      QUIRE_DATA_DIR: dataDir,
      QUIRE_LOG_LEVEL: 'warn',
      ...quireEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The built server on a fresh data folder, signed in; `restart()` starts a new process on the same folder.
 * `nodeArgs`: options for its node process (the memory phase passes --expose-gc).
 */
export async function startQuire(nodeArgs = []) {
  const [apiPort, authPort] = [await freePort(), await freePort()];
  const quire = {
    nodeArgs,
    url: `http://127.0.0.1:${apiPort}`,
    authUrl: `http://127.0.0.1:${authPort}`,
    dataDir: mkdtempSync(join(tmpdir(), 'quire-bench-')),
  };
  let child = spawnQuire(quire);
  await waitFor(`${quire.url}/api/health`, child);
  quire.pid = child.pid;
  quire.stop = () => stopper(child, () => rmSync(quire.dataDir, { recursive: true, force: true }))();
  quire.restart = async () => {
    await stopper(child)();
    child = spawnQuire(quire);
    await waitFor(`${quire.url}/api/health`, child);
    quire.pid = child.pid;
  };
  const { session, call, workspaceId } = await signIn(quire);
  const ws = `/api/workspace/${workspaceId}`;
  const folder = await call('GET', `${ws}/folder?depth=1`);
  return Object.assign(quire, {
    token: session.access_token,
    call,
    workspaceId,
    ws,
    space: folder.children[0].view_id,
  });
}

export async function startReference() {
  const port = await freePort();
  const child = spawn(process.execPath, ['node_modules/@y/websocket-server/src/server.js'], {
    cwd: benchDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/`, child);
  return { url: `ws://127.0.0.1:${port}`, pid: child.pid, stop: stopper(child) };
}

export async function createPage(quire, name, blocks) {
  const { view_id: viewId } = await quire.call('POST', `${quire.ws}/page-view`, {
    parent_view_id: quire.space,
    layout: 0,
    name,
  });
  if (blocks !== undefined) {
    await quire.call('POST', `${quire.ws}/page-view/${viewId}/append-block`, { blocks });
  }
  return viewId;
}
