import type { Invitation, SentInvitation } from '@quire/shared/contract';
import { invitationExpiresAt, isInvitationExpired } from '../models/invitationLife.js';
import type { InvitationDetails } from '../queries/invitations.js';
import { parseUserMetadata } from '../models/userMetadata.js';

export function presentWorkspaceInvitation(invitation: InvitationDetails): Invitation {
  return {
    invite_id: invitation.invite_id,
    workspace_id: invitation.workspace_id,
    workspace_name: invitation.workspace_name,
    inviter_email: invitation.inviter_email,
    inviter_name: invitation.inviter_name,
    inviter_icon: parseUserMetadata(invitation.inviter_metadata).icon_url ?? null,
    workspace_icon: invitation.workspace_icon,
    member_count: invitation.member_count,
    role: invitation.role,
    status: invitation.status,
    updated_at: invitation.updated_at,
  };
}

export function presentSentInvitation(invitation: InvitationDetails, now: Date): SentInvitation {
  return {
    invite_id: invitation.invite_id,
    email: invitation.invitee_email,
    role: invitation.role,
    sent_at: invitation.updated_at,
    expires_at: invitationExpiresAt(invitation.updated_at).toISOString(),
    expired: isInvitationExpired(invitation, now),
  };
}
