import { AppError } from '@quire/shared/errors';
import * as Y from 'yjs';

/**
 * Checks that `bytes` is a Yjs v1 update before anything is stored: it must decode in full
 * (DecodeUpdateError 1055) and apply to the document as it stands, `current` (ApplyUpdateError 1056). An
 * update can decode and still break the document it lands on (an item whose parent is not a type): stored, it
 * would throw in every client that loads the page, so it is tried on a copy first. Says whether it changes
 * nothing (no structs, no deletions, as `[0, 0]`): such an update is acknowledged without being stored.
 */
export function checkUpdate(bytes: Uint8Array, current: Uint8Array): { empty: boolean } {
  let empty: boolean;
  try {
    const { structs, ds } = Y.decodeUpdate(bytes);
    empty = structs.length === 0 && ds.clients.size === 0;
  } catch {
    throw new AppError('DecodeUpdateError', 'The update could not be decoded as a Yjs update.');
  }
  if (empty) return { empty };
  const scratch = new Y.Doc();
  try {
    Y.applyUpdate(scratch, current);
    Y.applyUpdate(scratch, bytes);
  } catch {
    throw new AppError('ApplyUpdateError', 'The update could not be applied.');
  } finally {
    scratch.destroy();
  }
  return { empty };
}
