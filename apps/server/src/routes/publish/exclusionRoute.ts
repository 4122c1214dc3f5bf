import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../auth/authenticate.js';
import { publishExclusionState, setPublishExclusion } from '../../commands/publish/exclusions.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { viewActor } from '../../policies/view.js';
import type { RouteContext } from '../context.js';
import { parseViewParams } from '../page-view/schema.js';
import { publishBodyLimit } from './schema.js';

const exclusionBodySchema = z.strictObject({ excluded: z.boolean() });

/**
 * Per-page opt-out of "with sub-pages" (a Quire addition; AppFlowy publishes sub-pages by listing them):
 * GET where the page stands, PUT `{excluded}` to leave it out of its parent's publication or take it back.
 */
export function registerPublishExclusionRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db, authenticate } = context;
  const options = { preHandler: authenticate, bodyLimit: publishBodyLimit };
  const path = '/api/workspace/:workspace_id/page-view/:view_id/publish-exclusion';

  app.get(path, options, async (request) => {
    const { workspace_id, view_id } = parseViewParams(request.params);
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    return okEnvelope(await publishExclusionState(db, { workspaceId: workspace_id, actor, viewId: view_id }));
  });

  app.put(path, options, async (request) => {
    const { workspace_id, view_id } = parseViewParams(request.params);
    const { excluded } = parseRequest(exclusionBodySchema, request.body, 'body');
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    await setPublishExclusion(db, {
      workspaceId: workspace_id,
      actor,
      viewId: view_id,
      excluded,
      now: new Date(),
    });
    return okEnvelope();
  });
}
