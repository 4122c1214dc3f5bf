// The real-time bench's printed report: markdown tables as docs/benchmarks.md has them.
import { connectionSeconds } from './connections.mjs';
import { blocksPerDocument, documentsOpen } from './memory.mjs';

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '—');
const mb = (value) => value.toFixed(0);

export function report({ fan, memory, conns, fresh }) {
  const lines = [];
  const fanErrors = fan
    .filter((r) => r.errors)
    .map((r) => `Fan-out ${r.system} ${r.clients}: ${r.errorSummary}`);
  lines.push(
    '| clients | server | to all: p50 / p99 / max (ms) | one delivery: p50 / p99 (ms) | server CPU | updates/s (to all) | deliveries/s | server / clients CPU | errors |',
    '| ------- | ------ | ---------------------------- | ---------------------------- | ---------- | ------------------ | ------------ | -------------------- | ------ |',
  );
  for (const r of fan) {
    lines.push(
      `| ${r.clients} | ${r.system} | ${ms(r.allP50)} / ${ms(r.allP99)} / ${ms(r.allMax)} | ${ms(r.oneP50)} / ${ms(r.oneP99)} | ${(r.latencyCpuShare * 100).toFixed(0)} % | ${r.updatesPerSecond.toFixed(0)} | ${r.deliveriesPerSecond.toFixed(0)} | ${(r.throughputCpuShare * 100).toFixed(0)} % / ${(r.throughputClientCpuShare * 100).toFixed(0)} % | ${r.errors} |`,
    );
  }
  if (memory === undefined) return [...lines, ...fanErrors].join('\n');
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
  lines.push(...fanErrors);
  for (const r of [memory.quire, memory.reference])
    if (r.errors) lines.push(`Memory ${r.system}: ${r.errorSummary}`);
  return lines.join('\n');
}
