// Client-side steps of signing in, as a browser and a mail reader would take them against a test server.
import type { TestServer } from './harness.js';
import type { ReceivedMail } from './smtp.js';

export const testPublicUrl = 'https://quire.test';

export interface MagicLinkOptions {
  redirectTo?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  headers?: Record<string, string>;
}

export function requestMagicLink(
  running: TestServer,
  email: string,
  options: MagicLinkOptions = {},
): Promise<Response> {
  return fetch(`${running.authUrl}/magiclink`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.redirectTo === undefined ? {} : { Redirect_to: options.redirectTo }),
      ...options.headers,
    },
    body: JSON.stringify({
      email,
      code_challenge: options.codeChallenge ?? '',
      code_challenge_method: options.codeChallengeMethod ?? '',
      data: {},
    }),
  });
}

/** The sign-in link of a mail, moved onto the test server's real port (the configured one is port 0). */
export function linkOf(running: TestServer, mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/verify\?\S+/.exec(mail.text);
  if (match === null) throw new Error(`no sign-in link in: ${mail.text}`);
  const link = new URL(match[0]);
  if (link.origin !== new URL(running.server.config.authPublicUrl).origin) {
    throw new Error(`the link ${link.origin} is not the auth service's public address`);
  }
  return new URL(`${link.pathname}${link.search}`, running.authUrl);
}

export function codeOf(mail: ReceivedMail): string {
  const match = /code: (\d{6})/.exec(mail.text);
  if (match?.[1] === undefined) throw new Error(`no code in: ${mail.text}`);
  return match[1];
}

/** Follows one step like a browser would, without following further: the 303 and where it points. */
export async function follow(url: URL | string): Promise<{ status: number; location: URL }> {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (location === null) throw new Error(`no redirect from ${String(url)} (HTTP ${response.status})`);
  return { status: response.status, location: new URL(location) };
}

export function hashParams(url: URL): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(url.hash.slice(1)));
}

export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export function refresh(running: TestServer, refreshToken: string): Promise<Response> {
  return postJson(`${running.authUrl}/token?grant_type=refresh_token`, { refresh_token: refreshToken });
}

export interface PasswordMailOptions {
  redirectTo?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  headers?: Record<string, string>;
}

function mailedLinkRequest(
  running: TestServer,
  path: '/signup' | '/recover',
  body: Record<string, unknown>,
  options: PasswordMailOptions,
): Promise<Response> {
  return postJson(
    `${running.authUrl}${path}`,
    {
      ...body,
      code_challenge: options.codeChallenge ?? '',
      code_challenge_method: options.codeChallengeMethod ?? '',
    },
    {
      ...(options.redirectTo === undefined ? {} : { Redirect_to: options.redirectTo }),
      ...options.headers,
    },
  );
}

/** GoTrue's `POST /signup` by e-mail and password (QUIRE_PASSWORD_SIGNIN). */
export function signUp(
  running: TestServer,
  email: string,
  password: string,
  options: PasswordMailOptions = {},
): Promise<Response> {
  return mailedLinkRequest(running, '/signup', { email, password, data: {} }, options);
}

/** GoTrue's `POST /recover`: mails a recovery link. */
export function requestRecovery(
  running: TestServer,
  email: string,
  options: PasswordMailOptions = {},
): Promise<Response> {
  return mailedLinkRequest(running, '/recover', { email }, options);
}

/** `POST /token?grant_type=password`. */
export function passwordSignIn(
  running: TestServer,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return postJson(`${running.authUrl}/token?grant_type=password`, { email, password }, headers);
}

/** `POST /user/change-password` with the session's bearer token. */
export function changePassword(
  running: TestServer,
  accessToken: string,
  body: { password: string; current_password?: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  return postJson(`${running.authUrl}/user/change-password`, body, {
    authorization: `Bearer ${accessToken}`,
    ...headers,
  });
}
