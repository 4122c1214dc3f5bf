import type { InviteCodeInfo } from '@quire/shared/contract';
import { parseUserMetadata } from '../models/userMetadata.js';
import type { InviteCodeWorkspace } from '../queries/inviteCodes.js';

export function presentInviteCodeInfo(workspace: InviteCodeWorkspace): InviteCodeInfo {
  return {
    workspace_id: workspace.workspace_id,
    workspace_name: workspace.workspace_name,
    workspace_icon_url: workspace.icon,
    owner_name: workspace.owner_name,
    owner_avatar: parseUserMetadata(workspace.owner_metadata).icon_url ?? '',
    is_member: workspace.is_member,
    member_count: workspace.member_count,
  };
}
