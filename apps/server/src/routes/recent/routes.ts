import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { canReadView, viewActor } from '../../policies/view.js';
import { presentListedView } from '../../presenters/viewLists.js';
import { loadFolderContext } from '../../queries/folderContext.js';
import { listRecentVisits } from '../../queries/recentVisits.js';
import { workspaceParamsSchema } from '../page-view/schema.js';
import type { RouteContext } from '../context.js';

/** How many recent pages the list answers with, newest first. */
export const maxRecentViews = 100;

/** Pages the caller opened, newest first; pages since trashed or hidden from them are left out. */
export function registerRecentRoutes(app: FastifyInstance, { db, authenticate }: RouteContext): void {
  app.get('/api/workspace/:workspace_id/recent', { preHandler: authenticate }, async (request) => {
    const { workspace_id } = parseRequest(workspaceParamsSchema, request.params, 'params');
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    const context = await loadFolderContext(db, workspace_id, actor);
    const visits = await listRecentVisits(db, workspace_id, actor.userUuid);
    const views = visits
      .flatMap((visit) => {
        const view = context.tree.get(visit.view_id);
        return view !== undefined &&
          !context.tree.isInTrash(view.view_id) &&
          canReadView(actor, context.tree, view)
          ? [presentListedView(context, view, { last_viewed_at: visit.last_viewed_at })]
          : [];
      })
      .slice(0, maxRecentViews);
    return okEnvelope({ views });
  });
}
