import { goTrueUserSchema } from '../../presenters/gotrueUser.js';
import { readForms, TestBrowser, type Navigation } from '../../../test/fixtures/oauth-browser.js';
import {
  freePort,
  startOidcProvider,
  type OidcProviderProcess,
} from '../../../test/fixtures/oauth-provider.js';
import { backends, testClock, useTestServer, type TestServer } from '../../../test/harness.js';
import { authSettingsSchema } from '../settings.js';

/** The app's origin: redirect_to must stay on it. No server answers there; the browser stops before it. */
const appOrigin = 'http://quire.test';
const appCallback = `${appOrigin}/auth/callback`;

interface SignInOptions {
  provider: string;
  email?: string;
  name?: string;
  /** false: the provider says the address is unverified. */
  verified?: boolean;
  /** The user presses Cancel at the provider. */
  cancel?: boolean;
  redirectTo?: string;
}

/**
 * Runs a whole sign-in as a browser would: /authorize, the provider's login form (when it asks), its
 * redirect or form_post back to /callback, and on to redirect_to, where it stops.
 */
async function signIn(browser: TestBrowser, authUrl: string, options: SignInOptions): Promise<Navigation> {
  const stopAt = (url: URL) => url.origin === appOrigin;
  const query = new URLSearchParams({
    provider: options.provider,
    redirect_to: options.redirectTo ?? appCallback,
  });
  let navigation = await browser.navigate(`${authUrl}/authorize?${query.toString()}`, { stopAt });
  for (let step = 0; step < 3 && !stopAt(new URL(navigation.url)); step += 1) {
    expect(navigation.response.status).toBe(200);
    const forms = readForms(await navigation.response.text(), navigation.url);
    const login = forms.find((form) => form.action.endsWith('/login'));
    const abort = forms.find((form) => form.action.endsWith('/abort'));
    const formPost = forms.find((form) => form.action.startsWith(`${authUrl}/callback`));
    if (login !== undefined && abort !== undefined) {
      const fields = { ...login.fields };
      if (options.email !== undefined) fields.email = options.email;
      if (options.name !== undefined) fields.name = options.name;
      if (options.verified === false) delete fields.email_verified;
      const form = options.cancel === true ? abort : { ...login, fields };
      navigation = await browser.navigate(form.action, { method: 'POST', form: form.fields, stopAt });
    } else if (formPost !== undefined) {
      // Apple's answer: a cross-site form post, which SameSite=Lax cookies do not go with.
      navigation = await browser.navigate(formPost.action, {
        method: 'POST',
        form: formPost.fields,
        cookies: false,
        stopAt,
      });
    } else {
      throw new Error(`unexpected page at ${navigation.url}`);
    }
  }
  return navigation;
}

function landing(navigation: Navigation): { url: URL; hash: URLSearchParams } {
  const url = new URL(navigation.url);
  return { url, hash: new URLSearchParams(url.hash.slice(1)) };
}

async function getUser(authUrl: string, accessToken: string) {
  const response = await fetch(`${authUrl}/user`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.status).toBe(200);
  return goTrueUserSchema.parse(await response.json());
}

async function verifyIsNew(apiUrl: string, accessToken: string): Promise<boolean> {
  const response = await fetch(`${apiUrl}/api/user/verify/${encodeURIComponent(accessToken)}`);
  const body = (await response.json()) as { code: number; message?: string; data: { is_new: boolean } };
  expect(body).toMatchObject({ code: 0 });
  return body.data.is_new;
}

function authorizeUrl(authUrl: string, provider: string, redirectTo = appCallback): string {
  return `${authUrl}/authorize?${new URLSearchParams({ provider, redirect_to: redirectTo }).toString()}`;
}

async function sessionCount({ server }: TestServer): Promise<number> {
  return (await server.database.db.selectFrom('sessions').select('id').execute()).length;
}

describe.each(backends)('OAuth sign-in against a real OpenID Connect provider on $name', ({ name }) => {
  let provider: OidcProviderProcess;
  let authPort: number;
  const clock = testClock();
  beforeAll(async () => {
    provider = await startOidcProvider({ login: 'form' });
    authPort = await freePort();
  });
  afterAll(async () => {
    await provider.stop();
  });
  const current = useTestServer(name, {
    now: clock.now,
    env: () => ({
      QUIRE_PUBLIC_URL: appOrigin,
      // The callback URL registered with providers is the auth service's public address + /callback.
      QUIRE_AUTH_PORT: String(authPort),
      QUIRE_AUTH_PUBLIC_URL: `http://127.0.0.1:${authPort}`,
      QUIRE_OAUTH_GOOGLE_CLIENT_ID: provider.clientId,
      QUIRE_OAUTH_GOOGLE_CLIENT_SECRET: provider.clientSecret,
      QUIRE_OAUTH_GOOGLE_ISSUER: provider.issuer,
      QUIRE_OAUTH_APPLE_CLIENT_ID: provider.clientId,
      QUIRE_OAUTH_APPLE_CLIENT_SECRET: provider.clientSecret,
      QUIRE_OAUTH_APPLE_ISSUER: provider.issuer,
      // Plain OAuth2: the same provider's endpoints, and its GitHub-shaped user API.
      QUIRE_OAUTH_GITHUB_CLIENT_ID: provider.clientId,
      QUIRE_OAUTH_GITHUB_CLIENT_SECRET: provider.clientSecret,
      QUIRE_OAUTH_GITHUB_AUTHORIZE_URL: `${provider.issuer}/auth`,
      QUIRE_OAUTH_GITHUB_TOKEN_URL: `${provider.issuer}/token`,
      QUIRE_OAUTH_GITHUB_USERINFO_URL: `${provider.issuer}/github/user`,
    }),
  });
  afterEach(() => {
    clock.reset();
  });

  it('API-AUTH-10 / API-AUTH-11 / GET /authorize sends the browser to Google with state, PKCE S256, nonce, scopes, access_type=offline and prompt=consent', async () => {
    const { authUrl } = current();
    const response = await fetch(authorizeUrl(authUrl, 'google'), { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${provider.issuer}/auth`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: `${authUrl}/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(params.nonce).toMatch(/^[\w-]{43}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    // The flow is bound to this browser by a cookie named after the state, readable only by /callback.
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^quire-oauth-${params.state ?? ''}=`));
    expect(cookie).toContain('Path=/callback');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=600');
    // Sealed: neither the PKCE verifier nor the nonce can be read from it.
    expect(cookie).not.toContain(params.nonce ?? '');
  });

  it('API-AUTH-12 / a Google sign-in ends at redirect_to with GoTrue tokens in the hash; they work on /user and /api/user/profile', async () => {
    const { authUrl, apiUrl } = current();
    const browser = new TestBrowser();
    const navigation = await signIn(browser, authUrl, {
      provider: 'google',
      email: 'grace@example.com',
      name: 'Grace Hopper',
    });
    const { url, hash } = landing(navigation);
    expect(url.origin + url.pathname).toBe(appCallback);
    expect(navigation.response.status).toBe(303);
    expect(Object.fromEntries(hash)).toMatchObject({ token_type: 'bearer', type: 'oauth' });
    const accessToken = hash.get('access_token') ?? '';
    expect(hash.get('refresh_token')).toBeTruthy();
    expect(Number(hash.get('expires_in'))).toBeGreaterThan(0);
    expect(Number(hash.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    // The flow cookie is used up.
    expect(browser.cookiesFor(authUrl).filter((cookie) => cookie.name.startsWith('quire-oauth-'))).toEqual(
      [],
    );

    const user = await getUser(authUrl, accessToken);
    expect(user.email).toBe('grace@example.com');
    expect(user.app_metadata).toEqual({ provider: 'google', providers: ['google'] });
    expect(user.identities.map((identity) => identity.provider)).toEqual(['google']);

    const profile = await fetch(`${apiUrl}/api/user/profile`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const body = (await profile.json()) as {
      code: number;
      data: { email: string; name: string; metadata: unknown };
    };
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper' });
    expect(body.data.metadata).toMatchObject({
      icon_url: expect.stringMatching(/^https:\/\/avatars\.example\.com\//) as unknown,
    });
  });

  it('the identity is linked: a second sign-in finds the same user, and /api/user/verify says is_new only the first time', async () => {
    const { authUrl, apiUrl, server } = current();
    const browser = new TestBrowser();
    const first = landing(await signIn(browser, authUrl, { provider: 'google', email: 'linus@example.com' }));
    const firstToken = first.hash.get('access_token') ?? '';
    const firstUser = await getUser(authUrl, firstToken);
    expect(await verifyIsNew(apiUrl, firstToken)).toBe(true);
    expect(await verifyIsNew(apiUrl, firstToken)).toBe(false);

    // The provider remembers this browser's login: the second round needs no form, only Google's consent.
    const second = landing(await signIn(browser, authUrl, { provider: 'google' }));
    const secondToken = second.hash.get('access_token') ?? '';
    expect(secondToken).not.toBe(firstToken);
    expect((await getUser(authUrl, secondToken)).id).toBe(firstUser.id);
    expect(await verifyIsNew(apiUrl, secondToken)).toBe(false);

    const identities = await server.database.db
      .selectFrom('identities')
      .selectAll()
      .where('user_uuid', '=', firstUser.id)
      .execute();
    expect(identities.map((identity) => identity.provider)).toEqual(['google']);
    expect(identities[0]?.provider_user_id).toMatch(/^acct-/);
  });

  it('API-AUTH-10 / an unknown or unconfigured provider is InvalidOAuthProvider (1009) in GoTrue error form', async () => {
    const { authUrl } = current();
    for (const provider of ['gitlab', 'discord', '']) {
      const response = await fetch(authorizeUrl(authUrl, provider), { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.getSetCookie()).toEqual([]);
      const body = (await response.json()) as { code: number; msg: string; error_code: string };
      expect(body.code).toBe(1009);
      expect(body.msg).toMatch(/^Unsupported provider/);
    }
  });

  it('a redirect_to on a foreign origin is refused before the browser leaves for the provider', async () => {
    const { authUrl } = current();
    for (const target of ['https://evil.example/steal', '//evil.example/steal', 'javascript:alert(1)']) {
      const response = await fetch(authorizeUrl(authUrl, 'google', target), { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(((await response.json()) as { code: number }).code).toBe(1007);
    }
    // A path is taken relative to the public URL.
    const relative = await fetch(authorizeUrl(authUrl, 'google', '/app/after-login'), { redirect: 'manual' });
    expect(relative.status).toBe(302);
  });

  it('a callback whose state matches no flow of this browser is an error redirect, and signs nobody in', async () => {
    const { authUrl } = current();
    const before = await sessionCount(current());
    const browser = new TestBrowser();
    const started = await browser.navigate(authorizeUrl(authUrl, 'google'), { stopAt: () => true });
    expect(new URL(started.url).origin).toBe(provider.issuer);
    const forged = await browser.navigate(`${authUrl}/callback?code=forged&state=not-the-state`, {
      stopAt: (url) => url.origin === appOrigin,
    });
    const { url } = landing(forged);
    expect(url.origin + url.pathname).toBe(appCallback);
    expect(url.searchParams.get('error')).toBe('invalid_request');
    expect(url.searchParams.get('error_code')).toBe('bad_oauth_state');
    expect(url.hash).toBe('');
    expect(await sessionCount(current())).toBe(before);
  });

  it('a callback from another browser (no flow cookie) is a plain 400 page: a login cannot be planted', async () => {
    const { authUrl } = current();
    const victim = new TestBrowser();
    const attacker = new TestBrowser();
    // The attacker signs in at the provider and stops at the callback instead of following it.
    const attempt = await attacker.navigate(authorizeUrl(authUrl, 'google'), {
      stopAt: (url) => url.pathname === '/callback',
    });
    expect(attempt.response.status).toBe(200);
    const [login] = readForms(await attempt.response.text(), attempt.url).filter((form) =>
      form.action.endsWith('/login'),
    );
    const atCallback = await attacker.navigate(login?.action ?? '', {
      method: 'POST',
      form: { ...login?.fields, email: 'mallory@example.com' },
      stopAt: (url) => url.pathname === '/callback',
    });
    expect(new URL(atCallback.url).searchParams.get('code')).toBeTruthy();
    const before = await sessionCount(current());
    const planted = await victim.navigate(atCallback.url);
    expect(planted.response.status).toBe(400);
    expect(planted.response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await planted.response.text()).toContain('Sign-in failed');
    expect(await sessionCount(current())).toBe(before);
  });

  it('a tampered or expired flow cookie is no flow at all', async () => {
    const { authUrl } = current();
    const tampered = new TestBrowser();
    const attempt = await tampered.navigate(authorizeUrl(authUrl, 'google'), { stopAt: () => true });
    const state = new URL(attempt.url).searchParams.get('state') ?? '';
    const [cookie] = tampered.cookiesFor(authUrl);
    tampered.setCookieValue(cookie?.name ?? '', `${cookie?.value.slice(0, -4) ?? ''}AAAA`);
    const tamperedAnswer = await tampered.navigate(`${authUrl}/callback?code=x&state=${state}`);
    expect(tamperedAnswer.response.status).toBe(400);

    const late = new TestBrowser();
    const lateAttempt = await late.navigate(authorizeUrl(authUrl, 'google'), { stopAt: () => true });
    const lateState = new URL(lateAttempt.url).searchParams.get('state') ?? '';
    clock.advance(601);
    const lateAnswer = await late.navigate(`${authUrl}/callback?code=x&state=${lateState}`);
    expect(lateAnswer.response.status).toBe(400);
  });

  it('the provider reporting an error (the user cancels) comes back as an error redirect', async () => {
    const { authUrl } = current();
    const before = await sessionCount(current());
    const navigation = await signIn(new TestBrowser(), authUrl, { provider: 'google', cancel: true });
    const { url } = landing(navigation);
    expect(url.origin + url.pathname).toBe(appCallback);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('error_description')).toBe('The user refused to sign in');
    expect(url.hash).toBe('');
    expect(await sessionCount(current())).toBe(before);
  });

  it('an account whose e-mail the provider has not verified is refused and no user is created', async () => {
    const { authUrl, server } = current();
    const navigation = await signIn(new TestBrowser(), authUrl, {
      provider: 'google',
      email: 'unverified@example.com',
      verified: false,
    });
    const { url } = landing(navigation);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('error_code')).toBe('email_not_confirmed');
    expect(url.searchParams.get('error_description')).toBe(
      'Your Google account has no verified e-mail address',
    );
    const users = await server.database.db
      .selectFrom('users')
      .select('uuid')
      .where('email', '=', 'unverified@example.com')
      .execute();
    expect(users).toEqual([]);
  });

  it('GET /settings external reflects the configured providers', async () => {
    const response = await fetch(`${current().authUrl}/settings`);
    expect(authSettingsSchema.parse(await response.json()).external).toEqual({
      google: true,
      apple: true,
      github: true,
      discord: false,
    });
  });

  it('a plain OAuth2 configuration (endpoint URLs, GitHub-shaped user API) signs in with the verified primary address', async () => {
    const { authUrl } = current();
    const authorize = await fetch(authorizeUrl(authUrl, 'github'), { redirect: 'manual' });
    const location = new URL(authorize.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${provider.issuer}/auth`);
    expect(location.searchParams.get('scope')).toBe('read:user user:email');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    // Plain OAuth2 has no ID token to carry a nonce, and Google's extras are Google's.
    expect(location.searchParams.has('nonce')).toBe(false);
    expect(location.searchParams.has('access_type')).toBe(false);

    const navigation = await signIn(new TestBrowser(), authUrl, {
      provider: 'github',
      email: 'octo@example.com',
      name: 'Octo Cat',
    });
    const { hash } = landing(navigation);
    const user = await getUser(authUrl, hash.get('access_token') ?? '');
    // /user/emails also lists an unverified, non-primary address; the verified primary one is used.
    expect(user.email).toBe('octo@example.com');
    expect(user.identities).toEqual([
      expect.objectContaining({ provider: 'github', id: expect.stringMatching(/^\d+$/) as unknown }),
    ]);
  });

  it('a GitHub sign-in with the address of an existing Google user joins that user', async () => {
    const { authUrl } = current();
    const google = landing(
      await signIn(new TestBrowser(), authUrl, { provider: 'google', email: 'both@example.com' }),
    );
    const github = landing(
      await signIn(new TestBrowser(), authUrl, { provider: 'github', email: 'both@example.com' }),
    );
    const user = await getUser(authUrl, github.hash.get('access_token') ?? '');
    expect(user.id).toBe((await getUser(authUrl, google.hash.get('access_token') ?? '')).id);
    expect(user.app_metadata.providers).toEqual(['google', 'github']);
  });

  it('a GitHub account without a verified primary address is refused', async () => {
    const { authUrl } = current();
    const navigation = await signIn(new TestBrowser(), authUrl, {
      provider: 'github',
      email: 'unverified-octo@example.com',
      verified: false,
    });
    expect(landing(navigation).url.searchParams.get('error_description')).toBe(
      'Your GitHub account has no verified e-mail address',
    );
  });

  it("Apple's form_post answer is turned into a GET so the flow cookie comes along, then signs in", async () => {
    const { authUrl } = current();
    const authorize = await fetch(authorizeUrl(authUrl, 'apple'), { redirect: 'manual' });
    const location = new URL(authorize.headers.get('location') ?? '');
    expect(location.searchParams.get('response_mode')).toBe('form_post');
    expect(location.searchParams.get('scope')).toBe('openid email name');

    const navigation = await signIn(new TestBrowser(), authUrl, {
      provider: 'apple',
      email: 'tim@example.com',
    });
    const posted = navigation.hops.find((hop) => hop.method === 'POST' && hop.url === `${authUrl}/callback`);
    expect(posted?.status).toBe(303);
    const repeated = new URL(posted?.location ?? '');
    expect(repeated.origin + repeated.pathname).toBe(`${authUrl}/callback`);
    expect(repeated.searchParams.get('code')).toBeTruthy();
    expect(repeated.searchParams.get('state')).toBeTruthy();
    // The POST carried no cookie; the GET it became did, and finished the flow.
    const repeatedHop = navigation.hops.find((hop) => hop.method === 'GET' && hop.url === repeated.href);
    expect(repeatedHop?.status).toBe(303);
    const user = await getUser(authUrl, landing(navigation).hash.get('access_token') ?? '');
    expect(user.email).toBe('tim@example.com');
    expect(user.app_metadata.provider).toBe('apple');
  });
});

describe('OAuth sign-in with an auto-login provider (as the browser tests use it) and Discord over plain OAuth2', () => {
  let provider: OidcProviderProcess;
  let authPort: number;
  beforeAll(async () => {
    provider = await startOidcProvider({ login: 'auto', email: 'ada@example.com', name: 'Ada Lovelace' });
    authPort = await freePort();
  });
  afterAll(async () => {
    await provider.stop();
  });
  const current = useTestServer('sqlite', {
    env: () => ({
      QUIRE_PUBLIC_URL: appOrigin,
      QUIRE_AUTH_PORT: String(authPort),
      QUIRE_AUTH_PUBLIC_URL: `http://127.0.0.1:${authPort}`,
      QUIRE_OAUTH_DISCORD_CLIENT_ID: provider.clientId,
      QUIRE_OAUTH_DISCORD_CLIENT_SECRET: provider.clientSecret,
      QUIRE_OAUTH_DISCORD_AUTHORIZE_URL: `${provider.issuer}/auth`,
      QUIRE_OAUTH_DISCORD_TOKEN_URL: `${provider.issuer}/token`,
      QUIRE_OAUTH_DISCORD_USERINFO_URL: `${provider.issuer}/discord/users/@me`,
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

  it('GET /settings external offers only Discord, and Google is now unconfigured (1009)', async () => {
    const { authUrl } = current();
    const settings = authSettingsSchema.parse(await (await fetch(`${authUrl}/settings`)).json());
    expect(settings.external).toEqual({ google: false, apple: false, github: false, discord: true });
    const response = await fetch(authorizeUrl(authUrl, 'google'), { redirect: 'manual' });
    expect(((await response.json()) as { code: number }).code).toBe(1009);
  });
});
