/**
 * @jest-environment node
 */
import { api } from '../api/client.js';
import { StorageKeys, readStored, writeStored } from '../platform/storage.js';
import { SESSION_REFRESH_LOCK, hasSessionRefresher } from '../session/refresh.js';
import { clearToken, currentToken, saveToken } from '../session/session.js';
import type { SessionToken } from '../session/token.js';
import { exchangeRefreshToken } from './index.js';
import { startFakeAuthServer, type FakeAuthServer } from './test-utils/fake-auth-server.js';
import { recordEvents } from '../session/test-utils/record-events.js';

let server: FakeAuthServer;

const past = () => Math.floor(Date.now() / 1000) - 60;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function session(userId: string, expiresAt: number): SessionToken {
  return { ...server.signIn(userId, `${userId}@example.com`), expires_at: expiresAt, user: { id: userId } };
}

/** Another tab of the same origin: it refreshes on its own and writes localStorage, not this tab's store. */
async function otherTabRefreshes(token: SessionToken): Promise<SessionToken> {
  const next = await exchangeRefreshToken(token.refresh_token);
  writeStored(StorageKeys.token, JSON.stringify(next));
  return next;
}

/** A minimal Web Locks manager: one queue per name, held until the callback's promise settles. */
function createLockManager() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name: string, callback: () => Promise<unknown>): Promise<unknown> {
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

beforeAll(async () => {
  server = await startFakeAuthServer();
});

afterAll(async () => {
  await server.stop();
});

beforeEach(() => {
  clearToken();
  server.reset();
});

describe('the session refresher (the auth service refresh grant)', () => {
  it('is registered by the auth module', () => {
    expect(hasSessionRefresher()).toBe(true);
  });

  it('API-AUTH-05 API-AUTH-08 / an expired token is refreshed before an authenticated request', async () => {
    const old = session('user-a', past());
    saveToken(old);
    const { events, stop } = recordEvents();
    await expect(api.get('/api/secure')).resolves.toBe('secret');
    stop();

    const [grant, call] = server.seen;
    expect(grant).toMatchObject({ method: 'POST', path: '/auth/token?grant_type=refresh_token' });
    expect(JSON.parse(grant?.body ?? '')).toEqual({ refresh_token: old.refresh_token });
    const fresh = currentToken();
    expect(fresh).toMatchObject({ user: { id: 'user-a' }, expires_at: expect.any(Number) as number });
    expect(fresh?.refresh_token).not.toBe(old.refresh_token);
    expect(call).toMatchObject({ path: '/api/secure', authorization: `Bearer ${fresh?.access_token ?? ''}` });
    expect(JSON.parse(readStored(StorageKeys.token) ?? 'null')).toEqual(fresh);
    expect(events).toEqual(['session_refresh']);
  });

  it('API-AUTH-06 / a 401 triggers one refresh and one retry with the new token', async () => {
    const old = session('user-a', inAnHour());
    saveToken(old);
    server.rejectAccess(old.access_token);
    await expect(api.get('/api/secure')).resolves.toBe('secret');
    expect(server.seen.map((s) => `${s.method} ${s.path} ${s.authorization ?? '-'}`)).toEqual([
      `GET /api/secure Bearer ${old.access_token}`,
      'POST /auth/token?grant_type=refresh_token -',
      `GET /api/secure Bearer ${currentToken()?.access_token ?? ''}`,
    ]);
  });

  it("API-AUTH-07 ST-14 / a refresh the service refuses clears the session with 'Failed to refresh token'", async () => {
    saveToken({ ...session('user-a', past()), refresh_token: 'never-issued' });
    const { events, stop } = recordEvents();
    await expect(api.get('/api/secure')).rejects.toMatchObject({
      errorName: 'UserUnAuthorized',
      message: 'Failed to refresh token',
    });
    stop();
    expect(currentToken()).toBeNull();
    expect(readStored(StorageKeys.token)).toBeNull();
    expect(events).toEqual(['session_invalid']);
    expect(server.seen.map((s) => s.path)).toEqual(['/auth/token?grant_type=refresh_token']);
  });

  it('API-AUTH-07 / an auth service that cannot be reached keeps the session: the expired token goes as it is', async () => {
    const old = session('user-a', past());
    saveToken(old);
    server.dropRefresh = true;
    const { events, stop } = recordEvents();
    // The request still goes (offline, the worker may answer it from its copy); this server accepts it.
    await expect(api.get('/api/secure')).resolves.toBeDefined();
    // Refused by a server that is up: the refresh is tried again, and the failure says "network", not "signed out".
    server.rejectAccess(old.access_token);
    await expect(api.get('/api/secure')).rejects.toMatchObject({ errorName: 'NetworkError' });
    stop();
    expect(currentToken()?.refresh_token).toBe(old.refresh_token);
    expect(readStored(StorageKeys.token)).not.toBeNull();
    expect(events).toEqual([]);
    expect(server.seen.map((s) => `${s.method} ${s.path} ${s.authorization ?? '-'}`)).toEqual([
      'POST /auth/token?grant_type=refresh_token -',
      `GET /api/secure Bearer ${old.access_token}`,
      'POST /auth/token?grant_type=refresh_token -',
      `GET /api/secure Bearer ${old.access_token}`,
      'POST /auth/token?grant_type=refresh_token -',
    ]);
  });

  it('API-AUTH-05 / concurrent requests with an expired token make ONE refresh call, so the session survives rotation', async () => {
    saveToken(session('user-a', past()));
    server.refreshDelayMs = 50;
    await expect(
      Promise.all([api.get('/api/secure'), api.post('/api/secure'), api.get('/api/user/profile')]),
    ).resolves.toHaveLength(3);
    expect(server.refreshCalls()).toBe(1);
    expect(server.isRevoked(currentToken()?.refresh_token ?? '')).toBe(false);
  });

  it('API-AUTH-06 / concurrent 401s make ONE refresh call too', async () => {
    const old = session('user-a', inAnHour());
    saveToken(old);
    server.rejectAccess(old.access_token);
    server.refreshDelayMs = 30;
    await Promise.all([api.get('/api/secure'), api.get('/api/user/profile'), api.post('/api/secure')]);
    expect(server.refreshCalls()).toBe(1);
    expect(server.isRevoked(currentToken()?.refresh_token ?? '')).toBe(false);
  });

  it('ST-16 / a token another tab refreshed is used instead of refreshing the spent one', async () => {
    const old = session('user-a', past());
    saveToken(old);
    // The other tab's storage event has not reached this tab: its store still holds the spent token.
    const theirs = await otherTabRefreshes(old);
    expect(currentToken()?.refresh_token).toBe(old.refresh_token);

    const { events, stop } = recordEvents();
    await expect(api.get('/api/secure')).resolves.toBe('secret');
    stop();
    expect(server.refreshCalls()).toBe(1);
    expect(server.seen.at(-1)?.authorization).toBe(`Bearer ${theirs.access_token}`);
    expect(currentToken()).toEqual(theirs);
    expect(server.isRevoked(theirs.refresh_token)).toBe(false);
    expect(events).toEqual(['session_refresh']);
  });

  it('ST-16 / signed out in another tab: no refresh with the leftover token, the session ends here too', async () => {
    saveToken(session('user-a', past()));
    writeStored(StorageKeys.token, '');
    await expect(api.get('/api/secure')).rejects.toMatchObject({ message: 'Failed to refresh token' });
    expect(server.refreshCalls()).toBe(0);
    expect(currentToken()).toBeNull();
  });

  describe('with Web Locks', () => {
    beforeEach(() => {
      Object.defineProperty(globalThis, 'navigator', {
        value: { locks: createLockManager() },
        configurable: true,
      });
    });

    afterEach(() => {
      Reflect.deleteProperty(globalThis, 'navigator');
    });

    it('a refresh waits for another tab that is refreshing, then uses its token', async () => {
      const old = session('user-a', past());
      saveToken(old);
      const { locks } = navigator as unknown as { locks: ReturnType<typeof createLockManager> };
      const gate = { open: (): unknown => undefined };
      const opened = new Promise((resolve) => {
        gate.open = () => {
          resolve(undefined);
        };
      });
      let theirs: SessionToken | null = null;
      const otherTab = locks.request(SESSION_REFRESH_LOCK, async () => {
        await opened;
        theirs = await otherTabRefreshes(old);
      });

      const request = api.get('/api/secure');
      await new Promise((resolve) => setTimeout(resolve, 30));
      // Without the lock this tab would have exchanged the same refresh token already.
      expect(server.seen).toHaveLength(0);

      gate.open();
      await otherTab;
      await expect(request).resolves.toBe('secret');
      expect(server.refreshCalls()).toBe(1);
      expect(currentToken()).toEqual(theirs);
      expect(server.isRevoked(currentToken()?.refresh_token ?? '')).toBe(false);
    });
  });
});
