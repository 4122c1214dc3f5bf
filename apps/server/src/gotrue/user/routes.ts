import type { FastifyInstance } from 'fastify';
import { parseRequest } from '../../http/validate.js';
import { presentGoTrueUser } from '../../presenters/gotrueUser.js';
import { authServiceBearer, bearerClaimsOf } from '../bearer.js';
import type { AuthDeps } from '../deps.js';
import { loadAuthUser, revokeSessions } from '../sessions.js';
import { logoutQuerySchema } from './schema.js';

/** GoTrue's `GET /user` and `POST /logout`, both behind the bearer token of an active session. */
export function registerUserRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const preHandler = authServiceBearer(deps);

  app.get('/user', { preHandler }, async (request) => {
    const { user, identities } = await loadAuthUser(deps.db, bearerClaimsOf(request).userUuid);
    return presentGoTrueUser(user, identities);
  });

  app.post('/logout', { preHandler }, async (request, reply) => {
    const { scope } = parseRequest(logoutQuerySchema, request.query, 'query');
    const { userUuid, sessionId } = bearerClaimsOf(request);
    await revokeSessions(deps, { userUuid, sessionId, scope });
    return reply.code(204).send();
  });
}
