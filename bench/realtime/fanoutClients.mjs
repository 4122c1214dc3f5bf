// A share of the fan-out phase's clients in a process of its own, forked by fanout.mjs: with every client in one
// process, that process (N Y.Docs decoding and applying every update) was a core's worth of work at 200 clients and
// bounded both servers' figures; spread over several processes, the servers are measured rather than the bench.
//
// Messages from the parent (IPC): `connect` {system, indexes, url, token?, workspaceId?, objectId?, room?} → `ready`;
// `write` {local, id} → the client `local` of this process appends `#id.` to its Y.Text, and `sent` {id, at} says
// when; `cpu` → `cpu` {seconds}; `finish` → `final` {copies, errors}, then it exits. Every remote insert of a token
// is reported as `delivered` {pairs: [id, at, …]}, gathered until the end of the current turn of the event loop.
// Times are `performance.timeOrigin + performance.now()`: milliseconds on the wall clock, comparable between the
// processes of one run.
import { Errors, QuireClient, ReferenceClient } from './clients.mjs';
import { pool } from './pool.mjs';

const now = () => performance.timeOrigin + performance.now();
const errors = new Errors();
let clients = [];
let texts = [];
let pairs = [];
let flushing = false;

function delivered(id, at) {
  pairs.push(id, at);
  if (flushing) return;
  flushing = true;
  setImmediate(() => {
    flushing = false;
    process.send({ type: 'delivered', pairs });
    pairs = [];
  });
}

async function connect(message) {
  const connectOne = async () => {
    if (message.system === 'Quire') {
      const client = await QuireClient.connect(message.url, message.token, errors);
      const doc = await client.sync(message.workspaceId, message.objectId);
      return { doc, close: () => client.close() };
    }
    const client = await ReferenceClient.connect(message.url, message.room, errors);
    return { doc: client.doc, close: () => client.close() };
  };
  clients = await pool(message.indexes.length, 3, connectOne);
  texts = clients.map((client) => client.doc.getText('bench'));
  for (const text of texts) {
    text.observe((event) => {
      if (event.transaction.origin !== 'remote') return;
      const at = now();
      for (const op of event.delta) {
        if (typeof op.insert !== 'string') continue;
        for (const match of op.insert.matchAll(/#(\d+)\./g)) delivered(Number(match[1]), at);
      }
    });
  }
}

process.on('message', (message) => {
  switch (message.type) {
    case 'connect':
      connect(message).then(
        () => process.send({ type: 'ready' }),
        (error) => process.send({ type: 'failed', message: String(error?.message ?? error) }),
      );
      return;
    case 'write': {
      const text = texts[message.local];
      const at = now();
      text.insert(text.length, `#${message.id}.`);
      process.send({ type: 'sent', id: message.id, at });
      return;
    }
    case 'cpu': {
      const { user, system } = process.cpuUsage();
      process.send({ type: 'cpu', seconds: (user + system) / 1e6 });
      return;
    }
    case 'finish': {
      // Each distinct copy once, with how many clients hold it (the parent compares across processes).
      const copies = {};
      for (const text of texts) {
        const copy = text.toString();
        copies[copy] = (copies[copy] ?? 0) + 1;
      }
      for (const client of clients) client.close();
      process.send(
        { type: 'final', copies, errors: [...errors.counts], examples: [...errors.examples] },
        () => process.exit(0),
      );
      return;
    }
  }
});
