import { publishedDuplicateBodySchema, type PublishedDuplicateAnswer } from '@quire/shared/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../auth/authenticate.js';
import { duplicatePublishedView } from '../../commands/publishedDuplicate/duplicatePublished.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { viewActor } from '../../policies/view.js';
import type { RouteContext } from '../context.js';
import { maxPublishPasswordLength, publishPasswordHeader } from '../publish/schema.js';

const paramsSchema = z.object({ workspace_id: z.uuid().transform((id) => id.toLowerCase()) });
/** The body names two pages and maybe a password: small. */
const bodyLimit = 4 * 1024;

/**
 * `POST /api/workspace/{id}/published-duplicate`: a signed-in user copies a published page (and its published
 * sub-pages) into a space or page of their workspace `{id}`. The folder event for `{id}` is announced by the
 * realtime layer's write hook (realtime/workspaceEvents.ts), so open sidebars reload.
 */
export function registerPublishedDuplicateRoutes(
  app: FastifyInstance,
  { db, authenticate, config }: RouteContext,
): void {
  app.post(
    '/api/workspace/:workspace_id/published-duplicate',
    { preHandler: authenticate, bodyLimit },
    async (request) => {
      const { workspace_id } = parseRequest(paramsSchema, request.params, 'params');
      const body = parseRequest(publishedDuplicateBodySchema, request.body, 'body');
      const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
      const header = [request.headers[publishPasswordHeader]].flat()[0];
      const copy = await duplicatePublishedView(db, {
        actor,
        destWorkspaceId: workspace_id,
        destViewId: body.dest_view_id,
        publishedViewId: body.published_view_id,
        password: header === undefined || header.length > maxPublishPasswordLength ? body.password : header,
        clientAddress: request.ip,
        limits: config.limits,
        now: new Date(),
      });
      const answer: PublishedDuplicateAnswer = {
        view_id: copy.viewId,
        database_mappings: copy.databaseMappings,
      };
      return okEnvelope(answer);
    },
  );
}
