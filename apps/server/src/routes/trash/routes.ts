import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import {
  deleteAllFromTrash,
  deleteFromTrash,
  restoreAllFromTrash,
  visibleTrash,
} from '../../commands/pageTree/trash.js';
import { limitTreeWrites } from '../../commands/pageTree/caps.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { viewActor } from '../../policies/view.js';
import { presentListedView } from '../../presenters/viewLists.js';
import { loadFolderContext } from '../../queries/folderContext.js';
import { parseViewParams, workspaceParamsSchema } from '../page-view/schema.js';
import type { RouteContext } from '../context.js';

/** The trash: the pages users moved there (their sub-pages go with them), restored or deleted for good. */
export function registerTrashRoutes(app: FastifyInstance, { db, authenticate, config }: RouteContext): void {
  const workspaceActor = async (request: { params: unknown }, userUuid: string) => {
    const { workspace_id } = parseRequest(workspaceParamsSchema, request.params, 'params');
    return { workspaceId: workspace_id, actor: await viewActor(db, workspace_id, userUuid) };
  };

  app.get('/api/workspace/:workspace_id/trash', { preHandler: authenticate }, async (request) => {
    const { workspaceId, actor } = await workspaceActor(request, authOf(request).userUuid);
    const context = await loadFolderContext(db, workspaceId, actor);
    const views = visibleTrash(actor, context.tree).map((view) =>
      presentListedView(context, view, { deleted_at: view.trashed_at }),
    );
    return okEnvelope({ views });
  });

  app.delete('/api/workspace/:workspace_id/trash/:view_id', { preHandler: authenticate }, async (request) => {
    const { workspace_id, view_id } = parseViewParams(request.params);
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    await deleteFromTrash(db, { workspaceId: workspace_id, actor, viewId: view_id, now: new Date() });
    return okEnvelope();
  });

  app.post(
    '/api/workspace/:workspace_id/delete-all-pages-from-trash',
    { preHandler: authenticate },
    async (request) => {
      const { workspaceId, actor } = await workspaceActor(request, authOf(request).userUuid);
      await deleteAllFromTrash(db, { workspaceId, actor, now: new Date() });
      return okEnvelope();
    },
  );

  app.post(
    '/api/workspace/:workspace_id/restore-all-pages-from-trash',
    { preHandler: authenticate },
    async (request) => {
      const { workspaceId, actor } = await workspaceActor(request, authOf(request).userUuid);
      const now = new Date();
      await limitTreeWrites(db, actor.userUuid, config.limits, now);
      await restoreAllFromTrash(db, { workspaceId, actor, now });
      return okEnvelope();
    },
  );
}
