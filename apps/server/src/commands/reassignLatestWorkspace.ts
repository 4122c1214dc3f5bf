import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * After users lost `workspaceId` (deleted, left, removed): whoever had it open gets their oldest
 * remaining workspace instead, or none, so that `latest_workspace_id` never points at a workspace the
 * user cannot open. Run it after the membership rows are gone.
 */
export async function reassignLatestWorkspace(db: Kysely<Database>, workspaceId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      latest_workspace_id: eb
        .selectFrom('workspace_members as member')
        .innerJoin('workspaces as workspace', 'workspace.workspace_id', 'member.workspace_id')
        .select('member.workspace_id')
        .whereRef('member.user_uuid', '=', 'users.uuid')
        .orderBy('workspace.created_at')
        .orderBy('workspace.workspace_id')
        .limit(1),
    }))
    .where('latest_workspace_id', '=', workspaceId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('workspace_members as still')
            .select('still.user_uuid')
            .where('still.workspace_id', '=', workspaceId)
            .whereRef('still.user_uuid', '=', 'users.uuid'),
        ),
      ),
    )
    .execute();
}
