// Phase 1 of the real-time bench: fan-out on one document with N clients, each a Y.Doc on its own socket.
// Latency: 4 writers each append a token `#id.` to a Y.Text every 100 ms for 10 s; a sample is the time from the
// writer's local insert to the moment the last of the N-1 other clients applied it (and, beside it, each single
// delivery). Throughput: 4 writers, each keeping 8 updates in flight (an update is done once every other client
// has applied it), for 10 s: updates done per second.
//
// The clients run in REALTIME_BENCH_CLIENT_PROCESSES processes (default 4; ./fanoutClients.mjs), client i in
// process i mod P, so the 4 writers are in different processes; this one only orders the writes and counts. The
// same for both servers. Each server gets a document of its own per size (a fresh page, a fresh room).
import { fork } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuSeconds, createPage, load, log, quick, rssMb } from './servers.mjs';

export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const writers = 4;
const latencyIntervalMs = 100;
const latencySeconds = quick ? 3 : 10;
const window = 8;
const throughputSeconds = quick ? 3 : 10;
export const clientProcesses = Number(process.env.REALTIME_BENCH_CLIENT_PROCESSES ?? 4);

/** P processes holding the N clients; `target` says where to connect them (sent as is with `connect`). */
async function startClients(n, target) {
  const children = Array.from({ length: Math.min(clientProcesses, n) }, () =>
    fork(new URL('./fanoutClients.mjs', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  const replies = children.map(() => []);
  const waiters = children.map(() => []);
  const listeners = new Set();
  children.forEach((child, index) => {
    child.on('message', (message) => {
      for (const listener of listeners) listener(message, index);
      const waiter = waiters[index].find((w) => w.type === message.type);
      if (waiter !== undefined) {
        waiters[index].splice(waiters[index].indexOf(waiter), 1);
        waiter.resolve(message);
      } else if (message.type !== 'delivered' && message.type !== 'sent') {
        replies[index].push(message);
      }
    });
  });
  /** The next message of `type` from child `index`. */
  const next = (index, type) =>
    new Promise((resolve) => {
      const queued = replies[index].findIndex((m) => m.type === type);
      if (queued >= 0) resolve(replies[index].splice(queued, 1)[0]);
      else waiters[index].push({ type, resolve });
    });
  const ask = (type) =>
    Promise.all(
      children.map((child, index) => {
        child.send({ type });
        return next(index, type === 'finish' ? 'final' : type);
      }),
    );
  await Promise.all(
    children.map(async (child, index) => {
      const indexes = Array.from({ length: n }, (_, i) => i).filter((i) => i % children.length === index);
      child.send({ type: 'connect', indexes, ...target });
      const reply = await Promise.race([next(index, 'ready'), next(index, 'failed')]);
      if (reply.type === 'failed') throw new Error(`client process ${index}: ${reply.message}`);
    }),
  );
  return {
    /** Client `writer` (0…writers-1) appends token `id`. */
    write: (writer, id) =>
      children[writer % children.length].send({
        type: 'write',
        local: Math.floor(writer / children.length),
        id,
      }),
    onMessage: (listener) => listeners.add(listener),
    cpu: async () => (await ask('cpu')).reduce((sum, reply) => sum + reply.seconds, 0),
    finish: () => ask('finish'),
  };
}

async function fanOut(system, n, target, serverPid) {
  const clients = await startClients(n, target);
  const pending = new Map();
  let nextId = 0;
  let recording = false;
  const recorded = [];
  let done = 0;
  clients.onMessage((message) => {
    if (message.type === 'sent') {
      const update = pending.get(message.id) ?? recorded.find((u) => u.id === message.id);
      if (update !== undefined) update.sent = message.at;
      return;
    }
    if (message.type !== 'delivered') return;
    const { pairs } = message;
    for (let i = 0; i < pairs.length; i += 2) {
      const update = pending.get(pairs[i]);
      if (update === undefined) continue;
      update.times.push(pairs[i + 1]);
      update.remaining -= 1;
      if (update.remaining === 0) {
        pending.delete(update.id);
        done += 1;
        update.onDone?.();
      }
    }
  });
  const write = (writer, onDone) => {
    const id = nextId++;
    const update = { id, sent: undefined, times: [], remaining: n - 1, onDone };
    pending.set(id, update);
    if (recording) recorded.push(update);
    clients.write(writer, id);
    return update;
  };
  const drain = async (limitMs) => {
    const deadline = Date.now() + limitMs;
    while (pending.size > 0 && Date.now() < deadline) await sleep(50);
    const lost = pending.size;
    pending.clear();
    return lost;
  };
  const errorsHere = [];
  const lostError = (lost, limitMs) => {
    if (lost > 0)
      errorsHere.push([`updates not delivered to every client`, 1, `${lost} after ${limitMs} ms`]);
  };

  // Warm-up: each writer once.
  for (let writer = 0; writer < writers; writer += 1) write(writer);
  lostError(await drain(10_000), 10_000);

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
  lostError(lostLatency, 10_000);
  recording = false;
  const latencyCpu = cpuSeconds(serverPid) - cpu;
  const latencyElapsed = (performance.now() - latencyStart) / 1000;

  // Throughput: a window of updates in flight per writer.
  cpu = cpuSeconds(serverPid);
  const clientCpu = await clients.cpu();
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
  const throughputClientCpu = (await clients.cpu()) - clientCpu;
  const lostThroughput = await drain(15_000);
  lostError(lostThroughput, 15_000);
  const updatesPerSecond = doneInTime / throughputSeconds;
  const totalDone = done - doneBefore;

  // Every copy the same at the end.
  await sleep(500);
  const rss = rssMb(serverPid);
  const finals = await clients.finish();
  const copies = new Map();
  const counts = new Map(errorsHere.map(([kind, count]) => [kind, count]));
  const examples = new Map(errorsHere.map(([kind, , example]) => [kind, example]));
  for (const final of finals) {
    for (const [copy, count] of Object.entries(final.copies))
      copies.set(copy, (copies.get(copy) ?? 0) + count);
    for (const [kind, count] of final.errors) counts.set(kind, (counts.get(kind) ?? 0) + count);
    for (const [kind, example] of final.examples) if (!examples.has(kind)) examples.set(kind, example);
  }
  if (copies.size > 1) {
    const most = Math.max(...copies.values());
    counts.set('copies differ at the end', 1);
    examples.set('copies differ at the end', `${n - most} of ${n}`);
  }

  // Samples: updates of the latency phase delivered to all (to all: the last receipt), and each receipt.
  const deliveries = [];
  const complete = [];
  for (const update of recorded) {
    if (update.sent === undefined) continue;
    for (const at of update.times) deliveries.push(at - update.sent);
    if (update.times.length === n - 1) complete.push(Math.max(...update.times) - update.sent);
  }
  deliveries.sort((a, b) => a - b);
  complete.sort((a, b) => a - b);
  const result = {
    system,
    clients: n,
    clientProcesses: Math.min(clientProcesses, n),
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
    errors: [...counts.values()].reduce((sum, count) => sum + count, 0),
    errorSummary: [...counts].map(([kind, count]) => `${kind}×${count} (${examples.get(kind)})`).join('; '),
    load: `${loadBefore}→${load()}`,
  };
  log(JSON.stringify(result));
  return result;
}

export async function fanOutBoth(quire, reference, sizes) {
  const results = [];
  for (const n of sizes) {
    log(`fan-out: ${n} clients, Quire (clients in ${Math.min(clientProcesses, n)} processes)`);
    const objectId = await createPage(quire, `Fan-out ${n}`);
    results.push(
      await fanOut(
        'Quire',
        n,
        { system: 'Quire', url: quire.url, token: quire.token, workspaceId: quire.workspaceId, objectId },
        quire.pid,
      ),
    );
    await sleep(2000);
    log(`fan-out: ${n} clients, reference`);
    results.push(
      await fanOut(
        'y-websocket',
        n,
        { system: 'y-websocket', url: reference.url, room: `fanout-${n}` },
        reference.pid,
      ),
    );
    await sleep(2000);
  }
  return results;
}
