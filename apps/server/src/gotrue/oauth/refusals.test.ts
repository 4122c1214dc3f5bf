import { readForms, TestBrowser } from '../../../test/fixtures/oauth-browser.js';
import {
  appCallback,
  authorizeUrl,
  landing,
  providerEnv,
  sessionCount,
  signIn,
  stopAtApp,
  useOAuthTestServer,
} from '../../../test/fixtures/oauth-flow.js';
import { backends, testClock } from '../../../test/harness.js';

// Every way a sign-in can fail ends without a session: back at redirect_to with an error when this
// browser started the flow, a plain 400 page when it did not, a GoTrue error before leaving when the
// request itself is wrong.
describe.each(backends)('OAuth sign-ins that must not succeed on $name', ({ name }) => {
  const clock = testClock();
  const { server: current, provider } = useOAuthTestServer(name, {
    provider: { login: 'form' },
    now: clock.now,
    env: (fixture) => ({
      ...providerEnv('google', fixture),
      ...providerEnv('apple', fixture),
      // Plain OAuth2: the same provider's endpoints, and its GitHub-shaped user API.
      ...providerEnv('github', fixture, '/github/user'),
    }),
  });
  afterEach(() => {
    clock.reset();
  });

  it('API-AUTH-10 / an unknown or unconfigured provider is InvalidOAuthProvider (1009) in GoTrue error form', async () => {
    const { authUrl } = current();
    for (const id of ['gitlab', 'discord', '']) {
      const response = await fetch(authorizeUrl(authUrl, id), { redirect: 'manual' });
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
    expect(new URL(started.url).origin).toBe(provider().issuer);
    const forged = await browser.navigate(`${authUrl}/callback?code=forged&state=not-the-state`, {
      stopAt: stopAtApp,
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

  it('a code the provider does not accept (failed exchange) is an error redirect, not a session', async () => {
    const { authUrl } = current();
    const before = await sessionCount(current());
    const browser = new TestBrowser();
    const started = await browser.navigate(authorizeUrl(authUrl, 'google'), { stopAt: () => true });
    const state = new URL(started.url).searchParams.get('state') ?? '';
    const answer = await browser.navigate(`${authUrl}/callback?code=made-up&state=${state}`, {
      stopAt: stopAtApp,
    });
    const { url } = landing(answer);
    expect(url.origin + url.pathname).toBe(appCallback);
    expect(url.searchParams.get('error')).toBe('server_error');
    expect(url.searchParams.get('error_description')).toBe('Google did not confirm the sign-in');
    expect(await sessionCount(current())).toBe(before);
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
});
