// Phase 2 of the real-time bench: server RSS with 1,000 documents open (Quire: pages of 24 blocks made through
// the API, 20 sockets × 50 subscriptions; reference: the same Yjs states, one socket per document, as y-websocket
// works), then after they are closed and the server's idle time has passed (QUIRE_COLLAB_CACHE_IDLE=5 here).
import { setTimeout as sleep } from 'node:timers/promises';
import * as Y from 'yjs';
import { generateDocument } from '../editor/content.mjs';
import { Errors, QuireClient, ReferenceClient } from './clients.mjs';
import { createPage, idleSeconds, log, pool, quick, rssMb } from './servers.mjs';

export const documentsOpen = quick ? 100 : 1000;
export const blocksPerDocument = 24;

async function settledRss(pid) {
  await sleep(3000);
  return rssMb(pid);
}

export async function memoryQuire(quire) {
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

export async function memoryReference(reference, states) {
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
