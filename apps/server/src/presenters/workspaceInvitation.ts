import type { InvitationStatus, WorkspaceRole } from '../db/schema.js';
import type { InvitationDetails } from '../queries/invitations.js';
import { parseUserMetadata } from './user.js';

/** AppFlowy's AFWorkspaceInvitation, plus the role the invitee will join with. */
export interface AFWorkspaceInvitation {
  invite_id: string;
  workspace_id: string;
  workspace_name: string;
  inviter_email: string;
  inviter_name: string;
  inviter_icon: string | null;
  workspace_icon: string;
  member_count: number;
  role: WorkspaceRole;
  status: InvitationStatus;
  updated_at: string;
}

export function presentWorkspaceInvitation(invitation: InvitationDetails): AFWorkspaceInvitation {
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
