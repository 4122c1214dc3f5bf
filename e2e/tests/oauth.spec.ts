import { expect, test } from '@playwright/test';
import { startOidcProvider, type RunningProvider } from '../support/oidc-provider.js';
import { startQuire, type RunningQuire } from '../support/quire.js';
import { openLoginDialog } from '../support/sign-in.js';

// Sign-in through a real OpenID Connect provider started by the test and configured as Google: the browser
// goes to the auth service, on to the provider, back through the callback, and lands where it started.
let provider: RunningProvider;
let quire: RunningQuire;
const account = { email: `oidc-${Date.now()}@example.com`, name: 'Grace Hopper' };

test.beforeAll(async () => {
  provider = await startOidcProvider(account);
  quire = await startQuire({
    QUIRE_OAUTH_GOOGLE_CLIENT_ID: provider.clientId,
    QUIRE_OAUTH_GOOGLE_CLIENT_SECRET: provider.clientSecret,
    QUIRE_OAUTH_GOOGLE_ISSUER: provider.issuer,
  });
});

test.afterAll(async () => {
  await quire.stop();
  await provider.stop();
});

test('LOG-01 LOG-06 API-AUTH-10 API-AUTH-11 API-AUTH-12 / sign in with Google through an OpenID Connect provider and land on the stored target', async ({
  page,
}) => {
  const dialog = await openLoginDialog(page, `${quire.url}/app/from/here`);
  // Only configured providers are offered.
  await expect(dialog.getByTestId('login-provider-google')).toBeVisible();
  await expect(dialog.getByTestId('login-provider-apple')).toHaveCount(0);

  const authorize = page.waitForRequest((request) => request.url().includes('/authorize?'));
  const atProvider = page.waitForRequest((request) => request.url().startsWith(`${provider.issuer}/auth?`));
  await dialog.getByTestId('login-provider-google').click();
  const authorizeUrl = new URL((await authorize).url());
  expect(authorizeUrl.searchParams.get('provider')).toBe('google');
  // Google is asked for offline access with consent (spec 001 §7), with PKCE and a state.
  const providerUrl = new URL((await atProvider).url());
  expect(providerUrl.searchParams.get('access_type')).toBe('offline');
  expect(providerUrl.searchParams.get('prompt')).toBe('consent');
  expect(providerUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(providerUrl.searchParams.get('state')).toBeTruthy();

  await expect(page).toHaveURL(`${quire.url}/app/from/here`, { timeout: 20_000 });
  // No workspace has that id: the no-access screen, with the signed-in account in sight.
  await expect(page.getByTestId('workspace-no-access')).toBeVisible();
  await expect(page.getByTestId('workspace-user')).toContainText(account.email);
  await expect(page.getByTestId('sign-out')).toBeVisible();
});
