import { api } from '../api/client.js';
import { currentToken } from '../session/session.js';
import { store } from '../session/store.js';
import { userActions } from '../session/user-slice.js';
import { parseUserProfile, type UserProfile } from './user-profile.js';

let pending: { userId: string; promise: Promise<UserProfile | null> } | null = null;

/**
 * Loads the signed-in user's profile (`GET /api/user/profile`) into the store, once for every caller
 * that asks while it loads. Resolves null when nobody is signed in; rejects when the load fails (the
 * store then says 'failed' with the message).
 */
export function loadCurrentUser(): Promise<UserProfile | null> {
  const userId = currentToken()?.user.id;
  if (userId === undefined) return Promise.resolve(null);
  if (pending !== null && pending.userId === userId) return pending.promise;

  store.dispatch(userActions.profileRequested({ userId }));
  const load = async (): Promise<UserProfile | null> => {
    try {
      const profile = parseUserProfile(await api.get<unknown>('/api/user/profile'));
      store.dispatch(userActions.profileLoaded({ userId, profile }));
      return profile;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      store.dispatch(userActions.profileFailed({ userId, message }));
      throw error;
    }
  };
  const promise = load().finally(() => {
    if (pending?.promise === promise) pending = null;
  });
  pending = { userId, promise };
  return promise;
}
