// Phase 1 of the real-time bench: fan-out on one document with N clients, each a Y.Doc on its own socket.
// Latency: 4 writers each append a token `#id.` to a Y.Text every 100 ms for 10 s; a sample is the time from the
// writer's local insert to the moment the last of the N-1 other clients applied it (and, beside it, each single
// delivery). Throughput: 4 writers, each keeping 8 updates in flight (an update is done once every other client
// has applied it), for 10 s: updates done per second.
import { setTimeout as sleep } from 'node:timers/promises';
import { Errors, QuireClient, ReferenceClient } from './clients.mjs';
import { cpuSeconds, createPage, load, log, pool, quick, rssMb } from './servers.mjs';

export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

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

export async function fanOutBoth(quire, reference, sizes) {
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
