import { useCallback, useEffect } from 'react';
import { useAppSelector } from '../session/hooks.js';
import { selectUserId } from '../session/session-slice.js';
import { selectCurrentUser, type CurrentUserStatus } from '../session/user-slice.js';
import { loadCurrentUser } from './current-user.js';
import type { UserProfile } from './user-profile.js';

export interface CurrentUser {
  /** The profile once loaded; null while signed out, loading or failed. */
  user: UserProfile | null;
  signedIn: boolean;
  status: CurrentUserStatus;
  error: string | null;
  /** Loads the profile again (after a failure). */
  reload: () => void;
}

function load(): void {
  loadCurrentUser().catch((error: unknown) => {
    console.error('The user profile could not be loaded', error);
  });
}

/**
 * The signed-in user for screens. The profile is cached in the page's store, so every screen shares one
 * load; it is loaded on first use after a sign-in and dropped when the user changes or signs out.
 */
export function useCurrentUser(): CurrentUser {
  const userId = useAppSelector(selectUserId);
  const state = useAppSelector(selectCurrentUser);
  const current = state.userId === userId;
  const needsLoad = userId !== null && current && state.status === 'idle';

  useEffect(() => {
    if (needsLoad) load();
  }, [needsLoad, userId]);

  const reload = useCallback(() => {
    load();
  }, []);

  return {
    user: current ? state.profile : null,
    signedIn: userId !== null,
    status: current ? state.status : 'idle',
    error: current ? state.error : null,
    reload,
  };
}
