import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { CollabCompactor } from '../../collab/compaction.js';
import { compactEvery } from '../../collab/compaction.js';
import { appendCollabUpdate, findCollab } from '../../collab/store.js';
import { checkUpdate } from '../../collab/updates.js';
import type { LimitsConfig } from '../../config/index.js';
import type { Database } from '../../db/schema.js';
import { authorizedCollab, type ViewActor } from '../../policies/view.js';
import { loadViewTree } from '../../queries/viewTree.js';
import { limitCollabUpdates } from './limits.js';

/**
 * One Yjs update to a page's content (web-update, spec 001 §4): the writer may edit the page, the update
 * decodes and applies to the document as stored, and it is committed (appended) before the answer says so.
 * Nothing is stored otherwise. Returns the collab's version after it. Trying the update costs a load of the
 * document (rate-limited per user; the socket's in-memory documents will spare it).
 */
export async function acceptCollabUpdate(
  db: Kysely<Database>,
  params: {
    workspaceId: string;
    objectId: string;
    collabType: number;
    update: Uint8Array;
    actor: ViewActor;
    deviceId: string | null;
    limits: Pick<LimitsConfig, 'collabUpdatesPerUser' | 'maxCollabBytes'>;
    compactor: CollabCompactor;
    now: Date;
  },
): Promise<number> {
  const { workspaceId, objectId, actor, now } = params;
  const tree = await loadViewTree(db, workspaceId);
  const view = authorizedCollab(actor, 'write', tree, objectId);
  await limitCollabUpdates(db, actor.userUuid, params.limits, now);
  const stored = await findCollab(db, workspaceId, objectId);
  if (stored === undefined) throw new AppError('RecordNotFound', SpecMessages.documentNotFound);
  if (stored.collabType !== params.collabType) {
    throw new AppError(
      'InvalidRequest',
      `collab_type is ${params.collabType}, the collab's is ${stored.collabType}`,
    );
  }
  const { empty } = checkUpdate(params.update, stored.docState);
  if (empty) return stored.version;
  const version = await appendCollabUpdate(db, {
    workspaceId,
    objectId,
    viewId: view.view_id,
    update: params.update,
    userUuid: actor.userUuid,
    deviceId: params.deviceId,
    maxCollabBytes: params.limits.maxCollabBytes,
    now,
  });
  if (version % compactEvery === 0) params.compactor.schedule(objectId);
  return version;
}
