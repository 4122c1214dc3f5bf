// Runs the server as its own process (through tsx, from the sources), as `npm start` would.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import type { TestEnv } from './harness.js';

export const serverPackageDir = join(__dirname, '..');

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves with the first stdout line matching `pattern`; rejects if the process exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
}

export function spawnServer(entry: string, env: TestEnv): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverPackageDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
  let out = '';
  let err = '';
  const listeners = new Set<() => void>();
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const listener of listeners) listener();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      resolve(code);
    });
  });
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor: (pattern, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const line = out.split('\n').find((candidate) => pattern.test(candidate));
          if (line === undefined) return;
          finish();
          resolve(line);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no output matching ${String(pattern)}; stdout:\n${out}\nstderr:\n${err}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        void exited.then((code) => {
          finish();
          reject(new Error(`server exited (${String(code)}) before ${String(pattern)}; stderr:\n${err}`));
        });
        listeners.add(check);
        check();
      }),
  };
}
