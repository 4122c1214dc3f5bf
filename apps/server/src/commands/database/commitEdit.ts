import type { Kysely } from 'kysely';
import { AppError } from '@quire/shared/errors';
import * as Y from 'yjs';
import { collabVersion } from '../../collab/store.js';
import type { DocumentRegistry } from '../../collab/registry.js';
import type { LimitsConfig } from '../../config/index.js';
import type { Database, ViewRow } from '../../db/schema.js';
import type { ViewActor } from '../../policies/view.js';
import { acceptCollabUpdate } from '../collab/acceptUpdate.js';
import type { CreationRequest } from '../collab/createByFirstWrite.js';

/** The origin of what the database API writes on a client's behalf. */
export const databaseApiOrigin = 'quire-database-api';

export interface EditTarget {
  workspaceId: string;
  actor: ViewActor;
  limits: Pick<LimitsConfig, 'collabUpdatesPerUser' | 'maxCollabBytes'>;
  now: Date;
}

/**
 * Makes `edit` on `doc` (the collab's current state) and sends what it changed through the same path as a
 * client's web-update (`acceptCollabUpdate`: checked, committed, broadcast to open sockets, the published copy
 * following). `create`: the collab is new and made by this write (a row, a row's document); `authorizedView`:
 * the page already found writable. Nothing is sent when the edit changed nothing.
 */
export async function commitEdit(
  db: Kysely<Database>,
  registry: DocumentRegistry,
  target: EditTarget,
  collab: {
    objectId: string;
    collabType: number;
    doc: Y.Doc;
    authorizedView?: ViewRow;
    create?: CreationRequest;
  },
  edit: (doc: Y.Doc) => void,
): Promise<void> {
  const { doc } = collab;
  const before = Y.encodeStateVector(doc);
  const seen = { changed: false };
  const onUpdate = () => {
    seen.changed = true;
  };
  doc.on('update', onUpdate);
  try {
    edit(doc);
  } finally {
    doc.off('update', onUpdate);
  }
  if (!seen.changed && collab.create === undefined) return;
  // A new collab is stored whole (its first write); an existing one gets only what the edit added.
  const update =
    collab.create === undefined ? Y.encodeStateAsUpdate(doc, before) : Y.encodeStateAsUpdate(doc);
  const send = (create: CreationRequest | undefined) =>
    acceptCollabUpdate(db, registry, {
      workspaceId: target.workspaceId,
      objectId: collab.objectId,
      collabType: collab.collabType,
      update,
      actor: target.actor,
      deviceId: null,
      limits: target.limits,
      perUserRate: true,
      now: target.now,
      origin: databaseApiOrigin,
      ...(collab.authorizedView === undefined ? {} : { authorizedView: collab.authorizedView }),
      ...(create === undefined ? {} : { create }),
    });
  try {
    await send(collab.create);
  } catch (refusal) {
    // Another writer created the same collab between the policy's look and the creation's (two upserts of one
    // row, at once): it exists now, so this write is an update of it, checked as any other.
    const raced =
      collab.create !== undefined &&
      refusal instanceof AppError &&
      refusal.errorName === 'RecordNotFound' &&
      (await collabVersion(db, target.workspaceId, collab.objectId)) !== undefined;
    if (!raced) throw refusal;
    await send(undefined);
  }
}
