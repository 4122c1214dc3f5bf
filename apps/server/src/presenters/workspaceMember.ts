import type { WorkspaceMember as WorkspaceMemberAnswer } from '@quire/shared/contract';
import type { WorkspaceMember } from '../queries/workspaceMembers.js';
import { parseUserMetadata } from '../models/userMetadata.js';

export function presentWorkspaceMember(member: WorkspaceMember): WorkspaceMemberAnswer {
  return {
    name: member.name,
    email: member.email,
    role: member.role,
    avatar_url: parseUserMetadata(member.metadata).icon_url ?? null,
    joined_at: member.joined_at,
  };
}
