import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseRequest } from '../../http/validate.js';
import { normaliseEmail } from '../../models/email.js';
import type { AuthDeps } from '../deps.js';
import { isValidSignInEmail } from '../email.js';
import { AuthError } from '../errors.js';
import { createMagicLink } from '../oneTimeTokens.js';
import { enforceRateLimit, rateLimitAddress } from '../rateLimit.js';
import { allowedRedirect } from '../redirects.js';
import { magicLinkMail } from './mail.js';
import { magicLinkBodySchema, redirectQuerySchema } from './schema.js';

/** `POST /magiclink`: mails a single-use sign-in link (and code); the user is created when it is used. */
export function registerMagicLinkRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/magiclink', async (request) => {
    const body = parseRequest(magicLinkBodySchema, request.body, 'body');
    const email = normaliseEmail(body.email);
    if (!isValidSignInEmail(email)) {
      throw new AuthError('InvalidEmail', 'Unable to validate email address: invalid format', {
        status: 400,
        errorCode: 'email_address_invalid',
        oauthError: 'invalid_request',
      });
    }
    const challenge =
      body.code_challenge && body.code_challenge_method
        ? { challenge: body.code_challenge, method: body.code_challenge_method }
        : null;
    const redirectTo = allowedRedirect(deps.config, redirectToOf(request));
    await enforceRateLimits(deps, email, request.ip);

    const { token, code } = await createMagicLink(deps, { email, redirectTo, challenge });
    const link = new URL('/verify', deps.config.authPublicUrl);
    link.search = new URLSearchParams({ token, type: 'magiclink', redirect_to: redirectTo }).toString();
    try {
      await deps.mailer.send(magicLinkMail(email, link.toString(), code));
    } catch (error) {
      request.log.error({ err: error }, 'sending the magic link failed');
      throw new AuthError('MailerError', 'Error sending magic link', {
        status: 500,
        errorCode: 'unexpected_failure',
        oauthError: 'server_error',
      });
    }
    return {};
  });
}

/** AppFlowy sends the target as a `Redirect_to` header (any case); GoTrue also reads `?redirect_to=`. */
function redirectToOf(request: FastifyRequest): string | undefined {
  const header = request.headers.redirect_to;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader ?? parseRequest(redirectQuerySchema, request.query, 'query').redirect_to;
}

/** Per client address first (one network hammering many addresses), then per recipient. */
async function enforceRateLimits(deps: AuthDeps, email: string, address: string): Promise<void> {
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
