import type { WorkspaceMember } from '../queries/workspaceMembers.js';
import { parseUserMetadata } from './user.js';

/** AppFlowy's AFWorkspaceMember. */
export interface AFWorkspaceMember {
  name: string;
  email: string;
  role: WorkspaceMember['role'];
  avatar_url: string | null;
  joined_at: string;
}

export function presentWorkspaceMember(member: WorkspaceMember): AFWorkspaceMember {
  return {
    name: member.name,
    email: member.email,
    role: member.role,
    avatar_url: parseUserMetadata(member.metadata).icon_url ?? null,
    joined_at: member.joined_at,
  };
}
