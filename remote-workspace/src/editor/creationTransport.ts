import { httpCollabTransport, isAppError, type CollabTransport, type ErrorName } from '@quire/shared';

/**
 * The server's answers that refuse to create a collab (the database contract: a guest, a row that is not there
 * or not writable, an id that is not the row's document): sending again cannot help. Anything else (offline, a
 * server restarting) stays a retry DocumentSync makes by itself.
 */
const refusals: ReadonlySet<ErrorName> = new Set<ErrorName>([
  'NotEnoughPermissions',
  'RecordNotFound',
  'RecordDeleted',
  'InvalidRequest',
  'PayloadTooLarge',
  'InvalidGuest',
]);

/**
 * A transport for a collab made on this client (a row's document) that tells `onRefused` when the server refuses
 * to create it: while it is not known to exist there (no copy loaded, no send accepted), a refused send means it
 * cannot be created (spec VAL-17). Once it exists, failures are ordinary sync failures again.
 */
export function creationTransport(
  onRefused: () => void,
  inner: CollabTransport = httpCollabTransport,
): CollabTransport {
  let exists = false;
  return {
    load: (target) =>
      inner.load(target).then((copy) => {
        exists = true;
        return copy;
      }),
    send: (target, update, create) =>
      inner.send(target, update, create).then(
        (answer) => {
          exists = true;
          return answer;
        },
        (error: unknown) => {
          if (!exists && isAppError(error) && refusals.has(error.errorName)) onRefused();
          throw error;
        },
      ),
  };
}
