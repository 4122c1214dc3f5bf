import { AppError } from '@quire/shared/errors';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { authorizedView, viewActor } from '../../policies/view.js';
import { presentFolderView, presentWorkspaceFolder } from '../../presenters/folderView.js';
import { loadFolderContext } from '../../queries/folderContext.js';
import { findWorkspace } from '../../queries/workspaceMembers.js';
import { workspaceParamsSchema } from '../page-view/schema.js';
import type { RouteContext } from '../context.js';
import { folderQuerySchema } from './schema.js';

/**
 * The page tree as one user sees it: rooted at the workspace (its children are the spaces) or at
 * `root_view_id`, `depth` levels deep. Other members' private spaces and the trash are left out.
 */
export function registerFolderRoutes(app: FastifyInstance, { db, authenticate }: RouteContext): void {
  app.get('/api/workspace/:workspace_id/folder', { preHandler: authenticate }, async (request) => {
    const { workspace_id } = parseRequest(workspaceParamsSchema, request.params, 'params');
    const { depth, root_view_id } = parseRequest(folderQuerySchema, request.query, 'query');
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    const context = await loadFolderContext(db, workspace_id, actor);
    if (root_view_id !== undefined && root_view_id !== workspace_id) {
      const { view } = authorizedView(actor, 'read', context.tree, root_view_id);
      return okEnvelope(presentFolderView(context, view, depth));
    }
    const workspace = await findWorkspace(db, workspace_id);
    if (workspace === undefined) throw new AppError('RecordNotFound');
    return okEnvelope(presentWorkspaceFolder(context, workspace, depth));
  });
}
