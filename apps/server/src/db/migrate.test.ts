import { sql } from 'kysely';
import { bearerFor, insertUser } from '../../test/factories.js';
import { backends, provisionBackend, startTestServer, type ProvisionedBackend } from '../../test/harness.js';
import { isUniqueViolation } from './errors.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

describe.each(backends)('migrations on $name', ({ name }) => {
  let provisioned: ProvisionedBackend;
  beforeAll(async () => {
    provisioned = await provisionBackend(name);
  });
  afterAll(() => provisioned.release());

  it('run at start, are idempotent, and a restart on the same data keeps it (and the secret)', async () => {
    const first = await startTestServer({ env: provisioned.env });
    const user = await insertUser(first.server.database.db, { name: 'Kept' });
    const token = await bearerFor(first.server, user);
    await first.stop();

    const second = await startTestServer({ env: provisioned.env });
    try {
      const { db } = second.server.database;
      expect(await migrateToLatest(db)).toEqual([]);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        db,
      );
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations));

      const response = await fetch(`${second.apiUrl}/api/user/profile`, {
        headers: { authorization: token },
      });
      expect(await response.json()).toMatchObject({ code: 0, data: { uuid: user.uuid, name: 'Kept' } });
    } finally {
      await second.stop();
    }
  });

  it('users.uuid, uid and email are unique on this dialect too, recognisably', async () => {
    const running = await startTestServer({ env: provisioned.env });
    try {
      const { db } = running.server.database;
      const user = await insertUser(db);
      const outcome = (insert: Promise<unknown>) =>
        insert.then(
          () => 'inserted',
          (error: unknown) => (isUniqueViolation(error) ? 'unique violation' : String(error)),
        );
      expect(await outcome(insertUser(db, { uid: user.uid }))).toBe('unique violation');
      expect(await outcome(insertUser(db, { email: user.email }))).toBe('unique violation');
      expect(await outcome(insertUser(db, { uuid: user.uuid }))).toBe('unique violation');
    } finally {
      await running.stop();
    }
  });
});
