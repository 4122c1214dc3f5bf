import { api } from '@quire/shared';
import type { InviteCodeInfo, JoinedWorkspace } from '@quire/shared/contract';

// An invite link's workspace and joining it (AppFlowy's invite codes). Only the join page calls these.

export type { InviteCodeInfo };

export function getInviteCodeInfo(code: string): Promise<InviteCodeInfo> {
  return api.get<InviteCodeInfo>('/api/invite-code-info', { query: { code } });
}

/** Joins as a Member; answers the workspace to open. */
export async function joinByInviteCode(code: string): Promise<string> {
  const joined = await api.post<JoinedWorkspace>('/api/workspace/join-by-invite-code', { code });
  return joined.workspace_id;
}
