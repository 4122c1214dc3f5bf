import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../support/paths.js';
import { startQuire } from '../support/quire.js';
import { serveStatic } from '../support/static-server.js';

function digestOf(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

// Independent delivery: the auth team rebuilds its remote (a new build label) and publishes it on its own host;
// only /remotes.json changes. The shell that is already built is not touched.
test('a remote rebuilt elsewhere is picked up by the already built shell', async ({ page }) => {
  test.setTimeout(240_000);
  const shellDist = join(repoRoot, 'shell', 'dist');
  const shellBefore = digestOf(shellDist);
  const label = `release-${Date.now().toString(36)}`;
  const outDir = mkdtempSync(join(tmpdir(), 'quire-auth-release-'));

  const build = spawnSync(
    join(repoRoot, 'remote-auth', 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production'],
    {
      cwd: join(repoRoot, 'remote-auth'),
      env: { ...process.env, QUIRE_OUT_DIR: outDir, QUIRE_BUILD_LABEL: label },
      encoding: 'utf8',
    },
  );
  expect(build.status, build.stderr + build.stdout).toBe(0);

  const host = await serveStatic(outDir);
  const quire = await startQuire({
    QUIRE_REMOTES: JSON.stringify({ auth: `${host.origin}/mf-manifest.json` }),
  });
  try {
    await page.goto(`${quire.url}/login`);
    await expect(page.getByTestId('login-page')).toBeVisible();
    // The build label is in the DOM for operators and tests, never shown to people.
    await expect(page.locator('[data-build-label]').first()).toHaveAttribute('data-build-label', label);
    await expect(page.getByText(label)).toHaveCount(0);

    // The default deployment still serves the remote that was built with the product.
    await page.goto('/login');
    await expect(page.getByTestId('login-page')).toBeVisible();
    await expect(page.locator('[data-build-label]').first()).not.toHaveAttribute('data-build-label', label);
  } finally {
    await quire.stop();
    await host.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
  expect(digestOf(shellDist)).toBe(shellBefore);
});
