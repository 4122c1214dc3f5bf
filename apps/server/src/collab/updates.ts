import { AppError } from '@quire/shared/errors';
import * as Y from 'yjs';

/**
 * Checks that `bytes` decodes in full as a Yjs v1 update (DecodeUpdateError 1055 otherwise) and says whether it
 * changes nothing (no structs, no deletions, as `[0, 0]`): such an update is acknowledged without being stored.
 */
export function decodeUpdateChecked(bytes: Uint8Array): { empty: boolean } {
  try {
    const { structs, ds } = Y.decodeUpdate(bytes);
    return { empty: structs.length === 0 && ds.clients.size === 0 };
  } catch {
    throw new AppError('DecodeUpdateError', 'The update could not be decoded as a Yjs update.');
  }
}

/**
 * Applies a decoded update to `doc`, ApplyUpdateError (1056) when Yjs throws: an update can decode and still break
 * the document it lands on (an item whose parent is not a type). After a throw `doc` may hold part of the update,
 * so the caller must throw `doc` away.
 */
export function applyUpdateChecked(doc: Y.Doc, bytes: Uint8Array, origin?: unknown): void {
  try {
    Y.applyUpdate(doc, bytes, origin);
  } catch {
    throw new AppError('ApplyUpdateError', 'The update could not be applied.');
  }
}

/**
 * Checks that `bytes` is a Yjs v1 update before anything is stored: it must decode in full
 * (DecodeUpdateError 1055) and apply to the document as it stands, `current` (ApplyUpdateError 1056), tried on a
 * copy: stored, a breaking update would throw in every client that loads the page. Says whether it is empty.
 */
export function checkUpdate(bytes: Uint8Array, current: Uint8Array): { empty: boolean } {
  const { empty } = decodeUpdateChecked(bytes);
  if (empty) return { empty };
  const scratch = new Y.Doc();
  try {
    applyUpdateChecked(scratch, current);
    applyUpdateChecked(scratch, bytes);
  } finally {
    scratch.destroy();
  }
  return { empty };
}
