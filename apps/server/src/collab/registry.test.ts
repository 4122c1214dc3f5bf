// The document registry: a bounded LRU of live documents with idle eviction, and a refused write leaves the live
// document as the store has it (on every backend).
import { isAppError } from '@quire/shared/errors';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import * as Y from 'yjs';
import { backends, useTestServer } from '../../test/harness.js';
import { pageTreeWorld } from '../../test/pageTree.js';
import { firstText } from '../../test/wsClient.js';
import { DocumentRegistry, type LiveEvent } from './registry.js';
import { findCollab } from './store.js';

describe.each(backends)('the document registry on $name', ({ name }) => {
  const current = useTestServer(name);

  async function pages(count: number) {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const ids: string[] = [];
    for (let index = 0; index < count; index++)
      ids.push(await world.createPage('Owner', general.view_id, `P${index}`));
    return { world, ids };
  }

  function registry(maxDocs: number, idleMs: number) {
    const { database, bus } = current().server;
    return new DocumentRegistry(database.db, bus, {
      maxDocs,
      idleMs,
      instanceId: `test-${name}`,
      onError: (error) => {
        throw error;
      },
    });
  }

  it('keeps at most maxDocs documents, never dropping one with subscribers, and drops idle ones', async () => {
    const { world, ids } = await pages(3);
    const live = registry(2, 300);
    try {
      const first = await live.open(world.workspaceId, ids[0]!, { fresh: false });
      const stopListening = live.listen(first!, () => undefined);
      await live.open(world.workspaceId, ids[1]!, { fresh: false });
      await live.open(world.workspaceId, ids[2]!, { fresh: false });
      expect(live.size).toBe(2);
      // The first (least recently used, but listened to) stayed; the second went.
      expect(await live.open(world.workspaceId, ids[0]!, { fresh: false })).toBe(first);
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(live.size).toBe(1);
      stopListening();
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(live.size).toBe(0);
    } finally {
      await live.close();
    }
  });

  it('an evicted document is released: nothing (listeners, presence, bus, caches) keeps it or its Y.Doc alive', async () => {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const { world, ids } = await pages(1);
    const objectId = ids[0]!;
    const live = registry(10, 200);
    try {
      const refs = await (async () => {
        const entry = (await live.open(world.workspaceId, objectId, { fresh: false }))!;
        const stopListening = live.listen(entry, () => undefined);
        const client = new Y.Doc();
        Y.applyUpdate(client, Y.encodeStateAsUpdate(entry.doc));
        const before = Y.encodeStateVector(client);
        firstText(client).insert(0, 'kept in the store');
        await live.commit({
          workspaceId: world.workspaceId,
          objectId,
          viewId: objectId,
          update: Y.encodeStateAsUpdate(client, before),
          userUuid: world.ctx.users.Owner.user.uuid,
          deviceId: null,
          maxCollabBytes: 1024 * 1024,
          now: new Date(),
          origin: 'test',
        });
        stopListening();
        return { entry: new WeakRef(entry), doc: new WeakRef(entry.doc) };
      })();
      for (let waited = 0; live.size > 0 && waited < 5000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(live.size).toBe(0);
      for (let round = 0; round < 10 && refs.entry.deref() !== undefined; round++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        collect();
      }
      expect(refs.entry.deref()).toBeUndefined();
      expect(refs.doc.deref()).toBeUndefined();
      const again = (await live.open(world.workspaceId, objectId, { fresh: false }))!;
      expect(firstText(again.doc).toJSON()).toBe('kept in the store');
    } finally {
      await live.close();
    }
  });

  it('updates arriving together share one transaction (group commit), each with its own version and refusal, in order; they are passed on as one merged update, each origin without its own', async () => {
    const { world, ids } = await pages(1);
    const objectId = ids[0]!;
    const live = registry(10, 60_000);
    const { db } = current().server.database;
    try {
      const entry = (await live.open(world.workspaceId, objectId, { fresh: false }))!;
      const heard: LiveEvent[] = [];
      live.listen(entry, (event) => heard.push(event));
      const base = Y.encodeStateAsUpdate(entry.doc);
      // Five writers, each on its own copy: independent updates (none builds on another's items).
      const updates = ['a', 'b', 'c', 'd', 'e'].map((word) => {
        const client = new Y.Doc();
        Y.applyUpdate(client, base);
        const before = Y.encodeStateVector(client);
        firstText(client).insert(0, word);
        return Y.encodeStateAsUpdate(client, before);
      });
      const transactions = jest.spyOn(db, 'transaction');
      const outcomes = await Promise.all(
        updates.map((update, index) =>
          live
            .commit({
              workspaceId: world.workspaceId,
              objectId,
              viewId: objectId,
              update,
              userUuid: world.ctx.users.Owner.user.uuid,
              deviceId: null,
              // The third is over its (own) size limit: refused alone.
              maxCollabBytes: index === 2 ? 1 : 1024 * 1024,
              now: new Date(),
              // Two connections: a, c, e from one, b, d from the other.
              origin: index % 2 === 0 ? 'even' : 'odd',
            })
            .catch((error: unknown) => (isAppError(error) ? error.errorName : error)),
        ),
      );
      expect(transactions).toHaveBeenCalledTimes(1);
      transactions.mockRestore();
      expect(outcomes).toEqual([
        { version: 1, empty: false, publishedLive: false },
        { version: 2, empty: false, publishedLive: false },
        'PayloadTooLarge',
        { version: 3, empty: false, publishedLive: false },
        { version: 4, empty: false, publishedLive: false },
      ]);
      // One event for the batch: the four committed updates merged (the refused one not among them).
      expect(heard.map((event) => event.kind)).toEqual(['update']);
      const [merged] = heard;
      const textOf = (event: LiveEvent | undefined) => {
        if (event === undefined) return undefined;
        const copy = new Y.Doc();
        Y.applyUpdate(copy, base);
        Y.applyUpdate(copy, event.payload);
        return firstText(copy).toJSON().split('').sort().join('');
      };
      expect(textOf(merged)).toBe('abde');
      // Each connection is sent the others' updates only; anyone else all of them.
      expect(textOf(merged?.forOrigin?.('even'))).toBe('bd');
      expect(textOf(merged?.forOrigin?.('odd'))).toBe('ae');
      expect(merged?.forOrigin?.('someone else')).toBe(merged);
      const stored = await findCollab(db, world.workspaceId, objectId);
      const storedDoc = new Y.Doc();
      Y.applyUpdate(storedDoc, stored!.docState);
      expect(stored!.version).toBe(4);
      expect(firstText(storedDoc).toJSON().split('').sort().join('')).toBe('abde');
      // The refused one left the live document too (it is reloaded from the store before anyone reads it).
      const diff = await live.diff(entry, new Uint8Array([0]));
      const reader = new Y.Doc();
      Y.applyUpdate(reader, diff);
      expect(firstText(reader).toJSON().split('').sort().join('')).toBe('abde');
    } finally {
      await live.close();
    }
  });

  it('a document only read stays its stored bytes (no Y.Doc) and answers sync from them; the first write makes the Y.Doc', async () => {
    const { world, ids } = await pages(1);
    const objectId = ids[0]!;
    const live = registry(10, 60_000);
    try {
      const entry = (await live.open(world.workspaceId, objectId, { fresh: true }))!;
      const reader = new Y.Doc();
      Y.applyUpdate(reader, await live.diff(entry, entry.stateVector()));
      Y.applyUpdate(reader, await live.diff(entry, new Uint8Array([0])));
      expect(entry.hydrated).toBe(false);
      const before = Y.encodeStateVector(reader);
      firstText(reader).insert(0, 'written');
      await live.commit({
        workspaceId: world.workspaceId,
        objectId,
        viewId: objectId,
        update: Y.encodeStateAsUpdate(reader, before),
        userUuid: world.ctx.users.Owner.user.uuid,
        deviceId: null,
        maxCollabBytes: 1024 * 1024,
        now: new Date(),
        origin: 'test',
      });
      expect(entry.hydrated).toBe(true);
      const other = new Y.Doc();
      Y.applyUpdate(other, await live.diff(entry, Y.encodeStateVector(other)));
      expect(firstText(other).toJSON()).toBe('written');
      await expect(live.diff(entry, new Uint8Array([5, 255]))).rejects.toMatchObject({
        errorName: 'InvalidRequest',
      });
    } finally {
      await live.close();
    }
  });

  it('a write the store refuses leaves the live document as stored, and nothing is broadcast', async () => {
    const { world, ids } = await pages(1);
    const objectId = ids[0]!;
    const live = registry(10, 60_000);
    try {
      const entry = (await live.open(world.workspaceId, objectId, { fresh: false }))!;
      const heard: unknown[] = [];
      live.listen(entry, (event) => heard.push(event));
      const client = new Y.Doc();
      Y.applyUpdate(client, Y.encodeStateAsUpdate(entry.doc));
      const before = Y.encodeStateVector(client);
      firstText(client).insert(0, 'x'.repeat(4096));
      const refused = await live
        .commit({
          workspaceId: world.workspaceId,
          objectId,
          viewId: objectId,
          update: Y.encodeStateAsUpdate(client, before),
          userUuid: world.ctx.users.Owner.user.uuid,
          deviceId: null,
          maxCollabBytes: 1024,
          now: new Date(),
          origin: 'test',
        })
        .catch((error: unknown) => error);
      expect(isAppError(refused) && refused.errorName).toBe('PayloadTooLarge');
      const after = (await live.open(world.workspaceId, objectId, { fresh: false }))!;
      expect(firstText(after.doc).toJSON()).toBe('');
      expect(after.version).toBe(0);
      expect(heard).toEqual([]);
    } finally {
      await live.close();
    }
  });

  it('with the bus down, writes still commit (reported, not refused), and the document is loaded again once free', async () => {
    const { world, ids } = await pages(1);
    const objectId = ids[0]!;
    const down = () => Promise.reject(new Error('bus down'));
    const errors: unknown[] = [];
    const live = new DocumentRegistry(
      current().server.database.db,
      {
        kind: 'redis',
        publish: down,
        subscribe: down,
        ping: () => Promise.resolve(false),
        close: () => Promise.resolve(),
      },
      { maxDocs: 10, idleMs: 60_000, instanceId: 'detached', onError: (error) => errors.push(error) },
    );
    try {
      const entry = (await live.open(world.workspaceId, objectId, { fresh: false }))!;
      expect(entry.detached).toBe(true);
      const client = new Y.Doc();
      Y.applyUpdate(client, Y.encodeStateAsUpdate(entry.doc));
      const before = Y.encodeStateVector(client);
      firstText(client).insert(0, 'offline bus');
      const committed = await live.commit({
        workspaceId: world.workspaceId,
        objectId,
        viewId: objectId,
        update: Y.encodeStateAsUpdate(client, before),
        userUuid: world.ctx.users.Owner.user.uuid,
        deviceId: null,
        maxCollabBytes: 1024 * 1024,
        now: new Date(),
        origin: 'test',
      });
      expect(committed).toEqual({ version: 1, empty: false, publishedLive: false });
      await new Promise((resolve) => setImmediate(resolve));
      expect(errors.length).toBeGreaterThanOrEqual(2);
      const again = (await live.open(world.workspaceId, objectId, { fresh: false }))!;
      expect(again).not.toBe(entry);
      expect(firstText(again.doc).toJSON()).toBe('offline bus');
    } finally {
      await live.close();
    }
  });
});
