import { expect, test } from '@playwright/test';

// Every route of spec 000 §2's table renders its screen in the composed system (shell + remotes + server).
const screens: { id: string; path: string; testId: string }[] = [
  { id: 'RT-09', path: '/app', testId: 'workspace-app' },
  { id: 'RT-09', path: '/app/some/inner/route', testId: 'workspace-app' },
  { id: 'RT-02', path: '/login', testId: 'login-page' },
  { id: 'RT-11', path: '/auth/callback', testId: 'auth-callback-page' },
  { id: 'RT-06', path: '/accept-invitation', testId: 'accept-invitation-page' },
  { id: 'LOG-25 PRM-08', path: '/no-access', testId: 'no-access-page' },
  { id: 'RT-01', path: '/a-namespace/a-page', testId: 'publish-page' },
  { id: 'RT-03', path: '/404', testId: 'not-found-page' },
  { id: 'RT-04', path: '/after-payment', testId: 'after-payment-page' },
  { id: 'RT-05', path: '/as-template', testId: 'as-template-page' },
  { id: 'RT-07', path: '/import', testId: 'import-page' },
  { id: 'RT-10', path: '/one/two/three', testId: 'not-found-page' },
];

for (const screen of screens) {
  test(`${screen.id} / ${screen.path} renders ${screen.testId}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(screen.path);
    await expect(page.getByTestId(screen.testId)).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await expect(page.getByTestId('error-dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('RT-08 / the root redirects to /app', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('workspace-app')).toBeVisible();
});

test('RT-01 PUB-01 / an unpublished page ends on the not-found screen of the publish remote, readable without a session', async ({
  page,
}) => {
  await page.goto('/nobody/nothing-here');
  const publish = page.getByTestId('publish-page');
  await expect(publish).toBeVisible();
  await expect(publish.getByText(/does not exist|not been published/i)).toBeVisible();
});

test('the server answers HTML for the shell and JSON for the run-time configuration', async ({ request }) => {
  const config = (await (await request.get('/config.json')).json()) as Record<string, unknown>;
  expect(Object.keys(config).sort()).toEqual([
    'apiBaseUrl',
    'authBaseUrl',
    'fontStylesheetUrl',
    'links',
    'publicUrl',
    'wsUrl',
  ]);
  expect(String(config.wsUrl)).toMatch(/^ws:\/\/.+\/ws\/v1$/);
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  expect(Object.keys(remotes).sort()).toEqual(['auth', 'publish', 'workspace']);
  for (const manifest of Object.values(remotes)) {
    const response = await request.get(manifest);
    expect(response.ok()).toBe(true);
    expect(response.headers()['cache-control']).toContain('no-cache');
  }
});

test('LOG-09 LOG-10 LOG-11 / the login links lead to pages that exist on this deployment', async ({
  page,
}) => {
  await page.goto('/login');
  const login = page.getByTestId('login-page');
  await expect(login).toBeVisible();
  for (const [name, title] of [
    ['Terms of use', 'Terms of use'],
    ['Privacy policy', 'Privacy policy'],
  ] as const) {
    const href = await login.getByRole('link', { name }).getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`<h1>${title}</h1>`);
  }
  const website = await login.getByRole('link', { name: 'Visit our website' }).getAttribute('href');
  expect((await page.request.get(website!)).status()).toBe(200);
});
