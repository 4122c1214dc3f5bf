// Runs the workspace's tools on a machine that has only Node 20 and npm: pnpm comes through corepack
// (bundled with Node), pinned by the root package.json's packageManager field.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// turbo looks for a `pnpm` executable on PATH; corepack provides one without touching the system's directories.
const shimDir = join(root, '.tools', 'bin');

export function toolEnv(extra = {}) {
  const env = {
    ...process.env,
    // The registry mirror serves no dist.signatures, which corepack would otherwise insist on.
    COREPACK_INTEGRITY_KEYS: '0',
    COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
    TURBO_TELEMETRY_DISABLED: '1',
    TURBO_NO_UPDATE_NOTIFIER: '1',
    DO_NOT_TRACK: '1',
    ...extra,
  };
  if (existsSync(join(shimDir, 'pnpm'))) env.PATH = `${shimDir}:${env.PATH ?? ''}`;
  // node-gyp (better-sqlite3) must find Node's headers locally instead of downloading them.
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  return env;
}

/** Runs a command to completion, inheriting stdio; exits the process on failure. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: toolEnv(options.env), ...options });
  if (result.status !== 0) {
    process.exitCode = result.status ?? 1;
    throw new StepFailed(`${cmd} ${args.join(' ')}`, result.status ?? 1);
  }
}

export class StepFailed extends Error {
  constructor(step, status) {
    super(`step failed (exit ${status}): ${step}`);
    this.status = status;
  }
}

function ensurePnpmShim() {
  if (existsSync(join(shimDir, 'pnpm'))) return;
  mkdirSync(shimDir, { recursive: true });
  const result = spawnSync('corepack', ['enable', '--install-directory', shimDir, 'pnpm'], {
    cwd: root,
    stdio: 'inherit',
    env: toolEnv(),
  });
  if (result.status !== 0)
    throw new StepFailed('corepack enable --install-directory .tools/bin pnpm', result.status ?? 1);
}

export function pnpm(args, options) {
  ensurePnpmShim();
  run('corepack', ['pnpm', ...args], options);
}

export function install() {
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) && process.env.QUIRE_UNFROZEN !== '1';
  pnpm(['install', ...(frozen ? ['--frozen-lockfile'] : [])]);
}

export function turbo(args, options) {
  pnpm(['exec', 'turbo', ...args], options);
}

/** Starts a long-running child; resolves with its exit code. */
export function start(cmd, args, options = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: toolEnv(options.env), ...options });
  return child;
}

/** Runs a script's steps; a failed step ends the process with that step's exit status and one line naming it. */
export function runSteps(steps) {
  try {
    steps();
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    console.error(error.message);
    process.exit(error.status);
  }
}
