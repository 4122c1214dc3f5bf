import { expect, test } from '@playwright/test';

// Two remotes on one page (the workspace frame and the auth remote's login dialog) must share one store and one
// i18n instance: the dialog opened by the workspace remote through the store is the auth remote's, and both stamp
// the ids of the shared singletons they see.
test('two remotes on one page see the same store and the same i18n instance', async ({ page }) => {
  await page.goto('/app');
  const workspace = page.getByTestId('workspace-app');
  await expect(workspace).toBeVisible();

  await workspace
    .getByRole('button', { name: /sign in|log in/i })
    .first()
    .click();
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog).toBeVisible();

  const workspaceStore = await workspace.getAttribute('data-shared-instance');
  const workspaceI18n = await workspace.getAttribute('data-i18n-instance');
  expect(workspaceStore).toBeTruthy();
  expect(workspaceI18n).toBeTruthy();
  await expect(dialog).toHaveAttribute('data-shared-instance', workspaceStore!);
  await expect(dialog).toHaveAttribute('data-i18n-instance', workspaceI18n!);

  // The federation runtime holds exactly one loaded copy of each singleton.
  const loaded = await page.evaluate(() => {
    type ShareInfo = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>>;
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: ShareInfo } }).__FEDERATION__;
    const counts: Record<string, number> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          const copies = Object.values(versions).filter((entry) => entry.loaded).length;
          counts[name] = Math.max(counts[name] ?? 0, copies);
        }
      }
    }
    return counts;
  });
  for (const name of ['react', 'react-dom', 'react-redux', 'i18next', 'react-i18next', '@quire/shared']) {
    expect(loaded[name], `${name} loaded copies`).toBe(1);
  }

  // Closing through the store (the auth remote dispatches) is seen by the shell, which unmounts the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
