import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { createAuthenticate, type SignedInClaims } from '../auth/authenticate.js';
import type { AuthDeps } from './deps.js';

/**
 * The auth service's bearer guard: the API's very check (signature, expiry, active session), answered in
 * GoTrue's error form by this app's error handler.
 */
export function authServiceBearer(deps: AuthDeps): preHandlerAsyncHookHandler {
  return createAuthenticate(deps.config.jwtSecret, deps.db);
}

export function bearerClaimsOf(request: FastifyRequest): SignedInClaims {
  if (request.auth === null)
    throw new Error(`route ${request.routeOptions.url ?? ''} is missing its bearer guard`);
  return request.auth;
}
