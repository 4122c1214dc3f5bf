import { TestBrowser } from '../../../test/fixtures/oauth-browser.js';
import { freePort } from '../../../test/fixtures/oauth-provider.js';
import {
  appCallback,
  authorizeUrl,
  getUser,
  landing,
  providerEnv,
  signIn,
  useOAuthTestServer,
} from '../../../test/fixtures/oauth-flow.js';
import { authSettingsSchema } from '../settings.js';

describe('OAuth sign-in with an auto-login provider (as the browser tests use it), Discord over plain OAuth2, a provider down', () => {
  let closedPort = 0;
  beforeAll(async () => {
    closedPort = await freePort();
  });
  const { server: current } = useOAuthTestServer('sqlite', {
    provider: { login: 'auto', email: 'ada@example.com', name: 'Ada Lovelace' },
    env: (fixture) => ({
      ...providerEnv('discord', fixture, '/discord/users/@me'),
      // An issuer nobody answers at: discovery fails when a sign-in starts.
      QUIRE_OAUTH_APPLE_CLIENT_ID: 'apple-id',
      QUIRE_OAUTH_APPLE_CLIENT_SECRET: 'apple-secret',
      QUIRE_OAUTH_APPLE_ISSUER: `http://127.0.0.1:${closedPort}`,
    }),
  });

  it('signs in without any form, with Discord-shaped user data', async () => {
    const { authUrl } = current();
    const navigation = await signIn(new TestBrowser(), authUrl, { provider: 'discord' });
    expect(navigation.hops.every((hop) => hop.method === 'GET')).toBe(true);
    const { hash } = landing(navigation);
    const user = await getUser(authUrl, hash.get('access_token') ?? '');
    expect(user.email).toBe('ada@example.com');
    expect(user.user_metadata).toMatchObject({ name: 'Ada Lovelace' });
    expect(user.identities).toEqual([expect.objectContaining({ provider: 'discord' })]);
  });

  it('a provider that cannot be reached sends the browser back with an error, not an exception page', async () => {
    const { authUrl } = current();
    const response = await fetch(authorizeUrl(authUrl, 'apple'), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(appCallback);
    expect(location.searchParams.get('error')).toBe('server_error');
    expect(location.searchParams.get('error_description')).toBe(
      'Apple cannot be reached right now; please try again later',
    );
  });

  it('GET /settings external follows this configuration, and Google is now unconfigured (1009)', async () => {
    const { authUrl } = current();
    const settings = authSettingsSchema.parse(await (await fetch(`${authUrl}/settings`)).json());
    expect(settings.external).toEqual({
      email: false,
      google: false,
      apple: true,
      github: false,
      discord: true,
    });
    const response = await fetch(authorizeUrl(authUrl, 'google'), { redirect: 'manual' });
    expect(((await response.json()) as { code: number }).code).toBe(1009);
  });
});
