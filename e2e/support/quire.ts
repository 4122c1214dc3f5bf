// Starts the built product exactly as `npm start` serves it (node apps/server/dist/main.js), on free ports and a
// fresh data directory, so a test can change its configuration (e.g. where a remote lives).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEntry } from './paths.js';
import { freePort } from './ports.js';

export interface RunningQuire {
  url: string;
  authUrl: string;
  output: () => string;
  stop: () => Promise<void>;
}

export async function startQuire(env: Record<string, string> = {}): Promise<RunningQuire> {
  const apiPort = await freePort();
  const authPort = await freePort();
  const url = `http://localhost:${apiPort}`;
  const authUrl = `http://localhost:${authPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-e2e-'));
  let log = '';
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

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not become healthy within 30 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, authUrl, output: () => log, stop };
}
