import { api } from '@quire/shared';
import type { InviteCodeAnswer, SentInvitation } from '@quire/shared/contract';
import type { AFRole } from '../data/types';

// Members, invitations and the invite link of a workspace (reference §3.3, §3.16). Only the settings feature
// calls these.

export type { SentInvitation };

/** `GET /api/workspace/{id}/member` rows. */
export interface WorkspaceMember {
  name: string;
  email: string;
  role: AFRole;
  avatar_url: string | null;
  joined_at?: string | null;
}

/** The roles an invitation or a role change may give: nobody is made Owner from the member list. */
export const ASSIGNABLE_ROLES = ['Member', 'Guest'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const members = (workspaceId: string) => `/api/workspace/${encodeURIComponent(workspaceId)}/member`;

export function listMembers(workspaceId: string): Promise<WorkspaceMember[]> {
  return api.get<WorkspaceMember[]>(members(workspaceId));
}

export async function inviteMembers(
  workspaceId: string,
  invitations: { email: string; role: AssignableRole }[],
): Promise<void> {
  await api.post<unknown>(`/api/workspace/${encodeURIComponent(workspaceId)}/invite`, invitations);
}

export async function changeMemberRole(
  workspaceId: string,
  email: string,
  role: AssignableRole,
): Promise<void> {
  await api.put<unknown>(members(workspaceId), { email, role });
}

export async function removeMembers(workspaceId: string, emails: string[]): Promise<void> {
  await api.delete<unknown>(members(workspaceId), { body: emails });
}

const workspacePath = (workspaceId: string) => `/api/workspace/${encodeURIComponent(workspaceId)}`;

/** The Owner's pending (and lapsed) e-mail invitations, to revoke them. */
export function listSentInvitations(workspaceId: string): Promise<SentInvitation[]> {
  return api.get<SentInvitation[]>(`${workspacePath(workspaceId)}/invite`);
}

export async function revokeInvitation(workspaceId: string, inviteId: string): Promise<void> {
  await api.delete<unknown>(`${workspacePath(workspaceId)}/invite/${encodeURIComponent(inviteId)}`);
}

/** The workspace's invite link code; `null` while the link is off. */
export async function getInviteCode(workspaceId: string): Promise<string | null> {
  const answer = await api.get<InviteCodeAnswer>(`${workspacePath(workspaceId)}/invite-code`);
  return answer.code;
}

/** A new invite link code; the old link stops working. */
export async function createInviteCode(workspaceId: string): Promise<string | null> {
  const answer = await api.post<InviteCodeAnswer>(`${workspacePath(workspaceId)}/invite-code`, {});
  return answer.code;
}

export async function deleteInviteCode(workspaceId: string): Promise<void> {
  await api.delete<unknown>(`${workspacePath(workspaceId)}/invite-code`);
}

/** The address an invite link code is shared as; the join page lives at this path. */
export function inviteLinkUrl(code: string): string {
  return `${window.location.origin}/app/invited/${encodeURIComponent(code)}`;
}
