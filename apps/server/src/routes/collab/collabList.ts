import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as Y from 'yjs';
import { z } from 'zod';
import { authOf } from '../../auth/authenticate.js';
import { okEnvelope } from '../../http/envelope.js';
import { parseRequest } from '../../http/validate.js';
import { authorizedCollab, viewActor } from '../../policies/view.js';
import { loadCollabParents } from '../../queries/collabParents.js';
import { findCollabsByIds } from '../../queries/collabsByIds.js';
import { loadViewTree } from '../../queries/viewTree.js';
import type { RouteContext } from '../context.js';
import { collabTypeSchema } from './schema.js';

/** Ids one batch read may ask for (a database's rows load in pages of at most this many). */
export const maxCollabListIds = 200;

/**
 * The collab bytes one answer carries at most: past it the remaining readable ids are named in `deferred` (asked
 * again), so 200 large row documents cannot make one answer of hundreds of megabytes. The first always fits.
 */
export const collabListByteBudget = 4 * 1024 * 1024;

const querySchema = z.strictObject({ object_id: z.uuid(), collab_type: collabTypeSchema });
const listSchema = z.array(querySchema).min(1).max(maxCollabListIds);
/** `{ params_list: [...] }`, or AppFlowy's bare array of `{object_id, collab_type}`. */
const bodySchema = z.union([listSchema, z.strictObject({ params_list: listSchema })]);

const paramsSchema = z.object({ workspace_id: z.uuid() });

interface ListedCollab {
  doc_state: number[];
  state_vector: number[];
  version: number;
}

/**
 * `POST /api/workspace/v1/{ws}/collab_list` (and AppFlowy's `/api/workspace/{ws}/collab_list`): many collabs at
 * once — a database's rows in pages — each authorised as the one-collab read is (rows and row documents through
 * their database's page); ids the asker may not read, missing ones and ones of another collab_type are left out.
 */
export function registerCollabListRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db, authenticate } = context;
  const handler = async (request: FastifyRequest) => {
    const { workspace_id } = parseRequest(paramsSchema, request.params, 'params');
    const parsed = parseRequest(bodySchema, request.body, 'body');
    const queries = Array.isArray(parsed) ? parsed : parsed.params_list;
    const wanted = new Map(queries.map((query) => [query.object_id.toLowerCase(), query.collab_type]));
    const actor = await viewActor(db, workspace_id, authOf(request).userUuid);
    const tree = await loadViewTree(db, workspace_id);
    const parents = await loadCollabParents(db, tree, [...wanted.keys()]);
    const readable = [...wanted.keys()].filter((objectId) => {
      try {
        authorizedCollab(actor, 'read', tree, objectId, parents);
        return true;
      } catch {
        return false;
      }
    });
    const found = await findCollabsByIds(db, workspace_id, readable);
    const items: Record<string, ListedCollab> = {};
    const deferred: string[] = [];
    let bytes = 0;
    for (const objectId of readable) {
      const collab = found.get(objectId);
      if (collab === undefined || collab.collabType !== wanted.get(objectId)) continue;
      if (bytes > 0 && bytes + collab.docState.byteLength > collabListByteBudget) {
        deferred.push(objectId);
        continue;
      }
      bytes += collab.docState.byteLength;
      items[objectId] = {
        doc_state: Array.from(collab.docState),
        state_vector: Array.from(Y.encodeStateVectorFromUpdate(collab.docState)),
        version: collab.version,
      };
    }
    return okEnvelope({ items, deferred });
  };
  app.post('/api/workspace/v1/:workspace_id/collab_list', { preHandler: authenticate }, handler);
  app.post('/api/workspace/:workspace_id/collab_list', { preHandler: authenticate }, handler);
}
