import type { FastifyInstance } from 'fastify';
import { parseRequest } from '../../http/validate.js';
import type { AuthDeps } from '../deps.js';
import { challengeOf, enforceMailRateLimits, mailLink, redirectToOf, signInEmailOf } from '../mailedLinks.js';
import { allowedRedirect } from '../redirects.js';
import { magicLinkMail } from './mail.js';
import { magicLinkBodySchema } from './schema.js';

/** `POST /magiclink`: mails a single-use sign-in link (and code); the user is created when it is used. */
export function registerMagicLinkRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/magiclink', async (request) => {
    const body = parseRequest(magicLinkBodySchema, request.body, 'body');
    const email = signInEmailOf(body.email);
    const challenge = challengeOf(body);
    const redirectTo = allowedRedirect(deps.config, redirectToOf(request));
    await enforceMailRateLimits(deps, email, request.ip);
    await mailLink(
      deps,
      request.log,
      { kind: 'magiclink', email, redirectTo, challenge },
      magicLinkMail,
      'Error sending magic link',
    );
    return {};
  });
}
