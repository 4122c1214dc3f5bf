// A Quire server as its own process that a test can crash (SIGKILL, no shutdown code runs) and start again on the
// same data and the same ports, as a service manager would bring it back after a crash.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { TestEnv } from '../harness.js';
import { serverPackageDir } from '../process.js';

const startedLine = z.object({
  msg: z.literal('started'),
  ports: z.object({ api: z.number(), auth: z.number() }),
});

/**
 * What is started: `node dist/main.js` (what `npm start` runs; the test task builds first) when the build is at
 * least as new as every source file, else the sources through tsx. QUIRE_DURABILITY_ENTRY=dist or =src forces one
 * (dist then refuses to run a build older than the sources); any other value is an entry file of this package
 * (e.g. a copy of dist with a fault put in, to see the test catch it).
 */
export function serverEntry(choice = process.env.QUIRE_DURABILITY_ENTRY): string {
  if (choice !== undefined && choice !== '' && choice !== 'src' && choice !== 'dist') return choice;
  const built = join(serverPackageDir, 'dist/main.js');
  const stale = staleSource(built);
  if (choice === 'src') return 'src/main.ts';
  if (choice === 'dist') {
    if (stale !== undefined) throw new Error(`dist/main.js is older than ${stale}: build the server first`);
    return 'dist/main.js';
  }
  return stale === undefined ? 'dist/main.js' : 'src/main.ts';
}

/** A source file newer than `built` (or `built` itself when it is missing); undefined when the build is current. */
function staleSource(built: string): string | undefined {
  if (!existsSync(built)) return built;
  const builtAt = statSync(built).mtimeMs;
  const sources = join(serverPackageDir, 'src');
  const entries = readdirSync(sources, { recursive: true, encoding: 'utf8' });
  return entries.find(
    (file) =>
      file.endsWith('.ts') && !file.endsWith('.test.ts') && statSync(join(sources, file)).mtimeMs > builtAt,
  );
}

export interface CrashableServer {
  /** `dist/main.js` or `src/main.ts`. */
  entry: string;
  apiUrl: string;
  authUrl: string;
  /** Times the process was started so far. */
  starts: number;
  /** SIGKILL, then waits for the process to be gone. */
  crash(): Promise<void>;
  /** Starts it again on the same data and ports; resolves once it logged that it listens. */
  restart(): Promise<void>;
  /** Ends it for good (SIGKILL: nothing is to be flushed that a crash would not flush). */
  stop(): Promise<void>;
  /** stdout and stderr of the current process (for failure messages). */
  output(): string;
}

const baseEnv: TestEnv = {
  QUIRE_HOST: '127.0.0.1',
  // `started` (with the ports) is logged at info.
  QUIRE_LOG_LEVEL: 'info',
};

interface Launched {
  child: ChildProcess;
  exited: Promise<void>;
  output: () => string;
  /** The ports it listens on, once it logged `started`; rejects if it exits first. */
  started: Promise<{ api: number; auth: number }>;
}

/** `node dist/main.js`, or `node --import tsx src/main.ts`, with only `env` (and PATH, HOME) as environment. */
function launch(entry: string, env: TestEnv): Launched {
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child = spawn(process.execPath, args, {
    cwd: serverPackageDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  const started = new Promise<{ api: number; auth: number }>((resolve, reject) => {
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      out = (out + text).slice(-20_000);
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      const line = lines.find((candidate) => candidate.includes('"msg":"started"'));
      if (line !== undefined) resolve(startedLine.parse(JSON.parse(line)).ports);
    });
    void exited.then(() => {
      reject(new Error(`the server exited before it started:\n${out}\n${err}`));
    });
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err = (err + chunk.toString()).slice(-20_000);
  });
  return { child, exited, started, output: () => `${out}\n${err}` };
}

export async function startCrashableServer(env: TestEnv): Promise<CrashableServer> {
  const entry = serverEntry();
  // The OS picks free ports the first time; every restart binds the same ones, so clients find it again.
  let ports = { api: 0, auth: 0 };
  let current: Launched | undefined;
  let starts = 0;

  const start = async () => {
    current = launch(entry, {
      ...baseEnv,
      ...env,
      QUIRE_API_PORT: String(ports.api),
      QUIRE_AUTH_PORT: String(ports.auth),
    });
    starts += 1;
    ports = await current.started;
  };

  const kill = async () => {
    const running = current;
    if (running === undefined) return;
    if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
    await running.exited;
  };

  await start();
  return {
    entry,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    authUrl: `http://127.0.0.1:${ports.auth}`,
    get starts() {
      return starts;
    },
    crash: kill,
    restart: async () => {
      await kill();
      await start();
    },
    stop: kill,
    output: () => current?.output() ?? '',
  };
}
