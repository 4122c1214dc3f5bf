import { AppError } from '@quire/shared/errors';

/** How `collabs.doc_state` is encoded; `doc_format` names it for every row. */
export const CollabFormat = { YjsV1Update: 1 } as const;
export type CollabFormat = (typeof CollabFormat)[keyof typeof CollabFormat];
export const currentCollabFormat: CollabFormat = CollabFormat.YjsV1Update;

/**
 * The stored bytes as the current format. Only format 1 exists; a row of a format this release does not know
 * (written by a newer one) is refused rather than handed to clients as if it were a Yjs update.
 */
export function readCollabState(format: number, bytes: Uint8Array): Uint8Array {
  // An empty Yjs update is two bytes (no structs, no deletes); anything shorter is not a document.
  if (format === CollabFormat.YjsV1Update && bytes.length >= 2) return bytes;
  throw new AppError('Internal', `Collab stored in an unknown format (${format}, ${bytes.length} bytes)`);
}
