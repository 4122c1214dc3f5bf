import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { writeStored } from '../stored/format.js';
import { memberProfileFormat, type MemberProfile } from '../stored/formats.js';

/** Sets the caller's profile in one workspace; a field left out is cleared (the request names them all). */
export async function updateMemberProfile(
  db: Kysely<Database>,
  params: { workspaceId: string; userUuid: string; profile: MemberProfile },
): Promise<void> {
  await db
    .updateTable('workspace_members')
    .set({ profile: writeStored(memberProfileFormat, params.profile) })
    .where('workspace_id', '=', params.workspaceId)
    .where('user_uuid', '=', params.userUuid)
    .execute();
}
