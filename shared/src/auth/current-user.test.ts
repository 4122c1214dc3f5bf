/**
 * @jest-environment node
 */
import { clearToken, saveToken } from '../session/session.js';
import { store } from '../session/store.js';
import { loadCurrentUser } from './index.js';
import { FUTURE_EXPIRY, startFakeAuthServer, type FakeAuthServer } from './test-utils/fake-auth-server.js';

let server: FakeAuthServer;

function signInAs(userId: string) {
  saveToken({
    ...server.signIn(userId, `${userId}@example.com`),
    expires_at: FUTURE_EXPIRY,
    user: { id: userId },
  });
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

describe('the current user', () => {
  it('ENT-45 / loads the profile once for concurrent callers and caches it in the store, mapped as spec 001 §3 says', async () => {
    signInAs('user-a');
    expect(store.getState().user).toMatchObject({ userId: 'user-a', status: 'idle', profile: null });
    const [first, second] = await Promise.all([loadCurrentUser(), loadCurrentUser()]);
    expect(first).toEqual({
      uid: '576460752303423489',
      uuid: 'user-a',
      email: 'user-a@example.com',
      name: 'Name of user-a@example.com',
      avatar: 'https://example.com/a.png',
      latestWorkspaceId: 'workspace-1',
    });
    expect(second).toBe(first);
    expect(server.seen.map((s) => s.path)).toEqual(['/api/user/profile']);
    expect(store.getState().user).toMatchObject({ status: 'loaded', profile: first });
  });

  it('keeps the profile across a refresh of the same user, and drops it on sign-out or another user', async () => {
    signInAs('user-a');
    await loadCurrentUser();
    signInAs('user-a');
    expect(store.getState().user.status).toBe('loaded');
    signInAs('user-b');
    expect(store.getState().user).toMatchObject({ userId: 'user-b', status: 'idle', profile: null });
    clearToken();
    expect(store.getState().user).toMatchObject({ userId: null, profile: null });
    await expect(loadCurrentUser()).resolves.toBeNull();
  });

  it('an answer for a user who has meanwhile been replaced is not stored', async () => {
    signInAs('user-a');
    const loading = loadCurrentUser();
    signInAs('user-b');
    await loading;
    expect(store.getState().user).toMatchObject({ userId: 'user-b', profile: null, status: 'idle' });
  });

  it("API-USR-12 / a failed load (a missing user rejects with 'User not found') says so in the store and can be retried", async () => {
    signInAs('user-a');
    server.failures.set('GET /api/user/profile', {
      status: 200,
      body: { code: -2, message: 'User not found' },
    });
    await expect(loadCurrentUser()).rejects.toMatchObject({ message: 'User not found' });
    expect(store.getState().user).toMatchObject({ status: 'failed', error: 'User not found' });
    server.failures.clear();
    await expect(loadCurrentUser()).resolves.toMatchObject({ uuid: 'user-a' });
    expect(store.getState().user.status).toBe('loaded');
  });
});
