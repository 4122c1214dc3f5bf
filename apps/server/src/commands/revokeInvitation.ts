import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export const invitationNotFoundMessage = 'Invitation not found';

/**
 * Withdraws a pending invitation of `workspaceId`: its link then answers not-found. One that was already
 * accepted or declined, or belongs to another workspace, is RecordNotFound.
 */
export async function revokeInvitation(
  db: Kysely<Database>,
  params: { workspaceId: string; inviteId: string },
): Promise<void> {
  const result = await db
    .deleteFrom('workspace_invitations')
    .where('invite_id', '=', params.inviteId)
    .where('workspace_id', '=', params.workspaceId)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw new AppError('RecordNotFound', invitationNotFoundMessage);
}
