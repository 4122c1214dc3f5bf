import * as Y from 'yjs';
import type { CollabCache } from './collabCache.js';
import { DocumentSync } from './documentSync.js';
import type { CollabTransport } from './transport.js';

const noCache: CollabCache = { read: () => Promise.resolve(undefined), write: () => Promise.resolve() };

/** A server that answers loads and can refuse sends. */
function server(refuse: { sends: boolean }): CollabTransport {
  const doc = new Y.Doc();
  return {
    load: () =>
      Promise.resolve({
        docState: Y.encodeStateAsUpdate(doc),
        stateVector: Y.encodeStateVector(doc),
        version: 0,
      }),
    send: (_target, update) => {
      if (refuse.sends) return Promise.reject(new Error('offline'));
      Y.applyUpdate(doc, update);
      return Promise.resolve({ version: 1 });
    },
  };
}

const closingTab = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('closing a tab with unsent edits (API-SYNC-04 API-SYNC-09)', () => {
  it('asks first while an edit is not on the server, and no longer once it is', async () => {
    const refuse = { sends: true };
    const sync = new DocumentSync(
      { userId: 'u-unload', workspaceId: 'w', objectId: `o-${Date.now()}`, collabType: 0 },
      { transport: server(refuse), cache: noCache, debounceMs: 1, retryMs: 10_000 },
    );
    await sync.open();
    expect(closingTab()).toBe(false);
    sync.doc.getText('t').insert(0, 'not sent yet');
    expect(sync.hasUnsentEdits()).toBe(true);
    expect(closingTab()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The send failed: still unsent, still asks.
    expect(closingTab()).toBe(true);
    refuse.sends = false;
    await sync.flush();
    expect(sync.hasUnsentEdits()).toBe(false);
    expect(closingTab()).toBe(false);
    await sync.destroy();
  });
});

describe('leaving the page keeps the latest copy on this device', () => {
  it('a cache write still waiting for its debounce is made at once on pagehide (a reload right after typing)', async () => {
    const written: string[] = [];
    const cache: CollabCache = {
      read: () => Promise.resolve(undefined),
      write: (_target, state) => {
        const doc = new Y.Doc();
        Y.applyUpdate(doc, state);
        written.push(doc.getText('t').toJSON());
        return Promise.resolve();
      },
    };
    const sync = new DocumentSync(
      { userId: 'u-pagehide', workspaceId: 'w', objectId: `o-${Date.now()}`, collabType: 0 },
      { transport: server({ sends: true }), cache, debounceMs: 1, retryMs: 10_000 },
    );
    await sync.open();
    written.length = 0;
    sync.doc.getText('t').insert(0, 'typed just before a reload');
    window.dispatchEvent(new Event('pagehide'));
    expect(written).toEqual(['typed just before a reload']);
    // Nothing waiting: a second pagehide writes nothing more.
    window.dispatchEvent(new Event('pagehide'));
    expect(written).toHaveLength(1);
    await sync.destroy();
  });
});
