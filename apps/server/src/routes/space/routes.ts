import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { createSpace } from '../../commands/pageTree/createSpace.js';
import { updateSpace } from '../../commands/pageTree/updateView.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { authorizeNewSpace, viewActor } from '../../policies/view.js';
import { parseViewParams, workspaceParamsSchema } from '../page-view/schema.js';
import type { RouteContext } from '../context.js';
import { createSpaceBodySchema, updateSpaceBodySchema } from './schema.js';

/** Spaces: the top level of the tree, public to the workspace or private to their creator. */
export function registerSpaceRoutes(app: FastifyInstance, { db, authenticate, config }: RouteContext): void {
  app.post('/api/workspace/:workspace_id/space', { preHandler: authenticate }, async (request) => {
    const { workspace_id } = parseRequest(workspaceParamsSchema, request.params, 'params');
    const body = parseRequest(createSpaceBodySchema, request.body, 'body');
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    authorizeNewSpace(actor);
    const space = await createSpace(
      db,
      {
        workspaceId: workspace_id,
        name: body.name,
        permission: body.space_permission,
        spaceIcon: body.space_icon,
        spaceIconColor: body.space_icon_color,
        createdBy: actor.userUuid,
        now: new Date(),
      },
      config.limits,
    );
    return okEnvelope({ view_id: space.view_id });
  });

  app.patch('/api/workspace/:workspace_id/space/:view_id', { preHandler: authenticate }, async (request) => {
    const { workspace_id, view_id } = parseViewParams(request.params);
    const body = parseRequest(updateSpaceBodySchema, request.body, 'body');
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    await updateSpace(db, {
      workspaceId: workspace_id,
      actor,
      viewId: view_id,
      patch: {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.space_permission === undefined ? {} : { permission: body.space_permission }),
        ...(body.space_icon === undefined ? {} : { spaceIcon: body.space_icon }),
        ...(body.space_icon_color === undefined ? {} : { spaceIconColor: body.space_icon_color }),
      },
      now: new Date(),
    });
    return okEnvelope();
  });
}
