import { api } from '../api/client.js';
import { AppError, SpecMessages } from '../errors/index.js';
import { markSessionValid, saveToken } from '../session/session.js';
import { logSignInFailure } from './log.js';
import { notePasswordRecovery } from './password-recovery.js';
import { takeRedirectTo } from './redirect-target.js';
import { exchangeRefreshToken } from './token-grant.js';

function loginError(message: string, cause?: unknown): AppError {
  return new AppError('Unhandled', message, cause === undefined ? undefined : { cause });
}

/** GoTrue reports a failed verification in the hash or the query (`error`, `error_description`). */
function providerError(url: URL, hash: URLSearchParams): string | undefined {
  for (const params of [hash, url.searchParams]) {
    const text = params.get('error_description') ?? params.get('error');
    if (text !== null && text !== '') return text;
  }
  return undefined;
}

async function completeLogin(href: string): Promise<string> {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.slice(1));
  if (url.hash === '' || url.hash === '#') {
    throw loginError(SpecMessages.noHashFound, providerError(url, hash));
  }
  const accessToken = hash.get('access_token');
  const refreshToken = hash.get('refresh_token');
  if (accessToken === null || accessToken === '' || refreshToken === null || refreshToken === '') {
    throw loginError(SpecMessages.noAccessOrRefreshToken, providerError(url, hash));
  }
  try {
    // Creates the user and their first workspace on a first sign-in; the token in the path is the proof.
    await api.get(`/api/user/verify/${encodeURIComponent(accessToken)}`, { auth: false });
  } catch (error) {
    throw loginError(SpecMessages.verifyTokenFailed, error);
  }
  let token;
  try {
    // As AppFlowy does: one refresh turns the redirect's tokens into a whole session (with the user).
    token = await exchangeRefreshToken(refreshToken);
  } catch (error) {
    throw loginError(SpecMessages.refreshTokenFailed, error);
  }
  // Before the session exists: saving it mounts the signed-in app, which looks for the note.
  notePasswordRecovery(hash.get('type') === 'recovery');
  saveToken(token);
  markSessionValid();
  return takeRedirectTo();
}

const inFlight = new Map<string, Promise<string>>();

/**
 * The login step of the login-redirect screen (API-AUTH-12..17, LOG-18): parses the tokens in `href`'s hash,
 * verifies them, refreshes once, saves the session (session_refresh, then session_valid) and resolves with
 * the path to go to. Rejections (AppError, code -1): 'No hash found', 'No access token or refresh token
 * found', 'Verify token failed', 'Refresh token failed'; each is logged and re-raised (LOG-16). When the
 * auth service sent the browser back with its own `error_description` (a used or expired link), that text
 * is the rejection's `cause`, a string the screen may show beside the spec's message.
 * Concurrent calls for one address share one attempt: its refresh token may be exchanged only once, and
 * React's StrictMode runs effects twice. A sign-in through a password-recovery mail (`type=recovery`) is noted
 * for the workspace, which then asks for a new password.
 */
export function loginFromUrl(href: string): Promise<string> {
  const pending = inFlight.get(href);
  if (pending !== undefined) return pending;
  const attempt = completeLogin(href)
    .catch((error: unknown) => {
      logSignInFailure('login from the redirect', error);
      throw error;
    })
    .finally(() => {
      inFlight.delete(href);
    });
  inFlight.set(href, attempt);
  return attempt;
}
