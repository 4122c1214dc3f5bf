import { isViewLayout, type FolderView, type ViewExtra, type ViewLayout } from '@quire/shared/contract';
import type { ViewRow, WorkspaceRow } from '../db/schema.js';
import { canSeeSpace } from '../policies/view.js';
import type { FolderContext } from '../queries/folderContext.js';
import { SpacePermission } from '../policies/view.js';
import { readStored } from '../stored/format.js';
import { pageExtraFormat, spaceSettingsFormat, viewIconFormat } from '../stored/formats.js';

/** The children of `parentId` this user may see, in order (trashed ones are not in the folder). */
export function visibleChildren(context: FolderContext, parentId: string): ViewRow[] {
  return context.tree
    .liveChildren(parentId)
    .filter((child) => child.is_space !== 1 || canSeeSpace(context.actor, child));
}

/** `view` with `depth` levels of its children (0: none). */
export function presentFolderView(context: FolderContext, view: ViewRow, depth: number): FolderView {
  const { tree, uids } = context;
  const space = tree.get(view.space_id);
  const siblings = visibleChildren(context, view.parent_view_id);
  const index = siblings.findIndex((sibling) => sibling.view_id === view.view_id);
  const uidOf = (uuid: string | null) => (uuid === null ? null : (uids.get(uuid) ?? null));
  return {
    view_id: view.view_id,
    parent_view_id: view.parent_view_id,
    prev_view_id: index > 0 ? (siblings[index - 1]?.view_id ?? null) : null,
    name: view.name,
    icon: view.icon === null ? null : readStored(viewIconFormat, view.icon),
    is_space: view.is_space === 1,
    is_private: space?.space_permission === SpacePermission.Private,
    is_published: context.published.has(view.view_id),
    is_favorite: context.favorites.has(view.view_id),
    is_locked: false,
    layout: layoutOf(view.layout),
    created_at: view.created_at,
    created_by: uidOf(view.created_by),
    last_edited_by: uidOf(view.last_edited_by),
    last_edited_time: view.last_edited_time,
    extra: presentExtra(view),
    children:
      depth > 0
        ? visibleChildren(context, view.view_id).map((child) => presentFolderView(context, child, depth - 1))
        : [],
  };
}

/** A stored layout outside the known ones (a newer release's) shows as a document rather than breaking the tree. */
export function layoutOf(layout: number): ViewLayout {
  return isViewLayout(layout) ? layout : 0;
}

/** `extra` as an object (AppFlowy's FolderView carries JSON, not a string): a space's settings or a page's. */
export function presentExtra(view: ViewRow): ViewExtra {
  if (view.is_space !== 1) return { is_space: false, ...readStored(pageExtraFormat, view.extra) };
  const settings = readStored(spaceSettingsFormat, view.extra);
  return {
    is_space: true,
    space_icon: settings.space_icon,
    space_icon_color: settings.space_icon_color,
    space_permission: view.space_permission === SpacePermission.Private ? 1 : 0,
    space_created_at: settings.space_created_at,
  };
}

/** The folder's root: the workspace itself, whose children are the spaces this user may see. */
export function presentWorkspaceFolder(
  context: FolderContext,
  workspace: WorkspaceRow,
  depth: number,
): FolderView {
  return {
    view_id: workspace.workspace_id,
    parent_view_id: '',
    prev_view_id: null,
    name: workspace.workspace_name,
    icon: null,
    is_space: false,
    is_private: false,
    is_published: false,
    is_favorite: false,
    is_locked: false,
    layout: 0,
    created_at: workspace.created_at,
    created_by: context.uids.get(workspace.owner_uuid) ?? null,
    last_edited_by: null,
    last_edited_time: workspace.created_at,
    extra: { is_space: false },
    children:
      depth > 0
        ? visibleChildren(context, workspace.workspace_id).map((space) =>
            presentFolderView(context, space, depth - 1),
          )
        : [],
  };
}
