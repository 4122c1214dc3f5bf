import type { Kysely } from 'kysely';
import type { DocumentRegistry } from '../../collab/registry.js';
import type { LimitsConfig } from '../../config/index.js';
import type { Database, ViewRow } from '../../db/schema.js';
import { AppError } from '@quire/shared/errors';
import { authorizedCollabOf } from '../../policies/collabAccess.js';
import type { ViewActor } from '../../policies/view.js';
import { loadViewTree } from '../../queries/viewTree.js';
import { copyPublishedContent } from '../publish/copyContent.js';
import { createByFirstWrite, isPublishedLive, type CreationRequest } from './createByFirstWrite.js';
import { limitCollabUpdates } from './limits.js';

/**
 * One Yjs update to a page's content, from web-update (spec 001 §4) or the websocket: the writer may edit the
 * page (checked on every update), the update decodes and applies to the document as it stands, and it is
 * committed (appended) before anyone is told. Nothing is stored otherwise. Returns the collab's version after
 * it. `perUserRate`: count it against QUIRE_COLLAB_UPDATE_RATE_PER_USER (HTTP; a socket has its own limit).
 */
export async function acceptCollabUpdate(
  db: Kysely<Database>,
  registry: DocumentRegistry,
  params: {
    workspaceId: string;
    objectId: string;
    /** Undefined: whatever type the collab has (the socket subscribed to it already). */
    collabType?: number | undefined;
    update: Uint8Array;
    actor: ViewActor;
    deviceId: string | null;
    limits: Pick<LimitsConfig, 'collabUpdatesPerUser' | 'maxCollabBytes'>;
    perUserRate: boolean;
    now: Date;
    /** Who sent it, so that they are not sent it back. */
    origin?: unknown;
    /**
     * The page `actor` was just found allowed to write (a socket re-checks at most every few seconds, and at
     * once whenever the workspace's pages or members change); otherwise the page tree is read and checked here.
     */
    authorizedView?: ViewRow;
    /**
     * The collab may not exist yet: a row or a row's document made on the client is created by its first write
     * (`createByFirstWrite`), which this update then is.
     */
    create?: CreationRequest;
  },
): Promise<{ version: number; empty: boolean }> {
  return (await queueCollabUpdate(db, registry, params)).committed;
}

/**
 * `acceptCollabUpdate` in two steps (see `DocumentRegistry.queue`): resolves once the update is checked, applied
 * and queued; `committed` settles once it is committed (and the published copy, if live, refreshed).
 */
export async function queueCollabUpdate(
  db: Kysely<Database>,
  registry: DocumentRegistry,
  params: Parameters<typeof acceptCollabUpdate>[2],
): Promise<{ committed: Promise<{ version: number; empty: boolean }> }> {
  const { workspaceId, objectId, actor, now } = params;
  let view = params.authorizedView;
  if (view === undefined) {
    const tree = await loadViewTree(db, workspaceId);
    try {
      view = await authorizedCollabOf(db, actor, 'write', tree, objectId);
    } catch (refusal) {
      if (
        params.create === undefined ||
        !(refusal instanceof AppError) ||
        refusal.errorName !== 'RecordNotFound'
      ) {
        throw refusal;
      }
      if (params.perUserRate) await limitCollabUpdates(db, actor.userUuid, params.limits, now);
      const made = await createByFirstWrite(db, {
        workspaceId,
        objectId,
        request: params.create,
        update: params.update,
        actor,
        tree,
        maxCollabBytes: params.limits.maxCollabBytes,
        now,
      });
      if (made === undefined) throw refusal;
      if (made.created) {
        const created = made;
        // A new row of a page published with "update live": its public copy takes the row now.
        const committed = (async () => {
          if (await isPublishedLive(db, created.view.view_id)) {
            await copyPublishedContent(db, { workspaceId, view: created.view, now });
          }
          return { version: created.version, empty: false };
        })();
        return { committed };
      }
      // Another writer created it first: this update is applied to theirs.
      view = await authorizedCollabOf(db, actor, 'write', tree, objectId);
    }
  }
  if (params.perUserRate) await limitCollabUpdates(db, actor.userUuid, params.limits, now);
  const queued = await registry.queue({
    workspaceId,
    objectId,
    viewId: view.view_id,
    collabType: params.collabType,
    update: params.update,
    userUuid: actor.userUuid,
    deviceId: params.deviceId,
    maxCollabBytes: params.limits.maxCollabBytes,
    now,
    origin: params.origin,
  });
  const committed = queued.committed.then(async ({ version, empty, publishedLive }) => {
    // "Update live": a published page's public copy follows each accepted update (whether the page is published
    // live was read in the commit's own transaction, shared by the updates committed with it).
    if (publishedLive) await copyPublishedContent(db, { workspaceId, view, now });
    return { version, empty };
  });
  return { committed };
}
