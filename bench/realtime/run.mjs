// Real time, in one run, Quire's /ws/v1 (the built server, SQLite, fresh data folder, one signed-in user) beside
// the reference y-websocket server (`@y/websocket-server` 0.1.1, in memory, no persistence):
//
// 1. Fan-out on one document with N clients (default 50 and 200), each a Y.Doc on its own socket. Latency: 4
//    writers each append a token `#id.` to a Y.Text every 100 ms for 10 s; a sample is the time from the
//    writer's local insert to the moment the last of the N-1 other clients applied it (and, beside it, each
//    single delivery). Throughput: 4 writers, each keeping 8 updates in flight (an update is done once every other
//    client has applied it), for 10 s: updates done per second.
// 2. Server RSS with 1,000 documents open (Quire: pages of 24 blocks made through the API, 20 sockets × 50
//    subscriptions; reference: the same Yjs states, one socket per document, as y-websocket works), then after
//    they are closed and the server's idle time has passed (QUIRE_COLLAB_CACHE_IDLE=5 here).
// 3. Quire only: 1,000 sockets (10 per document on 100 documents) for 60 s, each inserting a few characters every
//    20 s; errors counted (connect failures, closes, error frames, edits not acknowledged, copies that differ).
//
// Every client runs in this one process: its work (decoding, applying updates for N Y.Docs) is inside the
// figures, the same for both servers.
//
//   node bench/realtime/run.mjs [clients=50,200]    (after a build; `npm run bench` builds first)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import * as Y from 'yjs';
import { generateDocument } from '../editor/content.mjs';
import { freePort, repoRoot, signIn } from '../lib/quire.mjs';
import { Errors, QuireClient, ReferenceClient } from './clients.mjs';

const sizes = (process.argv[2] ?? '50,200').split(',').map(Number);
const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const idleSeconds = 5;
// REALTIME_BENCH_QUICK=1: a small version of every phase, to check the bench itself (not for figures).
const quick = process.env.REALTIME_BENCH_QUICK === '1';
const documentsOpen = quick ? 100 : 1000;
const blocksPerDocument = 24;
const connectionClients = quick ? 100 : 1000;
const connectionDocuments = quick ? 10 : 100;
const connectionSeconds = quick ? 10 : 60;

// Raised for the bench, and why: page creation (1,000 pages, tree writes 20/min per user by default), the
// content appended to them (collab updates 600/min per user), the per-socket update budget (50/s: a writer in
// the throughput phase may exceed it), and the idle time of a closed document (300 s).
const quireEnv = {
  QUIRE_TREE_WRITE_RATE_PER_USER: '100000/1m',
  QUIRE_COLLAB_UPDATE_RATE_PER_USER: '100000/1m',
  QUIRE_WS_UPDATES_PER_SECOND: '10000',
  QUIRE_COLLAB_CACHE_IDLE: String(idleSeconds),
};

const log = (...parts) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...parts);
const load = () => loadavg()[0].toFixed(1);

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** User + system CPU seconds of a process so far. */
function cpuSeconds(pid) {
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

function spawnQuire({ url, authUrl, dataDir }) {
  return spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
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

/** The built server on a fresh data folder, signed in; `restart()` starts a new process on the same folder. */
async function startQuire() {
  const [apiPort, authPort] = [await freePort(), await freePort()];
  const quire = {
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

async function startReference() {
  const port = await freePort();
  const child = spawn(process.execPath, ['node_modules/@y/websocket-server/src/server.js'], {
    cwd: benchDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/`, child);
  return { url: `ws://127.0.0.1:${port}`, pid: child.pid, stop: stopper(child) };
}

async function createPage(quire, name, blocks) {
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

/** Runs `task(index)` for 0…count-1, at most `parallel` at a time; results in order. */
async function pool(count, parallel, task) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '—');
const mb = (value) => value.toFixed(0);

// ————————————————————————————————————————— 1. fan-out

const writers = 4;
const latencyIntervalMs = 100;
const latencySeconds = quick ? 3 : 10;
const window = 8;
const throughputSeconds = quick ? 3 : 10;

/**
 * `connect(index, errors)` → a client whose `doc` is synced with the shared document. All N clients observe the
 * Y.Text `bench`; tokens `#id.` are matched to their send time.
 */
async function fanOut(system, n, connect, serverPid) {
  const errors = new Errors();
  const clients = await pool(n, 10, (index) => connect(index, errors));
  const texts = clients.map((client) => client.doc.getText('bench'));
  const pending = new Map();
  let nextId = 0;
  let recording = false;
  const deliveries = [];
  const complete = [];
  let done = 0;
  for (const text of texts) {
    text.observe((event) => {
      if (event.transaction.origin !== 'remote') return;
      const now = performance.now();
      for (const op of event.delta) {
        if (typeof op.insert !== 'string') continue;
        for (const match of op.insert.matchAll(/#(\d+)\./g)) {
          const update = pending.get(Number(match[1]));
          if (update === undefined) continue;
          if (recording) deliveries.push(now - update.sent);
          update.remaining -= 1;
          if (update.remaining === 0) {
            pending.delete(update.id);
            done += 1;
            if (recording) complete.push(now - update.sent);
            update.onDone?.();
          }
        }
      }
    });
  }
  const write = (writer, onDone) => {
    const id = nextId++;
    const update = { id, sent: performance.now(), remaining: n - 1, onDone };
    pending.set(id, update);
    texts[writer].insert(texts[writer].length, `#${id}.`);
    return update;
  };
  const drain = async (limitMs) => {
    const deadline = Date.now() + limitMs;
    while (pending.size > 0 && Date.now() < deadline) await sleep(50);
    const lost = pending.size;
    if (lost > 0) errors.add('updates not delivered to every client', `${lost} after ${limitMs} ms`);
    pending.clear();
    return lost;
  };

  // Warm-up: each writer once.
  for (let writer = 0; writer < writers; writer += 1) write(writer);
  await drain(10_000);

  // Latency at a steady rate.
  const loadBefore = load();
  let cpu = cpuSeconds(serverPid);
  recording = true;
  const latencyStart = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      await sleep((writer * latencyIntervalMs) / writers);
      const count = (latencySeconds * 1000) / latencyIntervalMs;
      const start = performance.now();
      for (let index = 0; index < count; index += 1) {
        write(writer);
        const due = start + (index + 1) * latencyIntervalMs;
        await sleep(Math.max(0, due - performance.now()));
      }
    }),
  );
  const lostLatency = await drain(10_000);
  recording = false;
  const latencyCpu = cpuSeconds(serverPid) - cpu;
  const latencyElapsed = (performance.now() - latencyStart) / 1000;

  // Throughput: a window of updates in flight per writer.
  cpu = cpuSeconds(serverPid);
  const clientCpu = process.cpuUsage();
  const doneBefore = done;
  const throughputStart = performance.now();
  const end = throughputStart + throughputSeconds * 1000;
  let doneInTime = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      let inFlight = 0;
      let wake;
      const onDone = () => {
        inFlight -= 1;
        if (performance.now() <= end) doneInTime += 1;
        wake?.();
      };
      while (performance.now() < end) {
        while (inFlight < window && performance.now() < end) {
          inFlight += 1;
          write(writer, onDone);
          await new Promise((resolve) => setImmediate(resolve));
        }
        await Promise.race([
          new Promise((resolve) => (wake = resolve)),
          sleep(Math.max(0, end - performance.now())),
        ]);
      }
    }),
  );
  const throughputCpu = cpuSeconds(serverPid) - cpu;
  const { user, system: kernel } = process.cpuUsage(clientCpu);
  const throughputClientCpu = (user + kernel) / 1e6;
  const lostThroughput = await drain(15_000);
  const updatesPerSecond = doneInTime / throughputSeconds;
  const totalDone = done - doneBefore;

  // Every copy the same at the end.
  await sleep(500);
  const reference = texts[0].toString();
  const differing = texts.filter((text) => text.toString() !== reference).length;
  if (differing > 0) errors.add('copies differ at the end', `${differing} of ${n}`);
  const rss = rssMb(serverPid);
  for (const client of clients) client.close();

  deliveries.sort((a, b) => a - b);
  complete.sort((a, b) => a - b);
  const result = {
    system,
    clients: n,
    updates: complete.length + lostLatency,
    allP50: percentile(complete, 50),
    allP99: percentile(complete, 99),
    allMax: complete.at(-1),
    oneP50: percentile(deliveries, 50),
    oneP99: percentile(deliveries, 99),
    latencyCpuShare: latencyCpu / latencyElapsed,
    updatesPerSecond,
    deliveriesPerSecond: updatesPerSecond * (n - 1),
    throughputCpuShare: throughputCpu / throughputSeconds,
    throughputClientCpuShare: throughputClientCpu / throughputSeconds,
    totalDone,
    lost: lostLatency + lostThroughput,
    rss,
    errors: errors.total,
    errorSummary: errors.summary(),
    load: `${loadBefore}→${load()}`,
  };
  log(JSON.stringify(result));
  return result;
}

async function fanOutBoth(quire, reference) {
  const pageId = await createPage(quire, 'Fan-out');
  const results = [];
  for (const n of sizes) {
    log(`fan-out: ${n} clients, Quire`);
    results.push(
      await fanOut(
        'Quire',
        n,
        async (index, errors) => {
          const client = await QuireClient.connect(quire.url, quire.token, errors);
          const doc = await client.sync(quire.workspaceId, pageId);
          return { doc, close: () => client.close() };
        },
        quire.pid,
      ),
    );
    await sleep(2000);
    log(`fan-out: ${n} clients, reference`);
    results.push(
      await fanOut(
        'y-websocket',
        n,
        async (index, errors) => {
          const client = await ReferenceClient.connect(reference.url, `fanout-${n}`, errors);
          return { doc: client.doc, close: () => client.close() };
        },
        reference.pid,
      ),
    );
    await sleep(2000);
  }
  return results;
}

// ————————————————————————————————————————— 2. memory with 1,000 documents

async function settledRss(pid) {
  await sleep(3000);
  return rssMb(pid);
}

async function memoryQuire(quire) {
  log(`memory: creating ${documentsOpen} pages of ${blocksPerDocument} blocks`);
  const blocks = generateDocument(blocksPerDocument);
  const started = performance.now();
  const pages = await pool(documentsOpen, 4, (index) => createPage(quire, `Doc ${index}`, blocks));
  log(`memory: pages made in ${((performance.now() - started) / 1000).toFixed(0)} s; restarting the server`);
  // A new process on the same data folder: what is measured is documents opened from the store, not what
  // making them left behind.
  await quire.restart();
  const before = await settledRss(quire.pid);
  const errors = new Errors();
  const perSocket = 50;
  const sockets = await pool(documentsOpen / perSocket, 4, async (socketIndex) => {
    const client = await QuireClient.connect(quire.url, quire.token, errors);
    const mine = pages.slice(socketIndex * perSocket, (socketIndex + 1) * perSocket);
    await Promise.all(mine.map((pageId) => client.sync(quire.workspaceId, pageId)));
    return { client, mine };
  });
  const open = await settledRss(quire.pid);
  const states = [];
  for (const { client, mine } of sockets) {
    for (const pageId of mine) states.push(Y.encodeStateAsUpdate(client.docs.get(pageId).doc));
  }
  for (const { client, mine } of sockets) for (const pageId of mine) client.unsubscribe(pageId);
  await sleep(500);
  for (const { client } of sockets) client.close();
  await sleep((idleSeconds * 2 + 2) * 1000);
  const idle = await settledRss(quire.pid);
  const stateBytes = states.reduce((sum, state) => sum + state.byteLength, 0) / states.length;
  const result = {
    system: 'Quire',
    before,
    open,
    idle,
    errors: errors.total,
    errorSummary: errors.summary(),
  };
  log(JSON.stringify({ ...result, stateBytes }));
  return { result, pages, states, stateBytes };
}

async function memoryReference(reference, states) {
  const before = await settledRss(reference.pid);
  const errors = new Errors();
  const clients = await pool(states.length, 10, async (index) => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, states[index]);
    return ReferenceClient.connect(reference.url, `doc-${index}`, errors, doc);
  });
  const open = await settledRss(reference.pid);
  for (const client of clients) client.close();
  await sleep((idleSeconds * 2 + 2) * 1000);
  const idle = await settledRss(reference.pid);
  const result = {
    system: 'y-websocket',
    before,
    open,
    idle,
    errors: errors.total,
    errorSummary: errors.summary(),
  };
  log(JSON.stringify(result));
  return result;
}

// ————————————————————————————————————————— 3. 1,000 sockets for 60 s

async function connections(quire, pages) {
  const errors = new Errors();
  const before = rssMb(quire.pid);
  const started = performance.now();
  let peak = before;
  const clients = await pool(connectionClients, 20, async (index) => {
    try {
      const client = await QuireClient.connect(quire.url, quire.token, errors);
      const pageId = pages[index % connectionDocuments];
      const doc = await client.sync(quire.workspaceId, pageId);
      return { client, doc, pageId };
    } catch (error) {
      errors.add('client could not connect and sync', error.message);
      return undefined;
    }
  });
  const connectSeconds = (performance.now() - started) / 1000;
  log(
    `connections: ${clients.filter(Boolean).length} connected and synced in ${connectSeconds.toFixed(0)} s`,
  );
  let edits = 0;
  peak = Math.max(peak, rssMb(quire.pid));
  const end = Date.now() + connectionSeconds * 1000;
  const timers = clients.map((entry, index) => {
    if (entry === undefined) return undefined;
    let timer;
    const tick = () => {
      if (Date.now() >= end) return;
      const text = entry.doc.getText('bench');
      text.insert(text.length, `c${index} `);
      edits += 1;
      timer = setTimeout(tick, 20_000);
    };
    timer = setTimeout(tick, Math.random() * 20_000);
    return () => clearTimeout(timer);
  });
  while (Date.now() < end) {
    await sleep(5000);
    peak = Math.max(peak, rssMb(quire.pid));
  }
  for (const stop of timers) stop?.();
  const connected = clients.filter((entry) => entry !== undefined);
  // Each sync also brings an ack (the client's empty step 2), then one per edit. Late is not lost: up to 60 s
  // are given for the last acks and for every copy of a document to be the same, and how long it took is said.
  const unacknowledged = () =>
    edits - (connected.reduce((sum, entry) => sum + entry.client.acks, 0) - connected.length);
  const diverged = () => {
    const byPage = new Map();
    for (const entry of connected) {
      const seen = byPage.get(entry.pageId) ?? new Set();
      seen.add(entry.doc.getText('bench').toString());
      byPage.set(entry.pageId, seen);
    }
    return [...byPage.values()].filter((texts) => texts.size > 1).length;
  };
  const ended = performance.now();
  const backlogAtEnd = unacknowledged();
  while ((unacknowledged() > 0 || diverged() > 0) && performance.now() - ended < 60_000) await sleep(250);
  const drainSeconds = (performance.now() - ended) / 1000;
  if (unacknowledged() !== 0)
    errors.add('edits not acknowledged 60 s after the end', `${unacknowledged()} of ${edits}`);
  if (diverged() > 0) errors.add('documents whose copies still differ 60 s after the end', diverged());
  const open = connected.filter((entry) => entry.client.socket.readyState === 1).length;
  for (const entry of connected) entry.client.close();
  const result = {
    clients: connectionClients,
    connected: connected.length,
    openAtEnd: open,
    connectSeconds,
    edits,
    backlogAtEnd,
    drainSeconds,
    before,
    peak,
    errors: errors.total,
    errorSummary: errors.summary(),
  };
  log(JSON.stringify(result));
  return result;
}

// ————————————————————————————————————————— the run

log(`load ${load()}; Quire env: ${JSON.stringify(quireEnv)}`);
const quire = await startQuire();
const reference = await startReference();
let fan;
try {
  fan = await fanOutBoth(quire, reference);
} finally {
  await quire.stop();
  await reference.stop();
}

const quire2 = await startQuire();
const reference2 = await startReference();
const fresh = { quire: rssMb(quire2.pid), reference: rssMb(reference2.pid) };
let memory;
let conns;
try {
  const quireMemory = await memoryQuire(quire2);
  const referenceMemory = await memoryReference(reference2, quireMemory.states);
  memory = { quire: quireMemory.result, reference: referenceMemory, stateBytes: quireMemory.stateBytes };
  conns = await connections(quire2, quireMemory.pages);
} finally {
  await quire2.stop();
  await reference2.stop();
}

const lines = [];
lines.push(
  '| clients | server | to all: p50 / p99 / max (ms) | one delivery: p50 / p99 (ms) | server CPU | updates/s (to all) | deliveries/s | server / clients CPU | errors |',
  '| ------- | ------ | ---------------------------- | ---------------------------- | ---------- | ------------------ | ------------ | -------------------- | ------ |',
);
for (const r of fan) {
  lines.push(
    `| ${r.clients} | ${r.system} | ${ms(r.allP50)} / ${ms(r.allP99)} / ${ms(r.allMax)} | ${ms(r.oneP50)} / ${ms(r.oneP99)} | ${(r.latencyCpuShare * 100).toFixed(0)} % | ${r.updatesPerSecond.toFixed(0)} | ${r.deliveriesPerSecond.toFixed(0)} | ${(r.throughputCpuShare * 100).toFixed(0)} % / ${(r.throughputClientCpuShare * 100).toFixed(0)} % | ${r.errors} |`,
  );
}
lines.push(
  '',
  `| server | RSS started, none open | RSS with ${documentsOpen} documents open | RSS after idle | errors |`,
  '| ------ | ---------------------- | ------------------------------ | -------------- | ------ |',
);
for (const r of [memory.quire, memory.reference]) {
  lines.push(`| ${r.system} | ${mb(r.before)} MB | ${mb(r.open)} MB | ${mb(r.idle)} MB | ${r.errors} |`);
}
lines.push(
  '',
  `Server RSS just started (Quire after one sign-in, before making the pages; it is restarted on the same data before "before"): Quire ${mb(fresh.quire)} MB, y-websocket ${mb(fresh.reference)} MB.`,
  `Documents: ${blocksPerDocument} blocks, ${mb(memory.stateBytes / 1024)} KiB of Yjs state each.`,
  `Connections: ${conns.connected}/${conns.clients} connected and synced in ${conns.connectSeconds.toFixed(0)} s, ${conns.openAtEnd} open after ${connectionSeconds} s, ${conns.edits} edits (${conns.backlogAtEnd} not yet acknowledged when the 60 s ended; ${conns.drainSeconds.toFixed(1)} s more until all were and every copy of each document was the same, or 60 s), server RSS ${mb(conns.before)} MB before, at most ${mb(conns.peak)} MB (sampled every 5 s), errors ${conns.errors}${conns.errors ? `: ${conns.errorSummary}` : ''}.`,
);
for (const r of fan) if (r.errors) lines.push(`Fan-out ${r.system} ${r.clients}: ${r.errorSummary}`);
for (const r of [memory.quire, memory.reference])
  if (r.errors) lines.push(`Memory ${r.system}: ${r.errorSummary}`);
console.log(lines.join('\n'));
