import { rm } from 'node:fs/promises';
import { z } from 'zod';
import { makeTempDir, type TestEnv } from './harness.js';
import { spawnServer, type ServerProcess } from './process.js';

const startedLine = z.object({
  msg: z.literal('started'),
  ports: z.object({ api: z.number(), auth: z.number() }),
});

describe('the server process', () => {
  let dataDir = '';
  let running: ServerProcess | undefined;
  beforeEach(async () => {
    dataDir = await makeTempDir();
  });
  afterEach(async () => {
    if (running !== undefined && running.child.exitCode === null) {
      running.child.kill('SIGKILL');
      await running.exited;
    }
    running = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  const env = (extra: TestEnv = {}): TestEnv => ({
    QUIRE_DATA_DIR: dataDir,
    QUIRE_HOST: '127.0.0.1',
    QUIRE_API_PORT: '0',
    QUIRE_AUTH_PORT: '0',
    QUIRE_LOG_LEVEL: 'info',
    ...extra,
  });

  const start = async (entry: string, extra?: TestEnv) => {
    running = spawnServer(entry, env(extra));
    const line = await running.waitFor(/"msg":"started"/);
    return { server: running, ports: startedLine.parse(JSON.parse(line)).ports };
  };

  it('refuses to start on invalid config, naming the variable, exit code 1', async () => {
    running = spawnServer('src/main.ts', env({ QUIRE_API_PORT: 'eighty' }));
    expect(await running.exited).toBe(1);
    expect(running.stderr()).toContain('QUIRE_API_PORT: must be a whole number');
  });

  it('main prints where Quire runs and stops cleanly on SIGINT', async () => {
    const { server, ports } = await start('src/main.ts', { QUIRE_PUBLIC_URL: 'http://quire.test:8000' });
    await server.waitFor(/^Auth service at http:\/\/localhost:\d+$/);
    expect(server.stdout()).toContain('Quire is running at http://quire.test:8000\n');
    const health = await fetch(`http://127.0.0.1:${ports.api}/api/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toMatch(/"msg":"stopped"/);
  });

  it('on SIGTERM an in-flight request completes, new connections are refused, exit code 0', async () => {
    const { server, ports } = await start('test/fixtures/slow-server.ts');
    const base = `http://127.0.0.1:${ports.api}`;
    const slow = fetch(`${base}/api/test/slow?ms=1500`);
    await server.waitFor(/"url":"\/api\/test\/slow\?ms=1500"/);
    server.child.kill('SIGTERM');
    await server.waitFor(/"msg":"stopping: finishing in-flight requests"/);

    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 0, data: { slept: 1500 } });
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toMatch(/"msg":"stopped"/);
  });
});
