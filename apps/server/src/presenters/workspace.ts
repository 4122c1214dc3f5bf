import type { Workspace } from '@quire/shared/contract';
import type { MemberWorkspace } from '../queries/userWorkspaces.js';

export function presentWorkspace(workspace: MemberWorkspace): Workspace {
  return {
    workspace_id: workspace.workspace_id,
    database_storage_id: workspace.database_storage_id,
    owner_uid: workspace.owner_uid,
    owner_name: workspace.owner_name,
    owner_email: workspace.owner_email,
    workspace_type: 0,
    workspace_name: workspace.workspace_name,
    created_at: workspace.created_at,
    icon: workspace.icon,
    member_count: workspace.member_count,
    role: workspace.role,
  };
}
