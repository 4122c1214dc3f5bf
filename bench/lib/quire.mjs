// What the benches that drive the built product share: the built server on a fresh data folder, a real
// magic-link sign-in (the code from the outbox), a document page, its content through append-block, and a
// headless Chromium started the same way everywhere.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The built server (`apps/server/dist/main.js`) on a fresh data folder; `stop()` ends it and removes the folder. */
export async function startQuire(extraEnv = {}) {
  const [apiPort, authPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${apiPort}`;
  const authUrl = `http://127.0.0.1:${authPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-bench-'));
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      QUIRE_HOST: '127.0.0.1',
      QUIRE_API_PORT: String(apiPort),
      QUIRE_AUTH_PORT: String(authPort),
      QUIRE_PUBLIC_URL: url,
      QUIRE_AUTH_PUBLIC_URL: authUrl,
      QUIRE_DATA_DIR: dataDir,
      QUIRE_LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let attempt = 0; ; attempt += 1) {
    if (exited) throw new Error('the server exited at start');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      if (attempt > 150) throw new Error('the server did not start');
    }
    await sleep(200);
  }
  return {
    url,
    authUrl,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs `email` in through the magic-link flow (the code from the outbox), as any API client may. Returns the
 * session (what the web app keeps in localStorage under `token`), an API caller, and the visiting workspace.
 */
export async function signIn(quire, email = 'bench@example.com') {
  await fetch(`${quire.authUrl}/magiclink`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const outbox = join(quire.dataDir, 'outbox');
  let code;
  for (let attempt = 0; code === undefined && attempt < 50; attempt += 1) {
    for (const name of readdirSync(outbox)) {
      const mail = readFileSync(join(outbox, name), 'utf8');
      if (mail.includes(email)) code = /\b(\d{6})\b/.exec(mail)?.[1];
    }
    if (code === undefined) await sleep(100);
  }
  const session = await (
    await fetch(`${quire.authUrl}/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, token: code, type: 'magiclink' }),
    })
  ).json();
  const headers = { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };
  const call = async (method, path, body) => {
    const answer = await (
      await fetch(`${quire.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json();
    if (answer.code !== 0) throw new Error(`${method} ${path}: ${answer.code} ${answer.message}`);
    return answer.data;
  };
  await call('GET', `/api/user/verify/${session.access_token}`);
  const { visiting_workspace: workspace } = await call('GET', '/api/user/workspace');
  return { session, call, workspaceId: workspace.workspace_id };
}

/** How many blocks a block is, its children counted (append-block's limit counts them so). */
export const sizeOf = (block) => 1 + (block.children ?? []).reduce((sum, child) => sum + sizeOf(child), 0);

/** A new document page in the first space, filled with `blocks` through append-block (≤ 1,000 blocks a call). */
export async function createDocument({ call, workspaceId }, name, blocks) {
  const ws = `/api/workspace/${workspaceId}`;
  const folder = await call('GET', `${ws}/folder?depth=1`);
  const space = folder.children[0].view_id;
  const { view_id: viewId } = await call('POST', `${ws}/page-view`, {
    parent_view_id: space,
    layout: 0,
    name,
  });
  let batch = [];
  let batchSize = 0;
  const flush = async () => {
    if (batch.length > 0) await call('POST', `${ws}/page-view/${viewId}/append-block`, { blocks: batch });
    batch = [];
    batchSize = 0;
  };
  for (const block of blocks) {
    const size = sizeOf(block);
    if (batchSize + size > 1000) await flush();
    batch.push(block);
    batchSize += size;
  }
  await flush();
  return viewId;
}

/** A browser context signed in as `session` (the web app's localStorage `token`), with an empty HTTP cache. */
export function signedInContext(browser, quire, session) {
  return browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: {
      cookies: [],
      origins: [{ origin: quire.url, localStorage: [{ name: 'token', value: JSON.stringify(session) }] }],
    },
  });
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
