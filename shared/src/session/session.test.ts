import { sessionEvents } from './events.js';
import { watchSessionAcrossTabs } from './cross-tab.js';
import { clearToken, markSessionValid, saveToken } from './session.js';
import { selectIsSignedIn, selectUserId } from './session-slice.js';
import { createAppStore, store } from './store.js';
import { isTokenExpired, parseSessionToken, readToken, type SessionToken } from './token.js';
import { selectLoginDialog, uiActions } from './ui-slice.js';
import { userActions } from './user-slice.js';
import { recordEvents } from './test-utils/record-events.js';

const sample: SessionToken = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expires_at: 2_000_000_000,
  user: { id: 'b7e0c1d2-0000-4000-8000-000000000001' },
};

beforeEach(() => {
  localStorage.clear();
  clearToken();
});

describe('token storage', () => {
  it('CCH-13 ENT-43 ST-13 / saveToken keeps the token as JSON under "token", signs in and emits session_refresh', () => {
    const { events, stop } = recordEvents();
    saveToken(sample);
    stop();
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toEqual(sample);
    expect(readToken()).toEqual(sample);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectUserId(store.getState())).toBe(sample.user.id);
    expect(events).toEqual(['session_refresh']);
  });

  it('ST-14 / clearToken removes it, signs out and emits session_invalid', () => {
    saveToken(sample);
    const { events, stop } = recordEvents();
    clearToken();
    stop();
    expect(localStorage.getItem('token')).toBeNull();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectUserId(store.getState())).toBeNull();
    expect(events).toEqual(['session_invalid']);
  });

  it('ST-15 / markSessionValid emits session_valid', () => {
    const { events, stop } = recordEvents();
    markSessionValid();
    stop();
    expect(events).toEqual(['session_valid']);
  });

  it('junk in localStorage reads as signed out', () => {
    for (const junk of [
      '{',
      '"token"',
      '{"access_token":"a"}',
      JSON.stringify({ ...sample, expires_at: 'soon' }),
    ]) {
      localStorage.setItem('token', junk);
      expect(readToken()).toBeNull();
      expect(selectIsSignedIn(createAppStore().getState())).toBe(false);
    }
    localStorage.setItem('token', JSON.stringify({ ...sample, extra: { nested: true } }));
    expect(createAppStore().getState().session.token).toEqual(sample);
  });

  it('rejects an incomplete token instead of storing it', () => {
    expect(() => {
      saveToken({ ...sample, access_token: '' });
    }).toThrow(TypeError);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('treats a token as expired shortly before expires_at', () => {
    const now = 1_700_000_000_000;
    expect(isTokenExpired({ ...sample, expires_at: now / 1000 + 3600 }, now)).toBe(false);
    expect(isTokenExpired({ ...sample, expires_at: now / 1000 + 5 }, now)).toBe(true);
    expect(isTokenExpired({ ...sample, expires_at: now / 1000 - 1 }, now)).toBe(true);
  });

  it('an unsubscribed listener is not called, and a throwing one does not stop the others', () => {
    const calls: string[] = [];
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const off = sessionEvents.on('session_valid', () => calls.push('removed'));
    const offBroken = sessionEvents.on('session_valid', () => {
      throw new Error('broken listener');
    });
    const offLast = sessionEvents.on('session_valid', () => calls.push('last'));
    off();
    markSessionValid();
    offLast();
    offBroken();
    expect(calls).toEqual(['last']);
    expect(errorSpy).toHaveBeenCalled();
    errorSpy.mockRestore();
  });
});

describe('other tabs', () => {
  function storageEvent(key: string | null, newValue: string | null) {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  }

  it('ST-16 / a token written or removed in another tab updates this tab', () => {
    const stop = watchSessionAcrossTabs();
    const { events, stop: stopEvents } = recordEvents();

    storageEvent('token', JSON.stringify(sample));
    expect(selectUserId(store.getState())).toBe(sample.user.id);

    storageEvent('token', null);
    expect(selectIsSignedIn(store.getState())).toBe(false);

    storageEvent('token', 'not json');
    storageEvent('x-device-id', 'abcdefgh');
    expect(selectIsSignedIn(store.getState())).toBe(false);

    stop();
    storageEvent('token', JSON.stringify(sample));
    expect(selectIsSignedIn(store.getState())).toBe(false);
    stopEvents();
    expect(events).toEqual(['session_refresh', 'session_invalid']);
  });

  it("ST-16 / another user signing in elsewhere drops this tab's cached profile", () => {
    const stop = watchSessionAcrossTabs();
    saveToken(sample);
    store.dispatch(
      userActions.profileLoaded({
        userId: sample.user.id,
        profile: {
          uid: '1',
          uuid: sample.user.id,
          email: 'a@example.com',
          name: null,
          avatar: null,
          latestWorkspaceId: null,
        },
      }),
    );
    storageEvent('token', JSON.stringify({ ...sample, user: { id: 'someone-else' } }));
    stop();
    expect(store.getState().user).toEqual({
      userId: 'someone-else',
      status: 'idle',
      profile: null,
      error: null,
    });
  });

  it('parses only whole tokens', () => {
    expect(parseSessionToken(JSON.stringify(sample))).toEqual(sample);
    expect(parseSessionToken(JSON.stringify({ ...sample, user: {} }))).toBeNull();
    expect(parseSessionToken(null)).toBeNull();
  });
});

describe('ui slice', () => {
  it('LOG-12 LOG-13 / opens the login dialog with a redirect target and closes it', () => {
    expect(selectLoginDialog(store.getState())).toEqual({ open: false, redirectTo: null });
    store.dispatch(uiActions.openLoginDialog({ redirectTo: '/app/abc' }));
    expect(selectLoginDialog(store.getState())).toEqual({ open: true, redirectTo: '/app/abc' });
    store.dispatch(uiActions.closeLoginDialog());
    expect(selectLoginDialog(store.getState())).toEqual({ open: false, redirectTo: null });
    store.dispatch(uiActions.openLoginDialog());
    expect(selectLoginDialog(store.getState())).toEqual({ open: true, redirectTo: null });
  });
});
