import { act } from '@testing-library/react';
import { sessionActions, store, uiActions, userActions, type UserProfile } from '@quire/shared';

/** The signed-in user's profile (test data factory). */
export const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  uid: '1',
  uuid: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  avatar: null,
  latestWorkspaceId: null,
  ...overrides,
});

/** A session of `user-1` that stays valid for the test's length. */
export const testToken = {
  access_token: 'a',
  refresh_token: 'r',
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  user: { id: 'user-1' },
};

/** Signed in with the profile loaded (`null`: still on its way), so nothing starts a profile request of its own. */
export function signIn(loaded: UserProfile | null = profile()) {
  act(() => {
    store.dispatch(sessionActions.tokenChanged(testToken));
    store.dispatch(userActions.profileRequested({ userId: 'user-1' }));
    if (loaded !== null) store.dispatch(userActions.profileLoaded({ userId: 'user-1', profile: loaded }));
  });
}

/** Signed out with no login dialog open, as the next test expects to start. */
export function signOutQuietly() {
  act(() => {
    store.dispatch(uiActions.closeLoginDialog());
    store.dispatch(sessionActions.tokenChanged(null));
  });
}
