import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { canReadView, viewActor } from '../../policies/view.js';
import { presentListedView } from '../../presenters/viewLists.js';
import { loadFolderContext } from '../../queries/folderContext.js';
import { workspaceParamsSchema } from '../page-view/schema.js';
import type { RouteContext } from '../context.js';

/** The caller's favourites in the folder: pinned first, then in the order they were added. */
export function registerFavoriteRoutes(app: FastifyInstance, { db, authenticate }: RouteContext): void {
  app.get('/api/workspace/:workspace_id/favorite', { preHandler: authenticate }, async (request) => {
    const { workspace_id } = parseRequest(workspaceParamsSchema, request.params, 'params');
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    const context = await loadFolderContext(db, workspace_id, actor);
    const favorites = [...context.favorites.entries()]
      .map(([viewId, favorite]) => ({ view: context.tree.get(viewId), favorite }))
      .filter((entry) => entry.view !== undefined)
      .sort(
        (a, b) =>
          b.favorite.is_pinned - a.favorite.is_pinned ||
          a.favorite.favorited_at.localeCompare(b.favorite.favorited_at),
      );
    const views = favorites.flatMap(({ view, favorite }) =>
      view !== undefined && !context.tree.isInTrash(view.view_id) && canReadView(actor, context.tree, view)
        ? [
            presentListedView(context, view, {
              favorited_at: favorite.favorited_at,
              is_pinned: favorite.is_pinned === 1,
            }),
          ]
        : [],
    );
    return okEnvelope({ views });
  });
}
