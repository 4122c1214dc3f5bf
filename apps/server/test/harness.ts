// Test harness: real servers on ephemeral ports, over every backend this machine offers.
// SQLite always; PostgreSQL + Redis when TEST_DATABASE_URL and TEST_REDIS_URL are set. Each test server
// gets its own temp data dir and, on PostgreSQL, its own database (created here, dropped afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config/index.js';
import type { LogStream } from '../src/http/fastify.js';
import { createServer, type QuireServer } from '../src/server.js';

export type BackendName = 'sqlite' | 'postgres';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/** Whether PostgreSQL and Redis are both here: what every test of two instances needs. */
export const withPostgresAndRedis = testDatabaseUrl !== undefined && testRedisUrl !== undefined;

/** `describe` where PostgreSQL and Redis are both here, `describe.skip` elsewhere. */
export const describeWithPostgresAndRedis = withPostgresAndRedis ? describe : describe.skip;

/** Every backend available here, for `describe.each(backends)`. */
export const backends: { name: BackendName }[] = [
  { name: 'sqlite' },
  ...(withPostgresAndRedis ? [{ name: 'postgres' as const }] : []),
];

export type TestEnv = Record<string, string | undefined>;

/** Ports 0 (the OS picks), loopback only, quiet logs: what every test server starts from. */
export const baseTestEnv: TestEnv = {
  QUIRE_HOST: '127.0.0.1',
  QUIRE_API_PORT: '0',
  QUIRE_AUTH_PORT: '0',
  QUIRE_LOG_LEVEL: 'silent',
};

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export function makeTempDir(prefix = 'quire-test-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

/** A PostgreSQL database of its own, next to (never inside) whatever TEST_DATABASE_URL points at. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (testDatabaseUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  const name = uniqueName('quire_test');
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withAdminClient(run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** The environment of one backend (data dir, database, Redis) and how to throw it away afterwards. */
export interface ProvisionedBackend {
  name: BackendName;
  env: TestEnv;
  dataDir: string;
  release(): Promise<void>;
}

export async function provisionBackend(name: BackendName): Promise<ProvisionedBackend> {
  const dataDir = await makeTempDir();
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  switch (name) {
    case 'sqlite':
      return { name, dataDir, env: { QUIRE_DATA_DIR: dataDir }, release: removeDir };
    case 'postgres': {
      const database = await createPostgresDatabase();
      return {
        name,
        dataDir,
        env: {
          QUIRE_DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          REDIS_URL: testRedisUrl,
          QUIRE_REDIS_PREFIX: `${uniqueName('quire_test')}:`,
        },
        release: async () => {
          await database.drop();
          await removeDir();
        },
      };
    }
  }
}

export interface TestServer {
  server: QuireServer;
  /** e.g. http://127.0.0.1:41234 */
  apiUrl: string;
  authUrl: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: TestEnv;
  /** The auth service's clock (see `testClock`). */
  now?: () => Date;
  /** Runs before the server listens: the place to add test-only routes. */
  setup?: (server: QuireServer) => void | Promise<void>;
  /** Receives every log line of both services (the level comes from the env, `silent` by default). */
  logStream?: LogStream;
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const env = { ...baseTestEnv, ...options.env };
  const config = await loadConfig(env, process.cwd());
  const server = await createServer(config, {
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.logStream === undefined ? {} : { logStream: options.logStream }),
  });
  await options.setup?.(server);
  const ports = await server.start();
  return {
    server,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    authUrl: `http://127.0.0.1:${ports.auth}`,
    stop: () => server.stop(),
  };
}

/**
 * Registers beforeAll/afterAll for one server on `backend` and returns a getter for it. The backend's
 * resources are released after the server stops, whatever the tests did. `env` may be a function, read
 * when the server starts.
 */
export function useTestServer(
  backend: BackendName,
  options: Omit<StartOptions, 'env'> & { env?: TestEnv | (() => TestEnv) } = {},
): () => TestServer {
  let provisioned: ProvisionedBackend | undefined;
  let running: TestServer | undefined;
  beforeAll(async () => {
    provisioned = await provisionBackend(backend);
    // A function is read only now, after the beforeAll hooks registered before this one (e.g. temp dirs).
    const extra = typeof options.env === 'function' ? options.env() : options.env;
    running = await startTestServer({ ...options, env: { ...provisioned.env, ...extra } });
  });
  afterAll(async () => {
    await running?.stop();
    await provisioned?.release();
  });
  return () => {
    if (running === undefined) throw new Error('the test server has not started');
    return running;
  };
}

/**
 * Registers beforeAll/afterAll for two server instances sharing one PostgreSQL database and one Redis (started
 * one after the other: both migrate the same database at start) and returns getters for them. `env` may be a
 * function, read when they start.
 */
export function useTwoInstances(env: TestEnv | (() => TestEnv) = {}): {
  first: () => TestServer;
  second: () => TestServer;
} {
  let backend: ProvisionedBackend | undefined;
  const running: TestServer[] = [];
  beforeAll(async () => {
    backend = await provisionBackend('postgres');
    const extra = typeof env === 'function' ? env() : env;
    running.push(await startTestServer({ env: { ...backend.env, ...extra } }));
    running.push(await startTestServer({ env: { ...backend.env, ...extra } }));
  });
  afterAll(async () => {
    for (const server of running) await server.stop();
    await backend?.release();
  });
  const instance = (index: number) => () => {
    const server = running[index];
    if (server === undefined) throw new Error('the test servers have not started');
    return server;
  };
  return { first: instance(0), second: instance(1) };
}

/**
 * A clock the test moves: `now` for the server, `advance(seconds)` to jump ahead, `freeze()` to stop it where it
 * is (so a count up to a rate limit cannot see its fixed window roll over, however slow the machine),
 * `reset()` back to real, running time.
 */
export function testClock(): {
  now: () => Date;
  advance(seconds: number): void;
  freeze(): void;
  reset(): void;
} {
  let offsetMs = 0;
  let frozenAt: number | undefined;
  return {
    now: () => new Date((frozenAt ?? Date.now()) + offsetMs),
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    freeze: () => {
      frozenAt ??= Date.now();
    },
    reset: () => {
      offsetMs = 0;
      frozenAt = undefined;
    },
  };
}

/** Each test starts with `clock` frozen at the moment it begins, and leaves it reset to real time. */
export function useFrozenClock(clock: ReturnType<typeof testClock>): void {
  beforeEach(() => {
    clock.freeze();
  });
  afterEach(() => {
    clock.reset();
  });
}

/**
 * Before each test, waits until the rate-limit window of `windowSeconds` (fixed windows, aligned to the epoch)
 * has at least `neededSeconds` left on `now`, so a test that counts hits up to a limit cannot see the window
 * roll over half-way and its count start again. Waits at most `neededSeconds`.
 */
export function useClearOfWindowEdge(
  windowSeconds: number,
  now: () => Date = () => new Date(),
  neededSeconds = 10,
): void {
  beforeEach(async () => {
    const windowMs = windowSeconds * 1000;
    const leftMs = windowMs - (now().getTime() % windowMs);
    if (leftMs < neededSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, leftMs + 50));
  });
}
