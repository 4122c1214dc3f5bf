import { AppError, SpecMessages } from '../errors/index.js';
import { clearToken, currentToken, saveToken } from './session.js';
import type { SessionToken } from './token.js';

/**
 * Exchanges a token for a fresh one. The accounts code registers the real implementation (the auth
 * service's refresh grant); until one is registered the API client never pretends to refresh.
 */
export type SessionRefresher = (token: SessionToken) => Promise<SessionToken>;

let refresher: SessionRefresher | null = null;
let inFlight: { refreshToken: string; promise: Promise<SessionToken> } | null = null;

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

/**
 * Refreshes the current session once, however many callers ask at the same time: refresh tokens rotate on
 * every use, so a second concurrent exchange of the same token would be taken for reuse and revoke the
 * session. A failed refresh clears the session (API-AUTH-07).
 */
export function refreshSession(): Promise<SessionToken> {
  const token = currentToken();
  const refresh = refresher;
  if (token === null) return Promise.reject(new AppError('NotLoggedIn'));
  if (refresh === null) {
    return Promise.reject(new AppError('UserUnAuthorized', SpecMessages.failedToRefreshToken));
  }
  if (inFlight !== null && inFlight.refreshToken === token.refresh_token) return inFlight.promise;

  const promise = (async () => {
    try {
      const next = await refresh(token);
      saveToken(next);
      return next;
    } catch (error) {
      clearToken();
      throw new AppError('UserUnAuthorized', SpecMessages.failedToRefreshToken, { cause: error });
    } finally {
      inFlight = null;
    }
  })();
  inFlight = { refreshToken: token.refresh_token, promise };
  return promise;
}
