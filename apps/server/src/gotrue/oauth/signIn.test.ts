import { TestBrowser, readForms } from '../../../test/fixtures/oauth-browser.js';
import {
  appCallback,
  authorizeUrl,
  getUser,
  landing,
  providerEnv,
  signIn,
  stopAtApp,
  useOAuthTestServer,
} from '../../../test/fixtures/oauth-flow.js';
import { backends } from '../../../test/harness.js';
import { authSettingsSchema } from '../settings.js';

async function verifyIsNew(apiUrl: string, accessToken: string): Promise<boolean> {
  const response = await fetch(`${apiUrl}/api/user/verify/${encodeURIComponent(accessToken)}`);
  const body = (await response.json()) as { code: number; data: { is_new: boolean } };
  expect(body).toMatchObject({ code: 0 });
  return body.data.is_new;
}

// "google" and "apple" are the fixture provider by its issuer (OpenID Connect); "github" is the same
// provider by its endpoint URLs (plain OAuth2) with its GitHub-shaped user API.
describe.each(backends)('OAuth sign-in against a real OpenID Connect provider on $name', ({ name }) => {
  const { server: current, provider } = useOAuthTestServer(name, {
    provider: { login: 'form' },
    env: (fixture) => ({
      ...providerEnv('google', fixture),
      ...providerEnv('apple', fixture),
      // Plain OAuth2: the same provider's endpoints, and its GitHub-shaped user API.
      ...providerEnv('github', fixture, '/github/user'),
    }),
  });

  it('API-AUTH-10 / API-AUTH-11 / GET /authorize sends the browser to Google with state, PKCE S256, nonce, scopes, access_type=offline and prompt=consent', async () => {
    const { authUrl } = current();
    const response = await fetch(authorizeUrl(authUrl, 'google'), { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${provider().issuer}/auth`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      client_id: provider().clientId,
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

  it('GET /settings external reflects the configured providers', async () => {
    const response = await fetch(`${current().authUrl}/settings`);
    expect(authSettingsSchema.parse(await response.json()).external).toEqual({
      email: false,
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
    expect(location.origin + location.pathname).toBe(`${provider().issuer}/auth`);
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

  it('two sign-ins started in one browser (two tabs) do not overwrite each other', async () => {
    const { authUrl } = current();
    const browser = new TestBrowser();
    const first = await browser.navigate(authorizeUrl(authUrl, 'google'), { stopAt: () => true });
    const second = await browser.navigate(authorizeUrl(authUrl, 'github'), { stopAt: () => true });
    const flowCookies = () =>
      browser.cookiesFor(authUrl).filter((cookie) => cookie.name.startsWith('quire-oauth-'));
    expect(flowCookies()).toHaveLength(2);
    // The first tab finishes its sign-in at the provider now.
    const page = await browser.navigate(first.url, { stopAt: stopAtApp });
    const [login] = readForms(await page.response.text(), page.url).filter((form) =>
      form.action.endsWith('/login'),
    );
    const done = await browser.navigate(login?.action ?? '', {
      method: 'POST',
      form: login?.fields ?? {},
      stopAt: stopAtApp,
    });
    expect(landing(done).hash.get('access_token')).toBeTruthy();
    const secondState = new URL(second.url).searchParams.get('state') ?? '';
    expect(flowCookies().map((cookie) => cookie.name)).toEqual([`quire-oauth-${secondState}`]);
  });
});
