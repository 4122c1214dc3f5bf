import { api } from '@quire/shared';
import type { AFRole } from '../data/types';

// Members and invitations of a workspace (reference §3.3, §3.16). Only the settings feature calls these.

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
