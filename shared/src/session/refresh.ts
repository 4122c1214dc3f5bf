import { AppError, SpecMessages } from '../errors/index.js';
import { sessionEvents } from './events.js';
import { clearToken, currentToken, saveToken } from './session.js';
import { sessionActions } from './session-slice.js';
import { store } from './store.js';
import { withTabLock } from './tab-lock.js';
import { isTokenExpired, readToken, type SessionToken } from './token.js';

/**
 * Exchanges a token for a fresh one. The auth code registers the real implementation (the auth service's
 * refresh grant, see auth/register-refresher.ts); without one the API client never pretends to refresh.
 */
export type SessionRefresher = (token: SessionToken) => Promise<SessionToken>;

/** The Web Lock that serialises refreshes across the tabs of one origin. */
export const SESSION_REFRESH_LOCK = 'quire-session-refresh';

let refresher: SessionRefresher | null = null;
let inFlight: Promise<SessionToken> | null = null;

/** Registers (or with null removes) the refresher; returns a function that restores the previous one. */
export function setSessionRefresher(next: SessionRefresher | null): () => void {
  const previous = refresher;
  refresher = next;
  return () => {
    refresher = previous;
  };
}

export function hasSessionRefresher(): boolean {
  return refresher !== null;
}

function failed(cause?: unknown): AppError {
  return new AppError(
    'UserUnAuthorized',
    SpecMessages.failedToRefreshToken,
    cause === undefined ? undefined : { cause },
  );
}

/** Takes over what another tab stored, as the cross-tab watcher would have done had its event arrived. */
function adoptStored(stored: SessionToken | null): void {
  store.dispatch(sessionActions.tokenChanged(stored));
  sessionEvents.emit(stored === null ? 'session_invalid' : 'session_refresh');
}

/**
 * Runs inside the cross-tab lock. localStorage, not this tab's store, is the truth here: another tab may
 * have rotated the refresh token a moment ago (its `storage` event not yet delivered, or no watcher
 * installed), and exchanging the old one again would look like reuse and revoke the whole session.
 */
async function refreshLatest(refresh: SessionRefresher, ours: SessionToken): Promise<SessionToken> {
  const stored = readToken();
  if (stored === null) {
    // Signed out elsewhere: follow it instead of resurrecting the session with our copy.
    adoptStored(null);
    throw failed();
  }
  let token = ours;
  if (stored.refresh_token !== ours.refresh_token) {
    adoptStored(stored);
    if (!isTokenExpired(stored)) return stored;
    token = stored;
  }
  let next: SessionToken;
  try {
    next = await refresh(token);
  } catch (error) {
    // Unreachable is not refused: offline, the session is kept for when the auth service answers again.
    if (error instanceof AppError && error.errorName === 'NetworkError') throw error;
    clearToken();
    throw failed(error);
  }
  // Saved before the lock is released, so a tab waiting for it reads the new token, not the spent one.
  saveToken(next);
  return next;
}

/**
 * Refreshes the session. Refresh tokens rotate on every use, so two exchanges of one token revoke the
 * session; hence at most one refresh runs per tab (every concurrent caller gets its result) and, where the
 * browser has Web Locks, one per origin (a tab that waited re-reads the token the other tab stored).
 * A refused refresh clears the session and rejects 'Failed to refresh token' (API-AUTH-07); an unreachable
 * auth service rejects NetworkError and keeps the session.
 */
export function refreshSession(): Promise<SessionToken> {
  if (inFlight !== null) return inFlight;
  const token = currentToken();
  const refresh = refresher;
  if (token === null) return Promise.reject(new AppError('NotLoggedIn'));
  if (refresh === null) return Promise.reject(failed());

  const promise = withTabLock(SESSION_REFRESH_LOCK, () => refreshLatest(refresh, token)).finally(() => {
    inFlight = null;
  });
  inFlight = promise;
  return promise;
}
