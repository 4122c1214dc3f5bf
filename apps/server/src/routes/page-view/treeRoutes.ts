import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { defaultCopySuffix, duplicatePageView } from '../../commands/pageTree/duplicateView.js';
import { setFavorite } from '../../commands/pageTree/favorites.js';
import { movePageView } from '../../commands/pageTree/moveView.js';
import { moveToTrash, restoreFromTrash } from '../../commands/pageTree/trash.js';
import { limitTreeWrites } from '../../commands/pageTree/caps.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { viewActor } from '../../policies/view.js';
import type { RouteContext } from '../context.js';
import { duplicateBodySchema, favoriteBodySchema, moveBodySchema, parseViewParams } from './schema.js';

/** Where a page sits: move, duplicate, trash and restore, and the caller's favourite mark. */
export function registerPageTreeMoveRoutes(
  app: FastifyInstance,
  { db, authenticate, config }: RouteContext,
): void {
  const prefix = '/api/workspace/:workspace_id/page-view/:view_id';
  const target = async (request: { params: unknown }, userUuid: string) => {
    const { workspace_id, view_id } = parseViewParams(request.params);
    return { workspaceId: workspace_id, viewId: view_id, actor: await viewActor(db, workspace_id, userUuid) };
  };

  app.post(`${prefix}/move`, { preHandler: authenticate }, async (request) => {
    const body = parseRequest(moveBodySchema, request.body, 'body');
    const { workspaceId, viewId, actor } = await target(request, authOf(request).userUuid);
    await movePageView(db, {
      workspaceId,
      actor,
      viewId,
      newParentId: body.new_parent_view_id,
      prevViewId: body.prev_view_id ?? null,
      now: new Date(),
    });
    return okEnvelope();
  });

  app.post(`${prefix}/duplicate`, { preHandler: authenticate }, async (request) => {
    const body = parseRequest(duplicateBodySchema, request.body, 'body');
    const { workspaceId, viewId, actor } = await target(request, authOf(request).userUuid);
    const suffix = body.suffix ?? defaultCopySuffix;
    const now = new Date();
    await limitTreeWrites(db, actor.userUuid, config.limits, now);
    await duplicatePageView(db, { workspaceId, actor, viewId, suffix, caps: config.limits, now });
    return okEnvelope();
  });

  app.post(`${prefix}/move-to-trash`, { preHandler: authenticate }, async (request) => {
    const { workspaceId, viewId, actor } = await target(request, authOf(request).userUuid);
    await moveToTrash(db, { workspaceId, actor, viewId, now: new Date() });
    return okEnvelope();
  });

  app.post(`${prefix}/restore-from-trash`, { preHandler: authenticate }, async (request) => {
    const { workspaceId, viewId, actor } = await target(request, authOf(request).userUuid);
    await restoreFromTrash(db, { workspaceId, actor, viewId, now: new Date() });
    return okEnvelope();
  });

  app.post(`${prefix}/favorite`, { preHandler: authenticate }, async (request) => {
    const body = parseRequest(favoriteBodySchema, request.body, 'body');
    const { workspaceId, viewId, actor } = await target(request, authOf(request).userUuid);
    await setFavorite(db, {
      workspaceId,
      actor,
      viewId,
      isFavorite: body.is_favorite,
      isPinned: body.is_pinned,
      now: new Date(),
    });
    return okEnvelope();
  });
}
