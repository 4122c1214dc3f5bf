import { z } from 'zod';
import type { MemberWorkspace } from '../queries/userWorkspaces.js';

/** AppFlowy's AFWorkspace; `owner_uid` is a string for the same reason as the profile's `uid`. */
export const workspaceSchema = z.object({
  workspace_id: z.uuid(),
  database_storage_id: z.uuid(),
  owner_uid: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  workspace_type: z.literal(0),
  workspace_name: z.string(),
  created_at: z.string(),
  icon: z.string(),
  member_count: z.number().int(),
  role: z.enum(['Owner', 'Member', 'Guest']),
});
export type AFWorkspace = z.infer<typeof workspaceSchema>;

export function presentWorkspace(workspace: MemberWorkspace): AFWorkspace {
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
