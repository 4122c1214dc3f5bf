import { api } from '@quire/shared';
import type { Invitation, InvitationStatus as ContractStatus } from '@quire/shared/contract';

// The invitation an e-mail link points at (reference §3.16); only this screen calls these. The shapes are the
// contract's (`@quire/shared/contract`), narrowed to what the screen reads.

export type InvitationStatus = ContractStatus;

/** `GET /api/workspace/invite/{id}`: what the invitee is shown before accepting. */
export type WorkspaceInvitation = Pick<
  Invitation,
  'invite_id' | 'workspace_id' | 'workspace_name' | 'inviter_email' | 'inviter_name' | 'status'
> &
  Partial<Pick<Invitation, 'member_count'>>;

const invitePath = (inviteId: string) => encodeURIComponent(inviteId);

export function getInvitation(inviteId: string): Promise<WorkspaceInvitation> {
  return api.get<WorkspaceInvitation>(`/api/workspace/invite/${invitePath(inviteId)}`);
}

export async function acceptInvitation(inviteId: string): Promise<void> {
  await api.post<unknown>(`/api/workspace/accept-invite/${invitePath(inviteId)}`);
}
