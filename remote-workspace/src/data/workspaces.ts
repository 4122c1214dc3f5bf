import { api } from '@quire/shared';
import type { AFWorkspace, UserWorkspaceInfo } from './types';

export function getUserWorkspaces(): Promise<UserWorkspaceInfo> {
  return api.get<UserWorkspaceInfo>('/api/user/workspace');
}

export function listWorkspaces(): Promise<AFWorkspace[]> {
  return api.get<AFWorkspace[]>('/api/workspace', {
    query: { include_member_count: true, include_role: true },
  });
}

export function createWorkspace(name: string): Promise<AFWorkspace> {
  return api.post<AFWorkspace>('/api/workspace', { workspace_name: name });
}

export async function renameWorkspace(workspaceId: string, name: string): Promise<void> {
  await api.patch<unknown>('/api/workspace', { workspace_id: workspaceId, workspace_name: name });
}

/** Opens a workspace: the server remembers it as the user's latest. */
export function openWorkspace(workspaceId: string): Promise<AFWorkspace> {
  return api.put<AFWorkspace>(`/api/workspace/${encodeURIComponent(workspaceId)}/open`);
}

export async function leaveWorkspace(workspaceId: string): Promise<void> {
  await api.post<unknown>(`/api/workspace/${encodeURIComponent(workspaceId)}/leave`);
}

/** Deletes a workspace with everything in it (Owner only). */
export async function deleteWorkspace(workspaceId: string): Promise<void> {
  await api.delete<unknown>(`/api/workspace/${encodeURIComponent(workspaceId)}`);
}
