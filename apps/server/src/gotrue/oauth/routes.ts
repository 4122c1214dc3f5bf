import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../deps.js';
import { ProviderClients } from './clients.js';
import type { OAuthContext } from './context.js';
import { FlowCookies } from './flowCookie.js';
import { finishSignIn } from './finish.js';
import { callbackParams } from './schema.js';
import { startSignIn } from './start.js';

/** Sign-in with Google, Apple, GitHub and Discord (or any provider configured in their place). */
export function registerOAuthRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const context: OAuthContext = {
    deps,
    clients: new ProviderClients(deps.config.oauth),
    cookies: new FlowCookies(deps.config),
    callbackUrl: `${deps.config.authPublicUrl}/callback`,
  };
  app.get('/authorize', (request, reply) => startSignIn(context, request, reply));

  app.get('/callback', (request, reply) =>
    finishSignIn(context, request, reply, new URL(request.url, context.callbackUrl).searchParams),
  );

  // Apple's form_post (parsed by the auth app's form body parser) arrives as a cross-site POST, which
  // SameSite=Lax flow cookies do not accompany. Turning it into a GET navigation to the same address
  // brings them along: Lax cookies go with top-level GET navigations.
  app.post('/callback', (request, reply) => {
    const body = callbackParams.safeParse(request.body);
    const target = new URL(context.callbackUrl);
    if (body.success) {
      for (const [key, value] of Object.entries(body.data)) {
        target.searchParams.set(key, value);
      }
    }
    return reply.header('cache-control', 'no-store').redirect(target.href, 303);
  });
}
