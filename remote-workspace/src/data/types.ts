// Shapes of the cloud API's workspace and folder payloads (reference: AppFlowy Cloud §3.3–3.5), as the server
// presents them. Only what the workspace remote reads is required; unknown extra fields are ignored.

import type * as Contract from '@quire/shared/contract';

// The field names and types come from `@quire/shared/contract`, the server's own schemas; this remote asks for
// less (test doubles and partial answers leave out what it never reads), so most fields are optional here.

/** ViewLayout: 0 Document, 1 Grid, 2 Board, 3 Calendar, 4 AI chat. */
export const VIEW_LAYOUTS = [0, 1, 2, 3, 4] as const satisfies readonly Contract.ViewLayout[];
export type ViewLayout = Contract.ViewLayout;

/** ViewIcon.ty: 0 emoji, 1 url, 2 icon from the icon set (value is JSON `{groupName, iconName, color}`). */
export type ViewIconType = Contract.ViewIcon['ty'];
export type ViewIcon = Contract.ViewIcon;

export type AFRole = Contract.Role;

export type AFWorkspace = Pick<Contract.Workspace, 'workspace_id' | 'workspace_name' | 'icon'> &
  Partial<Omit<Contract.Workspace, 'workspace_id' | 'workspace_name' | 'icon'>>;

/** `GET /api/user/workspace`. */
export interface UserWorkspaceInfo {
  visiting_workspace: AFWorkspace | null;
  workspaces: AFWorkspace[];
}

/**
 * A view's extra: a space's icon (space_icon_1..15), colour and permission, a page's cover and style. Read
 * defensively: other clients write it too, so the cover reader checks the cover it finds.
 */
export type ViewExtra = Partial<Omit<Contract.ViewExtra, 'cover'>> & { cover?: unknown; [key: string]: unknown };

type ContractView = Omit<Contract.FolderView, 'children' | 'extra'>;
type ReadFields =
  | 'view_id'
  | 'name'
  | 'icon'
  | 'is_space'
  | 'is_private'
  | 'is_published'
  | 'is_favorite'
  | 'layout'
  | 'created_at'
  | 'last_edited_time';

export interface FolderView
  extends Pick<ContractView, ReadFields>, Partial<Omit<ContractView, ReadFields>> {
  extra: ViewExtra | null;
  children: FolderView[];
}

export interface TrashView extends FolderView {
  deleted_at?: Contract.TrashView['deleted_at'];
}
export interface FavoriteView extends FolderView {
  favorited_at?: Contract.FavoriteView['favorited_at'];
  is_pinned?: Contract.FavoriteView['is_pinned'];
}
export interface RecentView extends FolderView {
  last_viewed_at?: Contract.RecentView['last_viewed_at'];
}

/** `PATCH page-view`: what a page header or the sidebar changes. */
export interface PagePatch {
  name?: string;
  icon?: ViewIcon | null;
  extra?: ViewExtra;
}

export interface MoveRequest {
  new_parent_view_id: string;
  prev_view_id: string | null;
}
