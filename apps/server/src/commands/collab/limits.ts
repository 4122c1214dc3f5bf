import type { Kysely } from 'kysely';
import type { LimitsConfig } from '../../config/index.js';
import type { Database } from '../../db/schema.js';
import { enforceApiRateLimit } from '../../limits/counter.js';

/**
 * Counts one change to a document's content by `userUuid` (a web-update, an append-block: each costs a load
 * of the document and a write) and refuses over QUIRE_COLLAB_UPDATE_RATE_PER_USER, saying how long to wait.
 */
export function limitCollabUpdates(
  db: Kysely<Database>,
  userUuid: string,
  limits: Pick<LimitsConfig, 'collabUpdatesPerUser'>,
  now: Date,
): Promise<void> {
  return enforceApiRateLimit(
    db,
    `collab-update:${userUuid}`,
    limits.collabUpdatesPerUser,
    now,
    (wait) => `Too many document changes sent at once. Try again in ${wait}.`,
  );
}
