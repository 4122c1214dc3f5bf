// Starts the built product exactly as `npm start` serves it (node apps/server/dist/main.js), on free ports and a
// fresh data directory, so a test can change its configuration (e.g. where a remote lives). A test may also end
// the process abruptly (`kill('SIGKILL')`) and start it again on the same ports and data (`restart`), as a crash
// and the service manager bringing it back would.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEntry } from './paths.js';
import { freePort } from './ports.js';

export interface RunningQuire {
  url: string;
  authUrl: string;
  /** The server's data directory (its SQLite database, files and generated secret). */
  dataDir: string;
  /** Everything the server has written to stdout and stderr, across restarts. */
  output: () => string;
  /** Stops the server (SIGTERM) and removes its data directory. */
  stop: () => Promise<void>;
  /** Ends the server process with `signal` and waits for it to exit; its data directory and ports stay. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** Starts the server again (after `kill`) with the same ports, data directory and configuration. */
  restart: () => Promise<void>;
}

interface Process {
  child: ChildProcess;
  exited: Promise<void>;
}

export async function startQuire(env: Record<string, string> = {}): Promise<RunningQuire> {
  const apiPort = await freePort();
  const authPort = await freePort();
  const url = `http://localhost:${apiPort}`;
  const authUrl = `http://localhost:${authPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-e2e-'));
  let log = '';

  const launch = (): Process => {
    const child: ChildProcess = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        QUIRE_API_PORT: String(apiPort),
        QUIRE_AUTH_PORT: String(authPort),
        QUIRE_PUBLIC_URL: url,
        QUIRE_AUTH_PUBLIC_URL: authUrl,
        QUIRE_DATA_DIR: dataDir,
        QUIRE_LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<void>((resolve) =>
      child.once('exit', () => {
        resolve();
      }),
    );
    return { child, exited };
  };

  const end = async (running: Process, signal: NodeJS.Signals) => {
    if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill(signal);
    await running.exited;
  };

  let current = launch();
  const stop = async () => {
    await end(current, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };

  const healthy = async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (current.child.exitCode !== null) throw new Error(`the server exited early:\n${log}`);
      try {
        const response = await fetch(`${url}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`the server did not become healthy within 30 s:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  await healthy();
  return {
    url,
    authUrl,
    dataDir,
    output: () => log,
    stop,
    kill: (signal) => end(current, signal),
    restart: async () => {
      await end(current, 'SIGTERM');
      current = launch();
      await healthy();
    },
  };
}
