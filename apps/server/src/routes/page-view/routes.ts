import { isDatabaseLayout } from '@quire/shared/collab';
import { AppError, SpecMessages } from '@quire/shared/errors';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { findCollab } from '../../collab/store.js';
import { createPageView } from '../../commands/pageTree/createPageView.js';
import { recordRecentView, recordRecentViews } from '../../commands/pageTree/recents.js';
import { updatePageView, type ViewPatch } from '../../commands/pageTree/updateView.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { authorizedView, viewActor } from '../../policies/view.js';
import { presentFolderView } from '../../presenters/folderView.js';
import { firstRowsOf } from '../../queries/firstRows.js';
import { presentCreatedPage, presentPageView } from '../../presenters/pageView.js';
import { loadFolderContext } from '../../queries/folderContext.js';
import { findUsers } from '../../queries/users.js';
import { loadViewTree } from '../../queries/viewTree.js';
import type { RouteContext } from '../context.js';
import { registerPageTreeMoveRoutes } from './treeRoutes.js';
import {
  addRecentPagesBodySchema,
  createPageViewBodySchema,
  updatePageViewBodySchema,
  parseViewParams,
  updateIconBodySchema,
  updateNameBodySchema,
  workspaceParamsSchema,
} from './schema.js';

/** Pages: create, open (with the collab), edit name/icon/extra; moves and trash in treeRoutes.ts. */
export function registerPageViewRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db, authenticate, config } = context;

  app.post('/api/workspace/:workspace_id/page-view', { preHandler: authenticate }, async (request) => {
    const { workspace_id } = parseRequest(workspaceParamsSchema, request.params, 'params');
    const body = parseRequest(createPageViewBodySchema, request.body, 'body');
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    const view = await createPageView(db, {
      workspaceId: workspace_id,
      actor,
      parentId: body.parent_view_id,
      layout: body.layout,
      name: body.name ?? '',
      viewId: body.view_id?.toLowerCase(),
      prevViewId: body.prev_view_id,
      caps: config.limits,
      now: new Date(),
    });
    return okEnvelope(presentCreatedPage(view));
  });

  app.get(
    '/api/workspace/:workspace_id/page-view/:view_id',
    { preHandler: authenticate },
    async (request) => {
      const { workspace_id, view_id } = parseViewParams(request.params);
      const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
      const tree = await loadViewTree(db, workspace_id);
      const { view } = authorizedView(actor, 'read', tree, view_id);
      const collab = await findCollab(db, workspace_id, view.collab_id);
      if (collab === undefined) throw new AppError('RecordNotFound', SpecMessages.documentNotFound);
      await recordRecentView(db, {
        workspaceId: workspace_id,
        userUuid: actor.userUuid,
        viewId: view.view_id,
        now: new Date(),
      });
      const folder = await loadFolderContext(db, workspace_id, actor, tree);
      const people = [view.created_by, view.last_edited_by].filter((uuid): uuid is string => uuid !== null);
      const users = await findUsers(db, people);
      // A grid, board or calendar carries its first rows, as AppFlowy's page answer does (the rest: collab_list).
      const rowData = isDatabaseLayout(view.layout)
        ? await firstRowsOf(db, {
            workspaceId: workspace_id,
            pageViewId: view.view_id,
            docState: collab.docState,
          })
        : {};
      return okEnvelope(
        presentPageView({
          view: presentFolderView(folder, view, 1),
          docState: collab.docState,
          rowData,
          owner: users.find((user) => user.uuid === view.created_by),
          lastEditor: users.find((user) => user.uuid === view.last_edited_by),
        }),
      );
    },
  );

  app.patch(
    '/api/workspace/:workspace_id/page-view/:view_id',
    { preHandler: authenticate },
    async (request) => {
      const { workspace_id, view_id } = parseViewParams(request.params);
      const patch = parseRequest(updatePageViewBodySchema, request.body, 'body');
      const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
      await updatePageView(db, { workspaceId: workspace_id, actor, viewId: view_id, patch, now: new Date() });
      return okEnvelope();
    },
  );

  // AppFlowy's one-field edits, each the PATCH above with one key.
  const patchRoute = (suffix: string, toPatch: (body: unknown) => ViewPatch) =>
    app.post(
      `/api/workspace/:workspace_id/page-view/:view_id/${suffix}`,
      { preHandler: authenticate },
      async (request) => {
        const { workspace_id, view_id } = parseViewParams(request.params);
        const patch = toPatch(request.body);
        const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
        await updatePageView(db, {
          workspaceId: workspace_id,
          actor,
          viewId: view_id,
          patch,
          now: new Date(),
        });
        return okEnvelope();
      },
    );
  patchRoute('update-name', (body) => parseRequest(updateNameBodySchema, body, 'body'));
  patchRoute('update-icon', (body) => parseRequest(updateIconBodySchema, body, 'body'));
  patchRoute('remove-icon', () => ({ icon: null }));

  app.post('/api/workspace/:workspace_id/add-recent-pages', { preHandler: authenticate }, async (request) => {
    const { workspace_id } = parseRequest(workspaceParamsSchema, request.params, 'params');
    const body = parseRequest(addRecentPagesBodySchema, request.body, 'body');
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    await recordRecentViews(db, {
      workspaceId: workspace_id,
      actor,
      viewIds: body.recent_view_ids,
      now: new Date(),
    });
    return okEnvelope();
  });

  registerPageTreeMoveRoutes(app, context);
}
