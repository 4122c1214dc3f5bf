import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Makes `workspaceId` the one the user's next session starts in (`latest_workspace_id`). */
export async function openWorkspace(
  db: Kysely<Database>,
  userUuid: string,
  workspaceId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ latest_workspace_id: workspaceId, updated_at: now })
    .where('uuid', '=', userUuid)
    .execute();
}
