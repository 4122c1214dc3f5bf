import pg from 'pg';
import {
  backends,
  provisionBackend,
  startTestServer,
  testDatabaseUrl,
  useTestServer,
} from '../../../test/harness.js';
import { healthSchema } from '@quire/shared/contract';

describe.each(backends)('GET /api/health on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-AUTH-01 / answers the envelope with the backend actually in use', async () => {
    const { apiUrl, server } = current();
    const response = await fetch(`${apiUrl}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; message: string; data: unknown };
    expect(body.code).toBe(0);
    expect(healthSchema.parse(body.data)).toEqual({
      status: 'ok',
      database: name,
      redis: name === 'postgres',
      version: server.version,
    });
    expect(server.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe.each(backends)('GET /api/health when the database is gone, on $name', ({ name }) => {
  it('answers 503 ServiceTemporaryUnavailable naming the database', async () => {
    const provisioned = await provisionBackend(name);
    const running = await startTestServer({ env: provisioned.env });
    try {
      await running.server.database.close();
      const response = await fetch(`${running.apiUrl}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ code: 1054, message: `The ${name} database is not answering` });
    } finally {
      await running.stop();
      await provisioned.release();
    }
  });
});

// A restart or an administrator can end the server's idle PostgreSQL sessions at any time; the pool must replace
// them instead of the error event ending the process.
for (const { name } of backends.filter((backend) => backend.name === 'postgres')) {
  describe(`idle PostgreSQL connections ended from outside, on ${name}`, () => {
    it('the server keeps running and answers with fresh connections', async () => {
      const provisioned = await provisionBackend(name);
      const running = await startTestServer({ env: provisioned.env });
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      try {
        expect((await fetch(`${running.apiUrl}/api/health`)).status).toBe(200);
        const databaseName = new URL(provisioned.env.DATABASE_URL ?? '').pathname.slice(1);
        const ended = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [databaseName],
        );
        expect(ended.rows.length).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 200));

        const health = await fetch(`${running.apiUrl}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ code: 0, data: { database: 'postgres' } });
      } finally {
        await admin.end();
        await running.stop();
        await provisioned.release();
      }
    });
  });
}
