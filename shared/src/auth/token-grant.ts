import { authApi } from '../api/client.js';
import { AppError } from '../errors/index.js';
import type { SessionRefresher } from '../session/refresh.js';
import { isSessionToken, type SessionToken } from '../session/token.js';

function unreadable(): AppError {
  return new AppError('SerdeError', 'The auth service answered with a token that could not be read.');
}

/**
 * GoTrue's token response (`{access_token, token_type, expires_in, expires_at, refresh_token, user}`) as
 * the session keeps it. `expires_at` is computed from `expires_in` when a server leaves it out.
 */
export function parseTokenGrant(value: unknown, nowMs: number = Date.now()): SessionToken {
  if (typeof value !== 'object' || value === null) throw unreadable();
  const record = value as Record<string, unknown>;
  const user = record.user;
  const expiresAt =
    typeof record.expires_at === 'number'
      ? record.expires_at
      : typeof record.expires_in === 'number'
        ? Math.floor(nowMs / 1000) + record.expires_in
        : undefined;
  const token = {
    access_token: record.access_token,
    refresh_token: record.refresh_token,
    expires_at: expiresAt,
    user: {
      id: typeof user === 'object' && user !== null ? (user as Record<string, unknown>).id : undefined,
    },
  };
  if (!isSessionToken(token)) throw unreadable();
  return token;
}

/** `POST {authBase}/token?grant_type=refresh_token {refresh_token}` (API-AUTH-08). The token rotates. */
export async function exchangeRefreshToken(refreshToken: string): Promise<SessionToken> {
  const answer = await authApi.post<unknown>(
    '/token',
    { refresh_token: refreshToken },
    { query: { grant_type: 'refresh_token' } },
  );
  return parseTokenGrant(answer);
}

/** The session refresher of the page: the auth service's refresh grant. */
export const refreshWithAuthService: SessionRefresher = (token) => exchangeRefreshToken(token.refresh_token);
