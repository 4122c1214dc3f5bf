import type { FastifyInstance } from 'fastify';
import { parseRequest } from '../../http/validate.js';
import { authServiceBearer, bearerClaimsOf } from '../bearer.js';
import type { AuthDeps } from '../deps.js';
import { challengeOf, enforceMailRateLimits, mailLink, redirectToOf, signInEmailOf } from '../mailedLinks.js';
import { allowedRedirect } from '../redirects.js';
import { changePassword } from './change.js';
import { prepareStandInHash } from './hash.js';
import { recoveryMail } from './mail.js';
import { checkNewPassword, requirePasswordSignIn } from './policy.js';
import { changePasswordBodySchema, recoverBodySchema, signupBodySchema } from './schema.js';
import { requestSignup } from './signup.js';

/**
 * Password sign-in as GoTrue speaks it, off unless QUIRE_PASSWORD_SIGNIN: `POST /signup`, `POST /recover` and
 * `POST /user/change-password` (the grant itself is `POST /token?grant_type=password`). Mails go through the
 * magic links' path and count against their rate limits.
 */
export function registerPasswordRoutes(app: FastifyInstance, deps: AuthDeps): void {
  if (deps.config.auth.password.enabled) prepareStandInHash();
  app.post('/signup', async (request) => {
    requirePasswordSignIn(deps.config, 422);
    const body = parseRequest(signupBodySchema, request.body, 'body');
    const email = signInEmailOf(body.email);
    checkNewPassword(deps.config, body.password);
    const redirectTo = allowedRedirect(deps.config, redirectToOf(request));
    await enforceMailRateLimits(deps, email, request.ip);
    return requestSignup(deps, request.log, {
      email,
      password: body.password,
      redirectTo,
      challenge: challengeOf(body),
    });
  });

  /** Always `{}`: the link signs in (creating the account like a magic link would), then a new password is set. */
  app.post('/recover', async (request) => {
    requirePasswordSignIn(deps.config, 422);
    const body = parseRequest(recoverBodySchema, request.body, 'body');
    const email = signInEmailOf(body.email);
    const redirectTo = allowedRedirect(deps.config, redirectToOf(request));
    await enforceMailRateLimits(deps, email, request.ip);
    await mailLink(
      deps,
      request.log,
      { kind: 'recovery', email, redirectTo, challenge: challengeOf(body) },
      recoveryMail,
      'Error sending recovery email',
    );
    return {};
  });

  app.post('/user/change-password', { preHandler: authServiceBearer(deps) }, async (request) => {
    requirePasswordSignIn(deps.config, 422);
    const body = parseRequest(changePasswordBodySchema, request.body, 'body');
    return changePassword(
      deps,
      bearerClaimsOf(request),
      { password: body.password, currentPassword: body.current_password },
      request.ip,
    );
  });
}
