import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database, WorkspaceRole } from '../db/schema.js';
import { reassignLatestWorkspace } from './reassignLatestWorkspace.js';

export const ownerCannotLeaveMessage =
  'The owner cannot leave their own workspace; delete the workspace instead.';

/** The caller leaves a workspace they belong to with `role`. A workspace never loses its owner this way. */
export async function leaveWorkspace(
  db: Kysely<Database>,
  { workspaceId, userUuid, role }: { workspaceId: string; userUuid: string; role: WorkspaceRole },
): Promise<void> {
  if (role === 'Owner') throw new AppError('InvalidRequest', ownerCannotLeaveMessage);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('workspace_members')
      .where('workspace_id', '=', workspaceId)
      .where('user_uuid', '=', userUuid)
      .execute();
    await reassignLatestWorkspace(trx, workspaceId);
  });
}
