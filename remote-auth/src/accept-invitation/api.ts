import { api } from '@quire/shared';

// The invitation an e-mail link points at (reference §3.16); only this screen calls these.

export type InvitationStatus = 'Pending' | 'Accepted' | 'Rejected';

/** `GET /api/workspace/invite/{id}`: what the invitee is shown before accepting. */
export interface WorkspaceInvitation {
  invite_id: string;
  workspace_id: string;
  workspace_name: string;
  inviter_email: string | null;
  inviter_name: string | null;
  status: InvitationStatus;
  member_count?: number | null;
}

const invitePath = (inviteId: string) => encodeURIComponent(inviteId);

export function getInvitation(inviteId: string): Promise<WorkspaceInvitation> {
  return api.get<WorkspaceInvitation>(`/api/workspace/invite/${invitePath(inviteId)}`);
}

export async function acceptInvitation(inviteId: string): Promise<void> {
  await api.post<unknown>(`/api/workspace/accept-invite/${invitePath(inviteId)}`);
}
