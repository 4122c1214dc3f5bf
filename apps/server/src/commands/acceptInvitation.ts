import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database, WorkspaceInvitationRow } from '../db/schema.js';
import { invitationExpiredMessage, isInvitationExpired } from '../models/invitationLife.js';

export const invitationDeclinedMessage = 'This invitation was declined and can no longer be accepted.';

/**
 * The invitee joins with the invited role. The status moves from Pending to Accepted in one conditional
 * update, so two concurrent accepts cannot both join; accepting again is AlreadyJoined (1073). Someone
 * who became a member meanwhile keeps the role they have. An invitation last sent more than
 * `invitationTtlDays` ago has expired and is refused.
 */
export function acceptInvitation(
  db: Kysely<Database>,
  invitation: WorkspaceInvitationRow,
  userUuid: string,
  now: string,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    switch (invitation.status) {
      case 'Pending':
        if (isInvitationExpired(invitation, new Date(now))) {
          throw new AppError('InvalidRequest', invitationExpiredMessage);
        }
        break;
      case 'Accepted':
        throw new AppError('AlreadyJoined');
      case 'Rejected':
        throw new AppError('InvalidRequest', invitationDeclinedMessage);
      default:
        throw new Error(`unhandled invitation status: ${String(invitation.status satisfies never)}`);
    }
    const claimed = await trx
      .updateTable('workspace_invitations')
      .set({ status: 'Accepted', updated_at: now })
      .where('invite_id', '=', invitation.invite_id)
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('AlreadyJoined');
    await trx
      .insertInto('workspace_members')
      .values({
        workspace_id: invitation.workspace_id,
        user_uuid: userUuid,
        role: invitation.role,
        joined_at: now,
      })
      .onConflict((conflict) => conflict.columns(['workspace_id', 'user_uuid']).doNothing())
      .execute();
  });
}
