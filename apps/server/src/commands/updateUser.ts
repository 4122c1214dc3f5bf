import type { Database } from '../db/schema.js';
import type { UserMetadata } from '@quire/shared/contract';
import type { Kysely } from 'kysely';
import { parseUserMetadata } from '../models/userMetadata.js';
import { writeStored } from '../stored/format.js';
import { userMetadataFormat } from '../stored/formats.js';

export interface UserChanges {
  name?: string | undefined;
  /** Shallow-merged into the stored metadata (AppFlowy's `metadata || $new`). */
  metadata?: UserMetadata | undefined;
}

/** Applies a profile update; false when the user does not exist. */
export async function updateUser(
  db: Kysely<Database>,
  userUuid: string,
  changes: UserChanges,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('metadata')
      .where('uuid', '=', userUuid)
      .executeTakeFirst();
    if (user === undefined) return false;
    await trx
      .updateTable('users')
      .set({
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.metadata === undefined
          ? {}
          : {
              metadata: writeStored(userMetadataFormat, {
                ...parseUserMetadata(user.metadata),
                ...changes.metadata,
              }),
            }),
        updated_at: new Date().toISOString(),
      })
      .where('uuid', '=', userUuid)
      .execute();
    return true;
  });
}
