// Shapes of the cloud API's workspace and folder payloads (reference: AppFlowy Cloud §3.3–3.5), as the server
// presents them. Only what the workspace remote reads is typed; unknown extra fields are ignored.

/** ViewLayout: 0 Document, 1 Grid, 2 Board, 3 Calendar, 4 AI chat. */
export const VIEW_LAYOUTS = [0, 1, 2, 3, 4] as const;
export type ViewLayout = (typeof VIEW_LAYOUTS)[number];

/** ViewIcon.ty: 0 emoji, 1 url, 2 icon from the icon set (value is JSON `{groupName, iconName, color}`). */
export type ViewIconType = 0 | 1 | 2;
export interface ViewIcon {
  ty: ViewIconType;
  value: string;
}

export type AFRole = 'Owner' | 'Member' | 'Guest';

export interface AFWorkspace {
  workspace_id: string;
  database_storage_id?: string;
  owner_uid?: number | string;
  owner_name?: string;
  owner_email?: string;
  workspace_type?: number;
  workspace_name: string;
  created_at?: string;
  icon: string;
  member_count?: number | null;
  role?: AFRole | null;
}

/** `GET /api/user/workspace`. */
export interface UserWorkspaceInfo {
  visiting_workspace: AFWorkspace | null;
  workspaces: AFWorkspace[];
}

/** A space's extra (JSON): its icon (space_icon_1..15) and colour. */
export interface ViewExtra {
  is_space?: boolean;
  space_icon?: string;
  space_icon_color?: string;
  space_permission?: number;
  space_created_at?: number;
  /** Written by any client, so unvalidated: the page's cover reader checks it. */
  cover?: unknown;
  [key: string]: unknown;
}

export interface FolderView {
  view_id: string;
  parent_view_id?: string | null;
  prev_view_id?: string | null;
  name: string;
  icon: ViewIcon | null;
  is_space: boolean;
  is_private: boolean;
  is_published: boolean;
  is_favorite: boolean;
  layout: ViewLayout;
  created_at: string;
  created_by?: number | string | null;
  last_edited_by?: number | string | null;
  last_edited_time: string;
  is_locked?: boolean | null;
  extra: ViewExtra | null;
  children: FolderView[];
}

export interface TrashView extends FolderView {
  deleted_at?: string;
}
export interface FavoriteView extends FolderView {
  favorited_at?: string;
  is_pinned?: boolean;
}
export interface RecentView extends FolderView {
  last_viewed_at?: string;
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
