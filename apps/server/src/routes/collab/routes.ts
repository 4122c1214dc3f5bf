import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { authOf } from '../../auth/authenticate.js';
import { findCollab } from '../../collab/store.js';
import { acceptCollabUpdate } from '../../commands/collab/acceptUpdate.js';
import { appendBlocks } from '../../commands/collab/appendBlocks.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { authorizedCollabOf } from '../../policies/collabAccess.js';
import { viewActor } from '../../policies/view.js';
import { loadViewTree } from '../../queries/viewTree.js';
import { AppError, SpecMessages } from '@quire/shared/errors';
import type { RouteContext } from '../context.js';
import { registerCollabListRoutes } from './collabList.js';
import { parseViewParams } from '../page-view/schema.js';
import {
  appendBlockBodySchema,
  collabQuerySchema,
  deviceIdOf,
  parseCollabParams,
  toNewBlocks,
  updateBytes,
  webUpdateBodyLimit,
  webUpdateBodySchema,
} from './schema.js';

const bytes = (value: Uint8Array) => Array.from(value);

/** Page content over HTTP (spec 001 §4 "Document sync", §7): read a collab whole, send it updates, append blocks. */
export function registerCollabRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db, authenticate, config, collabs } = context;
  registerCollabListRoutes(app, context);

  app.get(
    '/api/workspace/v1/:workspace_id/collab/:object_id',
    { preHandler: authenticate },
    async (request) => {
      const { workspace_id, object_id } = parseCollabParams(request.params);
      const query = parseRequest(collabQuerySchema, request.query, 'query');
      const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
      await authorizedCollabOf(db, actor, 'read', await loadViewTree(db, workspace_id), object_id);
      const collab = await findCollab(db, workspace_id, object_id);
      if (collab === undefined) throw new AppError('RecordNotFound', SpecMessages.documentNotFound);
      if (query.collab_type !== undefined && query.collab_type !== collab.collabType) {
        throw new AppError(
          'InvalidRequest',
          `collab_type is ${query.collab_type}, the collab's is ${collab.collabType}`,
        );
      }
      return okEnvelope({
        object_id,
        doc_state: bytes(collab.docState),
        state_vector: bytes(Y.encodeStateVectorFromUpdate(collab.docState)),
        version: collab.version,
      });
    },
  );

  app.post(
    '/api/workspace/v1/:workspace_id/collab/:object_id/web-update',
    { preHandler: authenticate, bodyLimit: webUpdateBodyLimit(config.limits.maxCollabUpdateBytes) },
    async (request) => {
      const { workspace_id, object_id } = parseCollabParams(request.params);
      const body = parseRequest(webUpdateBodySchema, request.body, 'body');
      const update = updateBytes(body.doc_state, config.limits.maxCollabUpdateBytes);
      const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
      const { version } = await acceptCollabUpdate(db, collabs, {
        workspaceId: workspace_id,
        objectId: object_id,
        collabType: body.collab_type,
        update,
        actor,
        deviceId: deviceIdOf(request.headers['device-id']),
        limits: config.limits,
        perUserRate: true,
        now: new Date(),
        create: { collabType: body.collab_type, parentId: body.parent_id },
      });
      return okEnvelope({ version });
    },
  );

  app.post(
    '/api/workspace/:workspace_id/page-view/:view_id/append-block',
    { preHandler: authenticate },
    async (request) => {
      const { workspace_id, view_id } = parseViewParams(request.params);
      const body = parseRequest(appendBlockBodySchema, request.body, 'body');
      const blocks = toNewBlocks(body.blocks);
      const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
      await appendBlocks(db, collabs, {
        workspaceId: workspace_id,
        viewId: view_id,
        blocks,
        actor,
        limits: config.limits,
        now: new Date(),
      });
      return okEnvelope();
    },
  );
}
