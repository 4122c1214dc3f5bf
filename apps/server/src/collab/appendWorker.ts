// The worker thread that appends collab updates to SQLite (started by ./appendInWorker.ts): its own connection to
// the file, so a commit's fsync blocks this thread, not the event loop that reads sockets and fans updates out.
import { parentPort, workerData } from 'node:worker_threads';
import { isAppError } from '@quire/shared/errors';
import { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ImmediateSqliteDialect, openSqliteConnection } from '../db/sqlite.js';
import type { AppendCall, AppendReply, WorkerOutcome } from './appendInWorker.js';
import { appendCollabUpdates } from './appendUpdates.js';

const port = parentPort;
const { file } = workerData as { file: string };
if (port === null) throw new Error('appendWorker runs in a worker thread');

const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect(openSqliteConnection(file)) });
/** One batch at a time, in the order they were sent (the registry sends the next after this one's answer). */
let chain: Promise<void> = Promise.resolve();

port.on('message', (call: AppendCall) => {
  chain = chain.then(() => handle(call));
});

async function handle(call: AppendCall): Promise<void> {
  if (call.kind === 'close') {
    await db.destroy();
    port?.close();
    return;
  }
  let reply: AppendReply;
  try {
    const outcomes = await appendCollabUpdates(db, call.requests);
    reply = { id: call.id, outcomes: outcomes.map(toWire) };
  } catch (error) {
    // The transaction failed as a whole (rolled back): nothing of the batch is committed.
    reply = { id: call.id, failed: error instanceof Error ? error.message : String(error) };
  }
  port?.postMessage(reply);
}

function toWire(outcome: Awaited<ReturnType<typeof appendCollabUpdates>>[number]): WorkerOutcome {
  if (!('refused' in outcome)) return outcome;
  const { refused } = outcome;
  return isAppError(refused)
    ? { refused: { name: refused.errorName, message: refused.message } }
    : { refused: { name: 'Internal', message: 'The update was not appended' } };
}
