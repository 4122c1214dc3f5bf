import { getRuntimeConfig } from '../config/index.js';

/** The path, on the current origin, where every sign-in returns (spec 000 §2). */
export const AUTH_CALLBACK_PATH = '/auth/callback';

/**
 * The origin sign-in returns to: the page's own; where there is no page (Node: server rendering, tests),
 * the public address the server configured for browsers.
 */
export function currentOrigin(): string {
  const location = (globalThis as { location?: Location }).location;
  return location?.origin ?? new URL(getRuntimeConfig().publicUrl).origin;
}

export function authCallbackUrl(): string {
  return `${currentOrigin()}${AUTH_CALLBACK_PATH}`;
}
