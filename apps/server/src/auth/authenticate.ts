import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isSessionActive } from '../gotrue/sessions.js';
import { UnauthorizedError } from '../http/unauthorized.js';
import { InvalidTokenError, verifyAccessToken, type AccessTokenClaims } from './jwt.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` preHandler; null on routes that do not use it. */
    auth: SignedInClaims | null;
  }
}

/** Claims of a token whose session is still active: `sessionId` is always there. */
export type SignedInClaims = AccessTokenClaims & { sessionId: string };

export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

/**
 * Verifies a bearer token as the API accepts it: signature, expiry and audience, then its session, so
 * that a logout (or a refresh-token reuse) ends every access token of that session at once instead of
 * when they expire. One primary-key read per request, no cache: a revocation holds on every instance.
 */
export async function verifySignedIn(
  secret: string,
  db: Kysely<Database>,
  token: string,
): Promise<SignedInClaims> {
  let claims: AccessTokenClaims;
  try {
    claims = await verifyAccessToken(secret, token);
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      throw new UnauthorizedError(`fail to decode token, error: ${error.message}`);
    }
    throw error;
  }
  const { sessionId } = claims;
  if (sessionId === null) throw new UnauthorizedError('fail to decode token, error: no session_id claim');
  if (!(await isSessionActive(db, sessionId, claims.userUuid))) {
    throw new UnauthorizedError('fail to decode token, error: session has ended');
  }
  return { ...claims, sessionId };
}

/**
 * The preHandler of every signed-in route: a valid `Authorization: Bearer <jwt>` of an active session
 * puts the claims (user uuid in `auth.userUuid`) on the request; anything else is HTTP 401 in AppFlowy's
 * plain-text wording.
 */
export function createAuthenticate(secret: string, db: Kysely<Database>): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    if (header === undefined || header.trim() === '') throw new UnauthorizedError('No Authorization header');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1] === undefined) {
      throw new UnauthorizedError('fail to decode token, error: expected "Bearer <token>"');
    }
    request.auth = await verifySignedIn(secret, db, match[1]);
  };
}

/** The signed-in user's claims; only valid on routes guarded by `authenticate`. */
export function authOf(request: FastifyRequest): SignedInClaims {
  if (request.auth === null)
    throw new Error(`route ${request.routeOptions.url ?? ''} is missing authenticate`);
  return request.auth;
}
