// The document registry: a bounded LRU of live documents with idle eviction, and a refused write leaves the live
// document as the store has it (on every backend).
import { isAppError } from '@quire/shared/errors';
import * as Y from 'yjs';
import { backends, useTestServer } from '../../test/harness.js';
import { pageTreeWorld } from '../../test/pageTree.js';
import { firstText } from '../../test/wsClient.js';
import { DocumentRegistry } from './registry.js';

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
      expect(committed).toEqual({ version: 1, empty: false });
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
