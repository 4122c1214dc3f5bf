import {
  childIds,
  decodeDoc,
  deleteBlock,
  emptyDocument,
  encodeDoc,
  insertBlock,
  pageId,
  type NewBlock,
} from '@quire/shared/collab';

const origin = Symbol('test');

/** The Yjs state of a document whose page holds exactly `blocks` (as the blob endpoint serves it). */
export function documentState(blocks: NewBlock[]): Uint8Array {
  const doc = decodeDoc(emptyDocument());
  const page = pageId(doc);
  for (const id of childIds(doc, page)) deleteBlock(doc, id, origin);
  for (const block of blocks) insertBlock(doc, block, { parentId: page }, origin);
  return encodeDoc(doc);
}

/** A view as the meta and outline carry it. */
export function publishedView(viewId: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    view_id: viewId,
    name,
    icon: null,
    layout: 0,
    extra: JSON.stringify({ is_space: false, ...extra }),
    created_by: null,
    last_edited_by: null,
    last_edited_time: 0,
    created_at: 0,
    child_views: null,
  };
}
