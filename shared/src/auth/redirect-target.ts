import { StorageKeys, readStored, removeStored, writeStored } from '../platform/storage.js';
import { AUTH_CALLBACK_PATH, currentOrigin } from './origin.js';

/** Where a sign-in lands when no usable target was stored (spec 001 §2). */
export const APP_PATH = '/app';

/** Before sign-in the wanted address is stored under `redirectTo` (LOG-17, CCH-14). */
export function storeRedirectTo(target: string): void {
  writeStored(StorageKeys.redirectTo, target);
}

/** The stored target, left in place (the 'Login failed' dialog's try-again offers it again). */
export function peekRedirectTo(): string | null {
  return readStored(StorageKeys.redirectTo);
}

/**
 * Turns a stored target into a path on this origin. A target whose path is the root or empty goes to
 * /app (LOG-19). A target on another origin, or junk, also goes to /app: `redirectTo` can be set from a
 * `/login?redirectTo=` link, and following it off-site after sign-in would make Quire an open redirect.
 * The login-redirect screen itself goes to /app as well.
 */
export function resolveRedirectTarget(raw: string | null, origin: string = currentOrigin()): string {
  if (raw === null || raw.trim() === '') return APP_PATH;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return APP_PATH;
  }
  if (url.origin !== new URL(origin).origin) return APP_PATH;
  if (url.pathname === '' || url.pathname === '/') return APP_PATH;
  // Landing on the login-redirect screen again would rerun the login step without tokens: 'Login failed'.
  if (url.pathname === AUTH_CALLBACK_PATH) return APP_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** After sign-in the target is read, cleared (LOG-18) and resolved. */
export function takeRedirectTo(): string {
  const raw = peekRedirectTo();
  removeStored(StorageKeys.redirectTo);
  return resolveRedirectTarget(raw);
}
