// SQLite's collab appends in a worker thread (./appendInWorker.ts): answered only once committed, refusals kept as
// what they were, and the main connection's transactions unharmed by the worker's commits between their statements.
import { isAppError } from '@quire/shared/errors';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { useTestServer } from '../../test/harness.js';
import { pageTreeWorld } from '../../test/pageTree.js';
import { WorkerAppender } from './appendInWorker.js';
import type { AppendRequest } from './appendUpdates.js';

describe('collab appends in a worker thread (SQLite)', () => {
  const current = useTestServer('sqlite');

  async function page() {
    const { server } = current();
    if (server.config.database.kind !== 'sqlite') throw new Error('SQLite only');
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const objectId = await world.createPage('Owner', general.view_id, 'Written from a worker');
    const request = (bytes: number, maxCollabBytes = 1024 * 1024): AppendRequest => ({
      workspaceId: world.workspaceId,
      objectId,
      viewId: objectId,
      update: new Uint8Array(bytes).fill(7),
      userUuid: world.ctx.users.Owner.user.uuid,
      deviceId: null,
      maxCollabBytes,
      now: new Date(),
    });
    return { file: server.config.database.file, db: server.database.db, objectId, request };
  }

  it('resolves only once committed (another connection reads it), each refusal the AppError it was', async () => {
    const { file, objectId, request } = await page();
    const appender = new WorkerAppender(file);
    const reader = new SqliteDatabase(file, { readonly: true });
    try {
      const versionOf = () =>
        (
          reader.prepare('select version from collabs where object_id = ?').get(objectId) as {
            version: number;
          }
        ).version;
      const before = versionOf();
      // Together they pass the second's limit: the first is kept, the second refused, in one transaction.
      const outcomes = await appender.append([request(10), request(10, 5)]);
      expect(outcomes[0]).toEqual({ version: before + 1, publishedLive: false });
      const refused = outcomes[1] !== undefined && 'refused' in outcomes[1] ? outcomes[1].refused : undefined;
      expect(isAppError(refused) && refused.errorName).toBe('PayloadTooLarge');
      // Committed before the answer: a connection of its own sees it at once.
      expect(versionOf()).toBe(before + 1);
      const rows = reader
        .prepare('select count(*) as n from collab_updates where object_id = ?')
        .get(objectId);
      expect(rows).toEqual({ n: 1 });
    } finally {
      reader.close();
      await appender.close();
    }
  });

  it('a main-connection transaction that reads, waits and writes is not broken by commits in between', async () => {
    const { file, db, objectId, request } = await page();
    const appender = new WorkerAppender(file);
    try {
      // The worker is up (from the sources it is compiled first) before the rounds start.
      await appender.append([request(4)]);
      const state = { appending: true };
      const appends = (async () => {
        let count = 1;
        while (state.appending) {
          await appender.append([request(4)]);
          count += 1;
        }
        return count;
      })();
      for (let round = 0; round < 20; round += 1) {
        await db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom('collabs')
            .select('version')
            .where('object_id', '=', objectId)
            .executeTakeFirstOrThrow();
          // The worker would commit meanwhile; a deferred transaction could then no longer write.
          await new Promise((resolve) => setTimeout(resolve, 5));
          await trx
            .updateTable('views')
            .set({ name: `Seen at ${row.version}` })
            .where('view_id', '=', objectId)
            .execute();
        });
        // Room for the worker's commits between the rounds too (its wait for the lock backs off up to 100 ms).
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      state.appending = false;
      // The worker committed all along the rounds.
      expect(await appends).toBeGreaterThan(5);
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from collab_updates where object_id = ${objectId}`.execute(db);
      expect(rows[0]?.n).toBe(await appends);
    } finally {
      await appender.close();
    }
  });
});
