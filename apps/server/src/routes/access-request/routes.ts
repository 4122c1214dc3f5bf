import { accessRequestBodySchema, approveAccessRequestBodySchema } from '@quire/shared/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../auth/authenticate.js';
import { createAccessRequest } from '../../commands/accessRequests/createAccessRequest.js';
import { decideAccessRequest } from '../../commands/accessRequests/decideAccessRequest.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { authorizeAccessRequestDecision } from '../../policies/accessRequest.js';
import { presentAccessRequest, presentCreatedAccessRequest } from '../../presenters/accessRequest.js';
import { accessRequestDetails, findAccessRequest } from '../../queries/accessRequests.js';
import type { RouteContext } from '../context.js';

const paramsSchema = z.object({ request_id: z.uuid().transform((id) => id.toLowerCase()) });
const bodyLimit = 4 * 1024;

/** Access requests (spec 001 §7; reference §3.15): ask, read (Owner), approve or deny (Owner). */
export function registerAccessRequestRoutes(
  app: FastifyInstance,
  { db, authenticate, config, mailer, bus }: RouteContext,
): void {
  const options = { preHandler: authenticate, bodyLimit };

  app.post('/api/access-request', options, async (request) => {
    const body = parseRequest(accessRequestBodySchema, request.body, 'body');
    const row = await createAccessRequest(
      db,
      {
        requesterUuid: authOf(request).userUuid,
        workspaceId: body.workspace_id,
        viewId: body.view_id,
        now: new Date(),
      },
      { mailer, publicUrl: config.publicUrl, ratePerUser: config.limits.accessRequestsPerUser },
    );
    return okEnvelope(presentCreatedAccessRequest(row));
  });

  app.get('/api/access-request/:request_id', options, async (request) => {
    const { request_id } = parseRequest(paramsSchema, request.params, 'params');
    const row = await findAccessRequest(db, request_id);
    await authorizeAccessRequestDecision(db, row.workspace_id, authOf(request).userUuid);
    return okEnvelope(presentAccessRequest(await accessRequestDetails(db, row)));
  });

  app.post('/api/access-request/:request_id/approve', options, async (request) => {
    const { request_id } = parseRequest(paramsSchema, request.params, 'params');
    const body = parseRequest(approveAccessRequestBodySchema, request.body, 'body');
    await decideAccessRequest(
      db,
      {
        requestId: request_id,
        userUuid: authOf(request).userUuid,
        approve: body.is_approved,
        now: new Date(),
      },
      { mailer, publicUrl: config.publicUrl, bus },
    );
    return okEnvelope();
  });
}
