import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../support/paths.js';
import { startQuire, type RunningQuire } from '../support/quire.js';
import { serveStatic, type StaticServer } from '../support/static-server.js';
import { freePort } from '../support/ports.js';

// The publish remote is published on its own host; that host goes down and comes back. The shell must contain the
// failure inside the publish route, keep every other route working, and recover through Retry.
let quire: RunningQuire;
let publishHost: StaticServer | undefined;
let publishPort: number;
let publishCopy: string;

test.beforeAll(async () => {
  publishCopy = mkdtempSync(join(tmpdir(), 'quire-publish-remote-'));
  cpSync(join(repoRoot, 'remote-publish', 'dist'), publishCopy, { recursive: true });
  publishPort = await freePort();
  quire = await startQuire({
    QUIRE_REMOTES: JSON.stringify({ publish: `http://127.0.0.1:${publishPort}/mf-manifest.json` }),
  });
});

test.afterAll(async () => {
  await publishHost?.stop();
  await quire.stop();
  rmSync(publishCopy, { recursive: true, force: true });
});

test('a remote that is down shows its error state with Retry inside its route; the other routes keep working', async ({
  page,
}) => {
  await page.goto(`${quire.url}/some-namespace/some-page`);
  const failure = page.getByTestId('remote-error');
  await expect(failure).toBeVisible();
  await expect(failure.getByTestId('remote-retry')).toBeVisible();
  await expect(page.getByTestId('error-dialog')).toHaveCount(0);

  for (const [path, testId] of [
    ['/app', 'workspace-app'],
    ['/login', 'login-page'],
    ['/404', 'not-found-page'],
  ] as const) {
    await page.goto(`${quire.url}${path}`);
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  }

  // The same page, without a reload: the remote comes back and Retry loads it.
  await page.goto(`${quire.url}/some-namespace/some-page`);
  await expect(page.getByTestId('remote-error')).toBeVisible();
  publishHost = await serveStatic(publishCopy, publishPort);
  await page.getByTestId('remote-retry').click();
  await expect(page.getByTestId('publish-page')).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});

test('a broken remote (its manifest is not a manifest) is contained the same way', async ({ page }) => {
  const broken = await startQuire({
    QUIRE_REMOTES: JSON.stringify({ workspace: `${quire.url}/config.json` }),
  });
  try {
    await page.goto(`${broken.url}/app`);
    await expect(page.getByTestId('remote-error')).toBeVisible();
    await page.goto(`${broken.url}/login`);
    await expect(page.getByTestId('login-page')).toBeVisible();
  } finally {
    await broken.stop();
  }
});
