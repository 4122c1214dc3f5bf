import { StorageKeys, readStored } from '../platform/storage.js';

/** The session as stored under localStorage `token` (JSON), in GoTrue's field names. */
export interface SessionToken {
  access_token: string;
  refresh_token: string;
  /** Unix time in seconds. */
  expires_at: number;
  user: { id: string };
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** localStorage is written by other tabs, older builds and users; anything that is not a whole token is junk. */
export function isSessionToken(value: unknown): value is SessionToken {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  const user = candidate.user;
  return (
    isNonEmptyString(candidate.access_token) &&
    isNonEmptyString(candidate.refresh_token) &&
    typeof candidate.expires_at === 'number' &&
    Number.isFinite(candidate.expires_at) &&
    typeof user === 'object' &&
    user !== null &&
    isNonEmptyString((user as Record<string, unknown>).id)
  );
}

/** Parses a stored token; junk (bad JSON, missing fields) reads as signed out. */
export function parseSessionToken(raw: string | null): SessionToken | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isSessionToken(value)) return null;
  // Keep only the known fields so that nothing unexpected reaches the store.
  return {
    access_token: value.access_token,
    refresh_token: value.refresh_token,
    expires_at: value.expires_at,
    user: { id: value.user.id },
  };
}

export function readToken(): SessionToken | null {
  return parseSessionToken(readStored(StorageKeys.token));
}

/**
 * A token counts as expired a little before `expires_at`, so that a request started now does not reach the
 * server with a token that expires on the way.
 */
const EXPIRY_MARGIN_SECONDS = 30;

export function isTokenExpired(token: SessionToken, nowMs: number = Date.now()): boolean {
  return token.expires_at - EXPIRY_MARGIN_SECONDS <= nowMs / 1000;
}
