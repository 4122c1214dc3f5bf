import { AppError, SpecMessages } from '@quire/shared/errors';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import {
  clearPublishDefault,
  setPublishDefault,
  setPublishNamespace,
} from '../../commands/publish/namespace.js';
import { publishView } from '../../commands/publish/publishView.js';
import { unpublishViews } from '../../commands/publish/unpublishViews.js';
import { updatePublications } from '../../commands/publish/updatePublications.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { canReadView, viewActor } from '../../policies/view.js';
import { authorizeWorkspace } from '../../policies/workspace.js';
import { presentPublishInfo } from '../../presenters/publishInfo.js';
import { presentPublishViewInfo } from '../../presenters/publishedView.js';
import { currentNamespace, findPublishDefault, publicationsOf } from '../../queries/publishing.js';
import { findUsers } from '../../queries/users.js';
import { loadViewTree } from '../../queries/viewTree.js';
import type { RouteContext } from '../context.js';
import { parseViewParams, workspaceParamsSchema } from '../page-view/schema.js';
import { registerBatchPublishRoute } from './batchRoute.js';
import { registerPublishExclusionRoutes } from './exclusionRoute.js';
import { registerPublicPublishRoutes } from './publicRoutes.js';
import {
  namespaceBodySchema,
  publicationPatchListSchema,
  publishBodyLimit,
  publishBodySchema,
  publishDefaultBodySchema,
  unpublishListSchema,
} from './schema.js';

/** Publishing from the workspace (spec 001 §7 "Publishing"); the public reads are in publicRoutes.ts. */
export function registerPublishRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db, authenticate } = context;
  const options = { preHandler: authenticate, bodyLimit: publishBodyLimit };
  const workspaceOf = (params: unknown) => parseRequest(workspaceParamsSchema, params, 'params').workspace_id;

  app.post('/api/workspace/:workspace_id/page-view/:view_id/publish', options, async (request) => {
    const { workspace_id, view_id } = parseViewParams(request.params);
    const { publish_name, visible_database_view_ids, ...settings } = parseRequest(
      publishBodySchema,
      request.body,
      'body',
    );
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    await publishView(db, {
      workspaceId: workspace_id,
      actor,
      viewId: view_id,
      publishName: publish_name,
      visibleDatabaseViewIds: visible_database_view_ids,
      settings,
      now: new Date(),
    });
    return okEnvelope();
  });

  app.post('/api/workspace/:workspace_id/page-view/:view_id/unpublish', options, async (request) => {
    const { workspace_id, view_id } = parseViewParams(request.params);
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    await unpublishViews(db, { workspaceId: workspace_id, actor, viewIds: [view_id] });
    return okEnvelope();
  });

  app.delete('/api/workspace/:workspace_id/publish', options, async (request) => {
    const workspaceId = workspaceOf(request.params);
    const viewIds = parseRequest(unpublishListSchema, request.body, 'body');
    const actor = await viewActor(db, workspaceId, authOf(request).userUuid);
    await unpublishViews(db, { workspaceId, actor, viewIds });
    return okEnvelope();
  });

  app.patch('/api/workspace/:workspace_id/publish', options, async (request) => {
    const workspaceId = workspaceOf(request.params);
    const patches = parseRequest(publicationPatchListSchema, request.body, 'body');
    const actor = await viewActor(db, workspaceId, authOf(request).userUuid);
    await updatePublications(db, { workspaceId, actor, patches, now: new Date() });
    return okEnvelope();
  });

  app.get('/api/workspace/:workspace_id/published-info', options, async (request) => {
    const workspaceId = workspaceOf(request.params);
    const actor = await viewActor(db, workspaceId, authOf(request).userUuid);
    const tree = await loadViewTree(db, workspaceId);
    const namespace = await currentNamespace(db, workspaceId);
    const visible = [...(await publicationsOf(db, workspaceId)).values()].flatMap((publication) => {
      const view = tree.get(publication.view_id);
      return view !== undefined && !tree.isInTrash(view.view_id) && canReadView(actor, tree, view)
        ? [{ view, publication }]
        : [];
    });
    const publishers = await findUsers(db, [
      ...new Set(visible.flatMap(({ publication }) => publication.publisher_uuid ?? [])),
    ]);
    const emailOf = (uuid: string | null) => publishers.find((user) => user.uuid === uuid)?.email ?? '';
    return okEnvelope(
      visible.map(({ view, publication }) => {
        const { view_id, name, icon, layout } = presentPublishViewInfo(view);
        return {
          view: { view_id, name, icon, layout },
          info: presentPublishInfo(publication, namespace, emailOf(publication.publisher_uuid)),
        };
      }),
    );
  });

  app.get('/api/workspace/:workspace_id/publish-namespace', options, async (request) => {
    const workspaceId = workspaceOf(request.params);
    await authorizeWorkspace(db, workspaceId, authOf(request).userUuid, 'open');
    return okEnvelope(await currentNamespace(db, workspaceId));
  });

  app.put('/api/workspace/:workspace_id/publish-namespace', options, async (request) => {
    const workspaceId = workspaceOf(request.params);
    const body = parseRequest(namespaceBodySchema, request.body, 'body');
    await authorizeWorkspace(db, workspaceId, authOf(request).userUuid, 'managePublishing');
    await setPublishNamespace(db, {
      workspaceId,
      oldNamespace: body.old_namespace,
      newNamespace: body.new_namespace,
      now: new Date(),
    });
    return okEnvelope();
  });

  app.get('/api/workspace/:workspace_id/publish-default', options, async (request) => {
    const workspaceId = workspaceOf(request.params);
    await authorizeWorkspace(db, workspaceId, authOf(request).userUuid, 'open');
    const publication = await findPublishDefault(db, workspaceId);
    if (publication === undefined) throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
    const [publisher] = await findUsers(
      db,
      publication.publisher_uuid === null ? [] : [publication.publisher_uuid],
    );
    return okEnvelope(
      presentPublishInfo(publication, await currentNamespace(db, workspaceId), publisher?.email ?? ''),
    );
  });

  app.put('/api/workspace/:workspace_id/publish-default', options, async (request) => {
    const workspaceId = workspaceOf(request.params);
    const { view_id } = parseRequest(publishDefaultBodySchema, request.body, 'body');
    await authorizeWorkspace(db, workspaceId, authOf(request).userUuid, 'managePublishing');
    await setPublishDefault(db, { workspaceId, viewId: view_id });
    return okEnvelope();
  });

  app.delete('/api/workspace/:workspace_id/publish-default', options, async (request) => {
    const workspaceId = workspaceOf(request.params);
    await authorizeWorkspace(db, workspaceId, authOf(request).userUuid, 'managePublishing');
    await clearPublishDefault(db, workspaceId);
    return okEnvelope();
  });

  registerBatchPublishRoute(app, context);
  registerPublishExclusionRoutes(app, context);
  registerPublicPublishRoutes(app, context);
}
