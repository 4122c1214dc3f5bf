import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/index.js';
import type { OneTimeTokenRow, UserRow } from '../../db/schema.js';
import { parseRequest } from '../../http/validate.js';
import { normaliseEmail } from '../../models/email.js';
import { emailProvider, findOrCreateUserByEmail } from '../accounts.js';
import type { AuthDeps } from '../deps.js';
import { AuthError } from '../errors.js';
import { consumeMailedCode, consumeToken, createAuthCode, type MailedLinkKind } from '../oneTimeTokens.js';
import { adoptSignupPassword } from '../password/signup.js';
import { enforceRateLimit, rateLimitAddress } from '../rateLimit.js';
import {
  allowedRedirect,
  defaultRedirect,
  redirectWithCode,
  redirectWithError,
  redirectWithTokens,
} from '../redirects.js';
import { issueSession } from '../sessions.js';
import { verifyCodeBodySchema, verifyLinkQuerySchema } from './schema.js';

/** GoTrue's words for every dead link (unknown, used, expired): a link reveals nothing about the others. */
const deadLink = 'Email link is invalid or has expired';

/** The `type` of a mailed link, which is the kind of its token. */
const linkKinds = new Map<string, MailedLinkKind>([
  ['magiclink', 'magiclink'],
  ['signup', 'signup'],
  ['recovery', 'recovery'],
]);

/**
 * The kinds of link a typed code's `type` may belong to. GoTrue's `email` means a magic link's or a sign-up's
 * code; `signup` takes a magic link's too, because a sign-up for an address with an account mails a sign-in link.
 */
const codeKinds: Record<'magiclink' | 'email' | 'signup' | 'recovery', readonly MailedLinkKind[]> = {
  magiclink: ['magiclink'],
  email: ['magiclink', 'signup'],
  signup: ['signup', 'magiclink'],
  recovery: ['recovery'],
};

export function registerVerifyRoutes(app: FastifyInstance, deps: AuthDeps): void {
  /** The link of the mail. Every outcome is a 303 back to the app: tokens, a PKCE code, or an error. */
  // No HEAD twin: mail scanners probe links with HEAD, and that must not use up a single-use link.
  app.get('/verify', { exposeHeadRoute: false }, async (request, reply) => {
    const query = parseRequest(verifyLinkQuerySchema, request.query, 'query');
    const fallback = redirectOrDefault(deps.config, query.redirect_to);
    const kind = linkKinds.get(query.type);
    if (kind === undefined) {
      return redirectWithError(
        reply,
        fallback,
        'invalid_request',
        'Unsupported verification type',
        'validation_failed',
      );
    }
    const consumed = await consumeToken(deps, kind, query.token);
    if (!consumed.ok) return redirectWithError(reply, fallback, 'access_denied', deadLink, 'otp_expired');

    const link = consumed.row;
    // The target stored when the link was requested (validated then); the link's own copy is only a fallback.
    const redirectTo = link.redirect_to ?? fallback;
    const user = await userOfLink(deps, link);
    const passwordReset = kind === 'recovery';
    if (link.code_challenge !== null && link.code_challenge_method !== null) {
      const code = await createAuthCode(deps, {
        userUuid: user.uuid,
        provider: emailProvider,
        challenge: { challenge: link.code_challenge, method: link.code_challenge_method },
        passwordReset,
      });
      return redirectWithCode(reply, redirectTo, code);
    }
    const tokens = await issueSession(deps, { user, provider: emailProvider, passwordReset });
    return redirectWithTokens(reply, redirectTo, tokens, kind);
  });

  /** The 6-digit code typed in instead of following the link: answers the session as JSON. */
  app.post('/verify', async (request) => {
    const body = parseRequest(verifyCodeBodySchema, request.body, 'body');
    const email = normaliseEmail(body.email);
    await enforceCodeRateLimits(deps, email, request.ip);
    const consumed = await consumeMailedCode(deps, codeKinds[body.type], email, body.token);
    if (!consumed.ok) {
      throw new AuthError('UserUnAuthorized', 'Token has expired or is invalid', {
        status: 403,
        errorCode: 'otp_expired',
        oauthError: 'access_denied',
      });
    }
    const user = await userOfLink(deps, consumed.row);
    const passwordReset = consumed.row.kind === 'recovery';
    return issueSession(deps, { user, provider: emailProvider, passwordReset });
  });
}

/**
 * The user a used link signs in: found or created by its address, as for every mailed link. A sign-up's
 * password is set only on the account this very link created (see adoptSignupPassword).
 */
async function userOfLink(deps: AuthDeps, link: OneTimeTokenRow): Promise<UserRow> {
  const { user, isNew } = await findOrCreateUserByEmail(deps, link.email ?? '');
  if (link.kind === 'signup' && isNew && link.password_hash !== null) {
    await adoptSignupPassword(deps, user.uuid, link.password_hash);
  }
  return user;
}

/** Errors still go back to the app, but never to a foreign origin a tampered link names. */
function redirectOrDefault(config: Config, url: string | undefined): string {
  try {
    return allowedRedirect(config, url);
  } catch {
    return defaultRedirect(config);
  }
}

/** Code guesses are limited per client address (an IPv6 /64 is one) and per e-mail, before any code is compared. */
async function enforceCodeRateLimits(deps: AuthDeps, email: string, address: string): Promise<void> {
  const { perAddress, perEmail } = deps.config.auth.verifyCodeRate;
  const now = deps.now();
  const message = (seconds: number) => `Too many codes tried. Try again in ${seconds} seconds.`;
  await enforceRateLimit(deps.db, `verify:address:${rateLimitAddress(address)}`, perAddress, now, {
    errorCode: 'over_request_rate_limit',
    message,
  });
  await enforceRateLimit(deps.db, `verify:email:${email}`, perEmail, now, {
    errorCode: 'over_request_rate_limit',
    message,
  });
}
