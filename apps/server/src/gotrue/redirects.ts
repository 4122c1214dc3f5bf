import { AppError } from '@quire/shared/errors';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config/index.js';
import type { TokenResponse } from './sessions.js';

/** Where the browser lands after signing in when the request named no target (spec: /auth/callback). */
export function defaultRedirect(config: Config): string {
  return `${config.publicUrl}/auth/callback`;
}

/**
 * The address a sign-in may send the browser (and its tokens) to: only the public URL's origin and
 * QUIRE_REDIRECT_ORIGINS; anything else is refused outright, because a token handed to a foreign origin
 * is an account handed over. A path (`/app`) is taken relative to the public URL; none → /auth/callback.
 */
export function allowedRedirect(config: Config, url: string | undefined): string {
  const value = url?.trim() ?? '';
  if (value === '') return defaultRedirect(config);
  let target: URL;
  try {
    // Only a single leading slash is a path: `//host` and `/\host` are other hosts to a browser.
    target = /^\/(?![/\\])/.test(value) ? new URL(value, config.publicUrl) : new URL(value);
  } catch {
    throw new AppError('InvalidUrl', `redirect_to is not a valid address: ${value}`);
  }
  if (!config.auth.redirectOrigins.includes(target.origin)) {
    throw new AppError('InvalidUrl', `redirect_to must stay on an allowed origin, got ${target.origin}`);
  }
  return target.toString();
}

/** GoTrue's implicit-flow answer: 303 to `redirect_to#access_token=…&…&type=…` (the hash never reaches a server). */
export function redirectWithTokens(
  reply: FastifyReply,
  redirectTo: string,
  tokens: TokenResponse,
  type: string,
): FastifyReply {
  const target = new URL(redirectTo);
  target.hash = new URLSearchParams({
    access_token: tokens.access_token,
    expires_at: String(tokens.expires_at),
    expires_in: String(tokens.expires_in),
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    type,
  }).toString();
  return reply.redirect(target.toString(), 303);
}

/** GoTrue's PKCE answer: 303 to `redirect_to?code=…`, exchanged at `POST /token?grant_type=pkce`. */
export function redirectWithCode(reply: FastifyReply, redirectTo: string, code: string): FastifyReply {
  const target = new URL(redirectTo);
  target.searchParams.set('code', code);
  return reply.redirect(target.toString(), 303);
}

/** GoTrue's error form on a redirect: `redirect_to?error=…&error_code=…&error_description=…`. */
export function redirectWithError(
  reply: FastifyReply,
  redirectTo: string,
  error: string,
  description: string,
  errorCode?: string,
): FastifyReply {
  const target = new URL(redirectTo);
  target.searchParams.set('error', error);
  if (errorCode !== undefined) target.searchParams.set('error_code', errorCode);
  target.searchParams.set('error_description', description);
  return reply.redirect(target.toString(), 303);
}
