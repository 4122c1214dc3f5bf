import type { FastifyInstance } from 'fastify';
import { authOf } from '../../auth/authenticate.js';
import { publishView } from '../../commands/publish/publishView.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { checkPublishName } from '../../models/publishNames.js';
import { readBatchPublishFrames } from '../../models/publishFrames.js';
import { viewActor } from '../../policies/view.js';
import type { RouteContext } from '../context.js';
import { workspaceParamsSchema } from '../page-view/schema.js';

/** The framed body's limit: AppFlowy clients send each page's data too, which is read past, never kept. */
export const batchPublishBodyLimit = 16 * 1024 * 1024;

/**
 * `POST /api/workspace/{id}/publish`: AppFlowy's batch publish (desktop and newer web clients). Every page is
 * published as `POST page-view/{id}/publish` would (the same policy, names and copies), in order; the names
 * are all checked before any page is published, and a refused page stops the batch there.
 */
export function registerBatchPublishRoute(app: FastifyInstance, context: RouteContext): void {
  const { db, authenticate } = context;
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    scope.post(
      '/api/workspace/:workspace_id/publish',
      { preHandler: authenticate, bodyLimit: batchPublishBodyLimit },
      async (request) => {
        const { workspace_id } = parseRequest(workspaceParamsSchema, request.params, 'params');
        const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
        const items = readBatchPublishFrames(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
        for (const item of items) if (item.publishName !== undefined) checkPublishName(item.publishName);
        for (const item of items) {
          await publishView(db, {
            workspaceId: workspace_id,
            actor,
            viewId: item.viewId,
            publishName: item.publishName,
            settings: {},
            now: new Date(),
          });
        }
        return okEnvelope();
      },
    );
    done();
  });
}
