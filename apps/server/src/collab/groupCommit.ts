import type { AppendOutcome, AppendRequest } from './appendUpdates.js';

/** Updates appended in one transaction at most (bounds a transaction's size and the wait of the last one). */
const maxBatch = 256;

export interface Appended {
  version: number;
  publishedLive: boolean;
}

/**
 * Appends a batch in one transaction (`appendCollabUpdates`): on the main thread (PostgreSQL, whose driver does
 * not block it), or in a worker thread (SQLite, ./appendInWorker.ts).
 */
export type BatchAppend = (requests: readonly AppendRequest[]) => Promise<AppendOutcome[]>;

interface Waiting {
  request: AppendRequest;
  resolve: (appended: Appended) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit. The appends asked for in the same turn of the event loop, and those asked for while a batch is
 * being committed, are committed together in the next transaction: one commit (one fsync) for many updates
 * instead of one each. Each promise settles only after its batch's transaction has committed (or failed), and
 * batches commit one after the other, so promises settle in the order the appends were asked for. Nothing is
 * acknowledged earlier than before: an update is still durable before anyone hears of it. While a batch commits
 * (in SQLite's worker thread) the event loop goes on reading sockets and queueing the next one.
 */
export class GroupCommit {
  private waiting: Waiting[] = [];
  /** The batches being committed, from the first append of a burst until nothing waits any more. */
  private flushing: Promise<void> | undefined;

  constructor(private readonly appendBatch: BatchAppend) {}

  append(request: AppendRequest): Promise<Appended> {
    return new Promise<Appended>((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      // setImmediate: after every message that arrived in this turn has been read and queued.
      this.flushing ??= new Promise<void>((started) => setImmediate(started)).then(() => this.flush());
    });
  }

  /** Resolves when every append asked for so far has settled (the server calls it before closing the database). */
  async drain(): Promise<void> {
    while (this.flushing !== undefined) await this.flushing;
  }

  private async flush(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, maxBatch);
        let outcomes;
        try {
          outcomes = await this.appendBatch(batch.map((waiting) => waiting.request));
        } catch (error) {
          for (const waiting of batch) waiting.reject(error);
          continue;
        }
        batch.forEach((waiting, index) => {
          const outcome = outcomes[index];
          if (outcome === undefined) waiting.reject(new Error('no outcome for an append'));
          else if ('refused' in outcome) waiting.reject(outcome.refused);
          else waiting.resolve(outcome);
        });
      }
    } finally {
      // In the same step as the last look at `waiting`: an append asked for from now on starts a new flush.
      this.flushing = undefined;
    }
  }
}
