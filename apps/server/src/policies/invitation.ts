import { AppError } from '@quire/shared/errors';
import type { WorkspaceInvitationRow } from '../db/schema.js';
import { normaliseEmail } from '../models/email.js';

export type InvitationAction = 'view' | 'accept';

/**
 * An invitation belongs to the address it was sent to: only a user signed in with that e-mail may read
 * or accept it. Anyone else reading it gets NotEnoughPermissions (1012); accepting gets AppFlowy's own
 * NotInviteeOfWorkspaceInvitation (1041), which its clients know.
 */
export function authorizeInvitation(
  invitation: Pick<WorkspaceInvitationRow, 'invitee_email'>,
  callerEmail: string,
  action: InvitationAction,
): void {
  if (invitation.invitee_email === normaliseEmail(callerEmail)) return;
  switch (action) {
    case 'view':
      throw new AppError('NotEnoughPermissions');
    case 'accept':
      throw new AppError('NotInviteeOfWorkspaceInvitation');
    default:
      throw new Error(`unhandled invitation action: ${String(action satisfies never)}`);
  }
}
