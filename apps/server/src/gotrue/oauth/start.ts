import type { FastifyReply, FastifyRequest } from 'fastify';
import { oauthProviderIds, type OAuthProviderConfig } from '../../config/oauth.js';
import { parseRequest } from '../../http/validate.js';
import { AuthError } from '../errors.js';
import { allowedRedirect, redirectWithError } from '../redirects.js';
import { startAuthorization } from './authorize.js';
import type { OAuthContext } from './context.js';
import { providerLabel } from './failures.js';
import { authorizeQuery } from './schema.js';

/**
 * `GET /authorize?provider=…&redirect_to=…` (API-AUTH-10): checks where the browser will come back to
 * before it leaves (so no sign-in can end on a foreign origin), remembers the flow in a cookie, and sends
 * the browser to the provider.
 */
export async function startSignIn(
  context: OAuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { deps, clients, cookies, callbackUrl } = context;
  const query = parseRequest(authorizeQuery, request.query, 'query');
  const provider = configuredProvider(context, query.provider);
  const redirectTo = allowedRedirect(deps.config, query.redirect_to);
  reply.header('cache-control', 'no-store');
  let client;
  try {
    client = await clients.get(provider);
  } catch (error) {
    request.log.warn({ err: error, provider: provider.id }, 'oauth provider discovery failed');
    return redirectWithError(
      reply,
      redirectTo,
      'server_error',
      `${providerLabel(provider.id)} cannot be reached right now; please try again later`,
      'unexpected_failure',
    );
  }
  const { url, flow } = await startAuthorization(client, redirectTo, callbackUrl);
  await cookies.set(reply, flow, deps.now());
  return reply.redirect(url.href, 302);
}

function configuredProvider(context: OAuthContext, name: string | undefined): OAuthProviderConfig {
  const id = oauthProviderIds.find((candidate) => candidate === name?.trim().toLowerCase());
  const provider = id === undefined ? undefined : context.clients.provider(id);
  if (provider !== undefined) return provider;
  const shown = name?.trim() ? name.trim().slice(0, 40) : 'none given';
  if (id === undefined) {
    throw new AuthError(
      'InvalidOAuthProvider',
      `Unsupported provider: ${shown} (known: ${oauthProviderIds.join(', ')})`,
      { status: 400, errorCode: 'validation_failed', oauthError: 'invalid_request' },
    );
  }
  throw new AuthError('InvalidOAuthProvider', `Unsupported provider: ${id} sign-in is not enabled`, {
    status: 400,
    errorCode: 'provider_disabled',
    oauthError: 'invalid_request',
  });
}
