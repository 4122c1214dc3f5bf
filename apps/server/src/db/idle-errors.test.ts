import pg from 'pg';
import { backends, provisionBackend, startTestServer, testDatabaseUrl } from '../../test/harness.js';

const postgres = backends.filter((backend) => backend.name === 'postgres');

// A restart or an administrator can end the server's idle PostgreSQL sessions at any time; the pool must replace
// them instead of the error event ending the process.
describe.each(postgres)('idle PostgreSQL connections ended from outside, on $name', ({ name }) => {
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
