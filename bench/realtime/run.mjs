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
// The fan-out phase's clients run in REALTIME_BENCH_CLIENT_PROCESSES processes (default 4, fanoutClients.mjs):
// in one process, 200 Y.Docs were a core's worth of work and bounded both servers. The other phases' clients run
// in this process. Their work (decoding, applying updates) is inside the figures, the same for both servers.
//
// The phases: fanout.mjs (+ fanoutClients.mjs), memory.mjs, connections.mjs; the servers: servers.mjs; the
// tables: report.mjs.
//
//   node bench/realtime/run.mjs [clients=50,200]    (after a build; `npm run bench` builds first)
import { connections } from './connections.mjs';
import { fanOutBoth } from './fanout.mjs';
import { memoryQuire, memoryReference } from './memory.mjs';
import { report } from './report.mjs';
import { load, log, quireEnv, rssMb, startQuire, startReference } from './servers.mjs';

const sizes = (process.argv[2] ?? '50,200').split(',').map(Number);
// REALTIME_BENCH_PHASES=fanout: the fan-out phase alone (to profile it; the report then has its table only).
const fanOutOnly = process.env.REALTIME_BENCH_PHASES === 'fanout';

log(`load ${load()}; Quire env: ${JSON.stringify(quireEnv)}`);
const quire = await startQuire();
const reference = await startReference();
let fan;
try {
  fan = await fanOutBoth(quire, reference, sizes);
} finally {
  await quire.stop();
  await reference.stop();
}
if (fanOutOnly) {
  console.log(report({ fan }));
  process.exit(0);
}

// --expose-gc: the server collects garbage after an idle sweep released documents, so "after idle" shows what
// it still holds rather than when V8 last chose to collect.
const quire2 = await startQuire(['--expose-gc']);
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

console.log(report({ fan, memory, conns, fresh }));
