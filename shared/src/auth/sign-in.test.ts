/**
 * @jest-environment node
 */
import { StorageKeys, readStored, writeStored } from '../platform/storage.js';
import { clearToken, currentToken, saveToken } from '../session/session.js';
import {
  browserNavigation,
  getAuthSettings,
  isPasswordRecoveryPending,
  providerAuthorizeUrl,
  signInWithMagicLink,
  signInWithProvider,
  signOut,
} from './index.js';
import { notePasswordRecovery } from './password-recovery.js';
import { FUTURE_EXPIRY, startFakeAuthServer, type FakeAuthServer } from './test-utils/fake-auth-server.js';

let server: FakeAuthServer;

beforeAll(async () => {
  server = await startFakeAuthServer();
});

afterAll(async () => {
  await server.stop();
});

beforeEach(() => {
  clearToken();
  writeStored(StorageKeys.redirectTo, '');
  server.reset();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('signInWithMagicLink', () => {
  it('API-AUTH-09 LOG-17 / stores the target, then posts /magiclink with the callback in Redirect_to', async () => {
    await signInWithMagicLink('  ada@example.com ', 'http://quire.test/app/page-1');
    expect(readStored(StorageKeys.redirectTo)).toBe('http://quire.test/app/page-1');
    expect(server.seen).toHaveLength(1);
    const [sent] = server.seen;
    expect(sent).toMatchObject({ method: 'POST', path: '/auth/magiclink' });
    expect(sent?.headers.redirect_to).toBe('http://quire.test/auth/callback');
    // The auth service is another origin: a header outside its CORS list would fail the preflight.
    expect(sent?.headers['x-device-id']).toBeUndefined();
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      code_challenge: '',
      code_challenge_method: '',
      data: {},
      email: 'ada@example.com',
    });
  });

  it("VAL-08 VAL-12 / an invalid e-mail rejects 'signIn.invalidEmail' before any request or storage", async () => {
    await expect(signInWithMagicLink('ada@localhost', '/app')).rejects.toMatchObject({
      errorName: 'InvalidEmail',
      message: 'signIn.invalidEmail',
    });
    expect(server.seen).toHaveLength(0);
    expect(readStored(StorageKeys.redirectTo)).toBe('');
  });

  it('LOG-16 / a failure of the auth service is logged and re-raised with its message', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.failures.set('POST /auth/magiclink', {
      status: 429,
      body: { code: 429, error_code: 'over_email_send_rate_limit', msg: 'Email rate limit exceeded' },
    });
    await expect(signInWithMagicLink('ada@example.com', '/app')).rejects.toMatchObject({
      errorName: 'TooManyRequests',
      message: 'Email rate limit exceeded',
    });
    expect(logged).toHaveBeenCalledWith('Sign-in failed (magic link)', expect.anything());
  });
});

describe('signInWithProvider', () => {
  it('API-AUTH-10 LOG-17 / stores the target, then leaves for /authorize with the callback', () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    signInWithProvider('github', 'http://quire.test/app/x');
    expect(readStored(StorageKeys.redirectTo)).toBe('http://quire.test/app/x');
    expect(assign).toHaveBeenCalledWith(
      `${server.origin}/auth/authorize?provider=github&redirect_to=${encodeURIComponent('http://quire.test/auth/callback')}`,
    );
  });

  it('API-AUTH-11 / Google adds access_type=offline and prompt=consent; the others do not', () => {
    const google = new URL(providerAuthorizeUrl('google'));
    expect(Object.fromEntries(google.searchParams)).toEqual({
      provider: 'google',
      redirect_to: 'http://quire.test/auth/callback',
      access_type: 'offline',
      prompt: 'consent',
    });
    for (const provider of ['apple', 'github', 'discord'] as const) {
      const url = new URL(providerAuthorizeUrl(provider));
      expect([provider, url.searchParams.has('prompt'), url.searchParams.has('access_type')]).toEqual([
        provider,
        false,
        false,
      ]);
    }
  });
});

describe('getAuthSettings', () => {
  it('reads which providers are configured; concurrent calls share one request', async () => {
    server.providers = { google: true, apple: false, github: true, discord: false };
    const [first, second] = await Promise.all([getAuthSettings(), getAuthSettings()]);
    expect(first).toEqual({
      providers: { google: true, apple: false, github: true, discord: false },
      passwordSignIn: false,
    });
    expect(second).toEqual(first);
    expect(server.seen.map((s) => s.path)).toEqual(['/auth/settings']);
  });

  it('anything but true is not configured', async () => {
    server.providers = { google: 'yes', apple: 1, email: 'true' } as unknown as Record<string, boolean>;
    await expect(getAuthSettings()).resolves.toEqual({
      providers: { google: false, apple: false, github: false, discord: false },
      passwordSignIn: false,
    });
  });

  it('password sign-in is on when the email provider is', async () => {
    server.providers = { google: false, email: true };
    expect((await getAuthSettings()).passwordSignIn).toBe(true);
  });
});

describe('signOut', () => {
  it('ST-14 / posts /logout with the bearer token, then clears the session', async () => {
    const tokens = server.signIn('user-a', 'a@example.com');
    saveToken({ ...tokens, expires_at: FUTURE_EXPIRY, user: { id: 'user-a' } });
    await signOut();
    expect(server.seen.map((s) => `${s.method} ${s.path} ${s.authorization ?? '-'}`)).toEqual([
      `POST /auth/logout Bearer ${tokens.access_token}`,
    ]);
    expect(currentToken()).toBeNull();
    expect(readStored(StorageKeys.token)).toBeNull();
  });

  it('signs out on this device even when the auth service is unreachable', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tokens = server.signIn('user-a', 'a@example.com');
    saveToken({ ...tokens, expires_at: FUTURE_EXPIRY, user: { id: 'user-a' } });
    server.failures.set('POST /auth/logout', { status: 503, body: { msg: 'down' } });
    await signOut();
    expect(currentToken()).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('forgets a pending password recovery: the next sign-in in the tab is not asked for a new password', async () => {
    const tokens = server.signIn('user-a', 'a@example.com');
    saveToken({ ...tokens, expires_at: FUTURE_EXPIRY, user: { id: 'user-a' } });
    notePasswordRecovery(true);
    await signOut();
    expect(isPasswordRecoveryPending()).toBe(false);
  });
});
