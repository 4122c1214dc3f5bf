/**
 * @jest-environment node
 */
import { StorageKeys, readStored, writeStored } from '../platform/storage.js';
import { sessionEvents } from '../session/events.js';
import { clearToken, currentToken } from '../session/session.js';
import { clearPasswordRecovery, isPasswordRecoveryPending, loginFromUrl } from './index.js';
import { FUTURE_EXPIRY, startFakeAuthServer, type FakeAuthServer } from './test-utils/fake-auth-server.js';
import { recordEvents } from '../session/test-utils/record-events.js';

let server: FakeAuthServer;
const callback = 'http://quire.test/auth/callback';

function redirectWith(tokens: { access_token: string; refresh_token: string }, type = 'magiclink'): string {
  const hash = new URLSearchParams({
    access_token: tokens.access_token,
    expires_at: '1700000000',
    expires_in: '3600',
    refresh_token: tokens.refresh_token,
    token_type: 'bearer',
    type,
  });
  return `${callback}#${hash.toString()}`;
}

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
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('loginFromUrl', () => {
  it('API-AUTH-12 API-AUTH-13 ST-13 ST-15 LOG-18 / verifies, refreshes once, saves the session, emits valid and returns the stored target', async () => {
    const tokens = server.signIn('user-a', 'a@example.com');
    writeStored(StorageKeys.redirectTo, 'http://quire.test/app/page-1?view=2#block');
    const { events, stop } = recordEvents();

    await expect(loginFromUrl(redirectWith(tokens))).resolves.toBe('/app/page-1?view=2#block');
    stop();

    expect(server.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      `GET /api/user/verify/${tokens.access_token}`,
      'POST /auth/token?grant_type=refresh_token',
    ]);
    expect(server.seen[0]?.authorization).toBeUndefined();
    expect(JSON.parse(server.seen[1]?.body ?? '')).toEqual({ refresh_token: tokens.refresh_token });
    const saved = currentToken();
    expect(saved).toMatchObject({ user: { id: 'user-a' }, expires_at: FUTURE_EXPIRY });
    expect(saved?.refresh_token).not.toBe(tokens.refresh_token);
    expect(JSON.parse(readStored(StorageKeys.token) ?? 'null')).toEqual(saved);
    expect(events).toEqual(['session_refresh', 'session_valid']);
    expect(readStored(StorageKeys.redirectTo)).toBeNull();
  });

  it.each([
    ['the root', 'http://quire.test/'],
    ['an empty path', 'http://quire.test'],
    ['nothing stored', null],
  ])('LOG-19 / a stored target with %s goes to /app', async (_what, stored) => {
    if (stored !== null) writeStored(StorageKeys.redirectTo, stored);
    await expect(loginFromUrl(redirectWith(server.signIn('user-a', 'a@example.com')))).resolves.toBe('/app');
  });

  it("API-AUTH-14 / an address without a hash rejects 'No hash found' and sends nothing", async () => {
    await expect(loginFromUrl(`${callback}?x=1`)).rejects.toMatchObject({ message: 'No hash found' });
    await expect(loginFromUrl(`${callback}#`)).rejects.toMatchObject({ message: 'No hash found' });
    expect(server.seen).toHaveLength(0);
    expect(console.error).toHaveBeenCalled();
  });

  it("API-AUTH-14 / the auth service's own error description travels as the cause", async () => {
    const href = `${callback}?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`;
    await expect(loginFromUrl(href)).rejects.toMatchObject({
      message: 'No hash found',
      cause: 'Email link is invalid or has expired',
    });
    await expect(
      loginFromUrl(`${callback}#error=access_denied&error_description=Link+used`),
    ).rejects.toMatchObject({
      message: 'No access token or refresh token found',
      cause: 'Link used',
    });
  });

  it.each([
    ['no refresh token', '#access_token=a&type=magiclink'],
    ['no access token', '#refresh_token=r'],
    [
      'an error from the auth service',
      '#error=access_denied&error_description=Email+link+is+invalid+or+has+expired',
    ],
  ])(
    "API-AUTH-15 / a hash with %s rejects code -1 'No access token or refresh token found'",
    async (_what, hash) => {
      await expect(loginFromUrl(`${callback}${hash}`)).rejects.toMatchObject({
        code: -1,
        message: 'No access token or refresh token found',
      });
      expect(server.seen).toHaveLength(0);
    },
  );

  it("API-AUTH-16 / a token the API does not accept rejects code -1 'Verify token failed'", async () => {
    const tokens = server.signIn('user-a', 'a@example.com');
    server.rejectAccess(tokens.access_token);
    await expect(loginFromUrl(redirectWith(tokens))).rejects.toMatchObject({
      code: -1,
      message: 'Verify token failed',
    });
    expect(server.refreshCalls()).toBe(0);
    expect(currentToken()).toBeNull();
  });

  it("API-AUTH-17 LOG-16 / a refresh the service refuses rejects code -1 'Refresh token failed', logged, nothing saved", async () => {
    const tokens = server.signIn('user-a', 'a@example.com');
    const { events, stop } = recordEvents();
    await expect(loginFromUrl(redirectWith({ ...tokens, refresh_token: 'spent' }))).rejects.toMatchObject({
      code: -1,
      message: 'Refresh token failed',
    });
    stop();
    expect(currentToken()).toBeNull();
    expect(events).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(
      'Sign-in failed (login from the redirect)',
      expect.objectContaining({ message: 'Refresh token failed' }),
    );
  });

  it('runs once for one address however often it is asked at the same time (the refresh token is single use)', async () => {
    const href = redirectWith(server.signIn('user-a', 'a@example.com'));
    server.refreshDelayMs = 20;
    const [first, second] = await Promise.all([loginFromUrl(href), loginFromUrl(href)]);
    expect(first).toBe(second);
    expect(server.refreshCalls()).toBe(1);
  });

  it('notes a sign-in through a password-recovery mail before the session appears; any other sign-in clears the note', async () => {
    clearPasswordRecovery();
    const pendingWhenSaved: boolean[] = [];
    const stop = sessionEvents.on('session_refresh', () => {
      pendingWhenSaved.push(isPasswordRecoveryPending());
    });
    await loginFromUrl(redirectWith(server.signIn('user-a', 'a@example.com'), 'recovery'));
    stop();
    expect(pendingWhenSaved).toEqual([true]);
    expect(isPasswordRecoveryPending()).toBe(true);

    await loginFromUrl(redirectWith(server.signIn('user-a', 'a@example.com'), 'magiclink'));
    expect(isPasswordRecoveryPending()).toBe(false);
  });

  it('a recovery sign-in that fails notes nothing', async () => {
    clearPasswordRecovery();
    const tokens = server.signIn('user-a', 'a@example.com');
    await expect(
      loginFromUrl(redirectWith({ ...tokens, refresh_token: 'spent' }, 'recovery')),
    ).rejects.toMatchObject({ message: 'Refresh token failed' });
    expect(isPasswordRecoveryPending()).toBe(false);
  });
});
