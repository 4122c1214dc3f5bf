// Phase 3 of the real-time bench, Quire only: 1,000 sockets (10 per document on 100 documents) for 60 s, each
// inserting a few characters every 20 s; errors counted (connect failures, closes, error frames, edits not
// acknowledged, copies that differ).
import { setTimeout as sleep } from 'node:timers/promises';
import { Errors, QuireClient } from './clients.mjs';
import { log, pool, quick, rssMb } from './servers.mjs';

export const connectionClients = quick ? 100 : 1000;
const connectionDocuments = quick ? 10 : 100;
export const connectionSeconds = quick ? 10 : 60;

export async function connections(quire, pages) {
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
