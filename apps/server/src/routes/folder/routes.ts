import { AppError, SpecMessages } from '@quire/shared/errors';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { authorizedView, viewActor, type ViewActor } from '../../policies/view.js';
import { presentFolderView, presentWorkspaceFolder } from '../../presenters/folderView.js';
import { loadFolderContext } from '../../queries/folderContext.js';
import { findWorkspace } from '../../queries/workspaceMembers.js';
import { parseViewParams, workspaceParamsSchema } from '../page-view/schema.js';
import type { RouteContext } from '../context.js';
import { folderQuerySchema, viewQuerySchema } from './schema.js';

/**
 * The page tree as one user sees it: rooted at the workspace (its children are the spaces) or at one view,
 * `depth` levels deep. Other members' private spaces and the trash are left out.
 */
export function registerFolderRoutes(app: FastifyInstance, { db, authenticate }: RouteContext): void {
  const subtree = async (workspaceId: string, actor: ViewActor, rootId: string, depth: number) => {
    const context = await loadFolderContext(db, workspaceId, actor);
    if (rootId !== workspaceId) {
      const { view } = authorizedView(actor, 'read', context.tree, rootId);
      if (context.tree.isInTrash(view.view_id))
        throw new AppError('RecordNotFound', SpecMessages.viewNotFound);
      return presentFolderView(context, view, depth);
    }
    const workspace = await findWorkspace(db, workspaceId);
    if (workspace === undefined) throw new AppError('RecordNotFound');
    return presentWorkspaceFolder(context, workspace, depth);
  };

  app.get('/api/workspace/:workspace_id/folder', { preHandler: authenticate }, async (request) => {
    const { workspace_id } = parseRequest(workspaceParamsSchema, request.params, 'params');
    const { depth, root_view_id } = parseRequest(folderQuerySchema, request.query, 'query');
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    return okEnvelope(await subtree(workspace_id, actor, root_view_id ?? workspace_id, depth));
  });

  // AppFlowy Web's tree call: one view (the workspace id for the root) with its children to `depth`.
  app.get('/api/workspace/:workspace_id/view/:view_id', { preHandler: authenticate }, async (request) => {
    const { workspace_id, view_id } = parseViewParams(request.params);
    const { depth } = parseRequest(viewQuerySchema, request.query, 'query');
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    return okEnvelope(await subtree(workspace_id, actor, view_id, depth));
  });
}
