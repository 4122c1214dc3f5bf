import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError, type ErrorName } from '@quire/shared/errors';
import type { AppendOutcome, AppendRequest } from './appendUpdates.js';

/** What the main thread asks of the worker (./appendWorker.ts). */
export type AppendCall = { kind: 'append'; id: number; requests: AppendRequest[] } | { kind: 'close' };

/** An outcome as it crosses threads (an AppError does not keep its class through postMessage). */
export type WorkerOutcome =
  { version: number; publishedLive: boolean } | { refused: { name: ErrorName; message: string } };

export type AppendReply = { id: number; outcomes: WorkerOutcome[] } | { id: number; failed: string };

interface Pending {
  resolve: (outcomes: AppendOutcome[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Appends batches of collab updates to SQLite in a worker thread with its own connection (the group commit's
 * `append` on SQLite). better-sqlite3 is synchronous: on the main thread each commit's fsync stopped the event
 * loop — no socket read, no fan-out — for as long as the disk took (milliseconds, tens under load). Here the main
 * thread goes on reading, applying and queueing the next batch while this one commits. Nothing is answered before
 * its transaction has committed: the promise settles from the worker's reply, sent after COMMIT returned.
 */
export class WorkerAppender {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private closed = false;

  constructor(private readonly file: string) {
    // Started now: loading it (and, from the sources, compiling it) overlaps the server's start, not a first write.
    this.worker = this.start();
  }

  append(requests: readonly AppendRequest[]): Promise<AppendOutcome[]> {
    if (this.closed) return Promise.reject(new Error('the collab append worker is closed'));
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise<AppendOutcome[]>((resolve, reject) => {
      // Keeps the process alive while a batch is being committed (a shutdown drains it), not while idle.
      if (this.pending.size === 0) worker.ref();
      this.pending.set(id, { resolve, reject });
      const call: AppendCall = { kind: 'append', id, requests: [...requests] };
      worker.postMessage(call);
    });
  }

  /** Closes the worker's connection and ends it (after the group commit drained: nothing is pending). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.closed = true;
    if (worker === undefined) return;
    const exited = new Promise<void>((resolve) =>
      worker.once('exit', () => {
        resolve();
      }),
    );
    // Referenced until it has closed its connection: the servers are closed by now, nothing else keeps the loop.
    worker.ref();
    const call: AppendCall = { kind: 'close' };
    worker.postMessage(call);
    await exited;
  }

  private start(): Worker {
    const worker = spawnAppendWorker(this.file);
    // Idle, it does not keep the process alive (the servers' sockets do).
    worker.unref();
    worker.on('message', (reply: AppendReply) => {
      const waiting = this.pending.get(reply.id);
      if (waiting === undefined) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0 && this.worker === worker) worker.unref();
      if ('failed' in reply) waiting.reject(new Error(reply.failed));
      else waiting.resolve(reply.outcomes.map(fromWire));
    });
    const fail = (error: unknown) => {
      // Its batches are refused (a transaction not answered may or may not have committed: their documents are
      // reloaded from the store), and the next append starts a new worker.
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      fail(new Error(`the collab append worker exited (${code})`));
    });
    return worker;
  }
}

function fromWire(outcome: WorkerOutcome): AppendOutcome {
  if (!('refused' in outcome)) return outcome;
  return { refused: new AppError(outcome.refused.name, outcome.refused.message) };
}

/**
 * The built server runs appendWorker.js; from the sources (tsx, jest) the worker loads appendWorker.ts through
 * tsx, which a worker does not inherit from its parent.
 */
function spawnAppendWorker(file: string): Worker {
  const here = import.meta.url;
  const options = { workerData: { file } };
  if (!here.endsWith('.ts')) return new Worker(new URL('./appendWorker.js', here), options);
  const entry = new URL('./appendWorker.ts', here).href;
  const tsx = pathToFileURL(tsxEsmApi(createRequire(here))).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(boot, { ...options, eval: true });
}

/** tsx's ES-module API file (a require() resolution would give its CommonJS one, which cannot load it). */
function tsxEsmApi(require: NodeJS.Require): string {
  const manifest = require.resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return join(dirname(manifest), exports['./esm/api'].import.default);
}

/** The registry's appender for the database: a worker thread's on SQLite; undefined (the main thread) otherwise. */
export function sqliteAppender(
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres' },
):
  | { batch: (requests: readonly AppendRequest[]) => Promise<AppendOutcome[]>; close(): Promise<void> }
  | undefined {
  if (database.kind !== 'sqlite') return undefined;
  const appender = new WorkerAppender(database.file);
  return { batch: (requests) => appender.append(requests), close: () => appender.close() };
}
