import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { UnauthorizedError } from '../http/unauthorized.js';
import { InvalidTokenError, verifyAccessToken, type AccessTokenClaims } from './jwt.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` preHandler; null on routes that do not use it. */
    auth: AccessTokenClaims | null;
  }
}

export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

/**
 * The preHandler of every signed-in route: a valid `Authorization: Bearer <jwt>` puts the claims (user uuid
 * in `auth.userUuid`) on the request; anything else is HTTP 401 in AppFlowy's plain-text wording.
 */
export function createAuthenticate(secret: string): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    if (header === undefined || header.trim() === '') throw new UnauthorizedError('No Authorization header');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1] === undefined) {
      throw new UnauthorizedError('fail to decode token, error: expected "Bearer <token>"');
    }
    try {
      request.auth = await verifyAccessToken(secret, match[1]);
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        throw new UnauthorizedError(`fail to decode token, error: ${error.message}`);
      }
      throw error;
    }
  };
}

/** The signed-in user's claims; only valid on routes guarded by `authenticate`. */
export function authOf(request: FastifyRequest): AccessTokenClaims {
  if (request.auth === null)
    throw new Error(`route ${request.routeOptions.url ?? ''} is missing authenticate`);
  return request.auth;
}
