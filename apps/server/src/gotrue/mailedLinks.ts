// What every route that mails a link shares (`/magiclink`, `/signup`, `/recover`): the address check, the
// redirect target, the PKCE challenge, one set of rate limits and the mail itself.

import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseRequest } from '../http/validate.js';
import type { MailMessage } from '../mail/index.js';
import { normaliseEmail } from '../models/email.js';
import type { AuthDeps } from './deps.js';
import { isValidSignInEmail } from './email.js';
import { AuthError } from './errors.js';
import { createMailedLink, type NewMailedLink } from './oneTimeTokens.js';
import type { CodeChallenge, CodeChallengeMethod } from './pkce.js';
import { enforceRateLimit, rateLimitAddress } from './rateLimit.js';

export const redirectQuerySchema = z.object({ redirect_to: z.string().max(2048).optional() });

/** The address normalised, or InvalidEmail in GoTrue's form when it fails the spec's check. */
export function signInEmailOf(raw: string): string {
  const email = normaliseEmail(raw);
  if (!isValidSignInEmail(email)) {
    throw new AuthError('InvalidEmail', 'Unable to validate email address: invalid format', {
      status: 400,
      errorCode: 'email_address_invalid',
      oauthError: 'invalid_request',
    });
  }
  return email;
}

/** AppFlowy sends the target as a `Redirect_to` header (any case); GoTrue also reads `?redirect_to=`. */
export function redirectToOf(request: FastifyRequest): string | undefined {
  const header = request.headers.redirect_to;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader ?? parseRequest(redirectQuerySchema, request.query, 'query').redirect_to;
}

/** Empty challenge strings mean "no PKCE" (the implicit flow), as AppFlowy sends them. */
export function challengeOf(body: {
  code_challenge?: string | undefined;
  code_challenge_method?: CodeChallengeMethod | '' | undefined;
}): CodeChallenge | null {
  return body.code_challenge && body.code_challenge_method
    ? { challenge: body.code_challenge, method: body.code_challenge_method }
    : null;
}

/**
 * Per client address first (one network hammering many addresses), then per recipient. Every kind of mailed
 * link counts against the same budget, so that no route multiplies the mails one address can be sent.
 */
export async function enforceMailRateLimits(deps: AuthDeps, email: string, address: string): Promise<void> {
  const { perAddress, perEmail } = deps.config.auth.magicLinkRate;
  const now = deps.now();
  await enforceRateLimit(deps.db, `magiclink:address:${rateLimitAddress(address)}`, perAddress, now, {
    errorCode: 'over_request_rate_limit',
    message: (seconds) => `Too many sign-in requests from this address. Try again in ${seconds} seconds.`,
  });
  await enforceRateLimit(deps.db, `magiclink:email:${email}`, perEmail, now, {
    errorCode: 'over_email_send_rate_limit',
    message: (seconds) => `Too many sign-in links for this e-mail. Try again in ${seconds} seconds.`,
  });
}

/** Stores a link of `link.kind`, then mails `{auth URL}/verify?token=…&type=<kind>&redirect_to=…` and its code. */
export async function mailLink(
  deps: AuthDeps,
  log: FastifyBaseLogger,
  link: NewMailedLink,
  compose: (to: string, url: string, code: string) => MailMessage,
  failure: string,
): Promise<void> {
  const { token, code } = await createMailedLink(deps, link);
  const url = new URL('/verify', deps.config.authPublicUrl);
  url.search = new URLSearchParams({ token, type: link.kind, redirect_to: link.redirectTo }).toString();
  try {
    await deps.mailer.send(compose(link.email, url.toString(), code));
  } catch (error) {
    log.error({ err: error }, `sending the ${link.kind} mail failed`);
    throw new AuthError('MailerError', failure, {
      status: 500,
      errorCode: 'unexpected_failure',
      oauthError: 'server_error',
    });
  }
}
