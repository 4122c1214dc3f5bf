import { backends, provisionBackend, startTestServer, useTestServer } from '../../../test/harness.js';
import { healthSchema } from './schema.js';

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
