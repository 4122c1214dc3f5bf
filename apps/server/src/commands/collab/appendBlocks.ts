import { ViewLayout, decodeDoc, insertBlock, pageId, type NewBlock } from '@quire/shared/collab';
import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { DocumentRegistry } from '../../collab/registry.js';
import { findCollab } from '../../collab/store.js';
import type { LimitsConfig } from '../../config/index.js';
import type { Database } from '../../db/schema.js';
import { authorizedView, type ViewActor } from '../../policies/view.js';
import { loadViewTree } from '../../queries/viewTree.js';
import { copyPublishedContent } from '../publish/copyContent.js';
import { limitCollabUpdates } from './limits.js';

/** The origin of blocks the server writes into a document on a client's behalf. */
const serverOrigin = 'quire-server';

/**
 * `append-block`: blocks (with their text and children) added at the end of a document page, through the
 * block model, as one update stored like any client's. Returns the collab's version after it.
 */
export async function appendBlocks(
  db: Kysely<Database>,
  registry: DocumentRegistry,
  params: {
    workspaceId: string;
    viewId: string;
    blocks: NewBlock[];
    actor: ViewActor;
    limits: Pick<LimitsConfig, 'collabUpdatesPerUser' | 'maxCollabBytes'>;
    now: Date;
  },
): Promise<number> {
  const { workspaceId, actor, now } = params;
  const tree = await loadViewTree(db, workspaceId);
  const { view } = authorizedView(actor, 'write', tree, params.viewId);
  if (view.layout !== ViewLayout.Document) {
    throw new AppError('InvalidRequest', 'Blocks can only be appended to a document page');
  }
  await limitCollabUpdates(db, actor.userUuid, params.limits, now);
  const stored = await findCollab(db, workspaceId, view.collab_id);
  if (stored === undefined) throw new AppError('RecordNotFound', 'Document not found');
  const doc = decodeDoc(stored.docState);
  try {
    const before = Y.encodeStateVector(doc);
    const parentId = pageId(doc);
    doc.transact(() => {
      for (const block of params.blocks) insertBlock(doc, block, { parentId }, serverOrigin);
    }, serverOrigin);
    // Through the registry like any client's update: open sockets see the blocks arrive.
    const { version, publishedLive } = await registry.commit({
      workspaceId,
      objectId: view.collab_id,
      viewId: view.view_id,
      update: Y.encodeStateAsUpdate(doc, before),
      userUuid: actor.userUuid,
      deviceId: null,
      maxCollabBytes: params.limits.maxCollabBytes,
      now,
      origin: serverOrigin,
    });
    if (publishedLive) await copyPublishedContent(db, { workspaceId, view, now });
    return version;
  } finally {
    doc.destroy();
  }
}
