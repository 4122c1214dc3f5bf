// The workspace remote's data layer: typed API calls (through shared's `api`), the loaded-folder store and
// its hooks. Feature folders import from here, never from the files inside.
export type {
  AFRole,
  AFWorkspace,
  FavoriteView,
  FolderView,
  MoveRequest,
  PagePatch,
  RecentView,
  TrashView,
  UserWorkspaceInfo,
  ViewExtra,
  ViewIcon,
  ViewIconType,
  ViewLayout,
} from './types';
export { VIEW_LAYOUTS } from './types';
export { layoutName, isDatabaseLayout, type LayoutName } from './layout';
export {
  getUserWorkspaces,
  listWorkspaces,
  createWorkspace,
  renameWorkspace,
  openWorkspace,
  leaveWorkspace,
  deleteWorkspace,
} from './workspaces';
export { getFolder, getTrash, getFavorites, getRecent, type NewSpace, type SpacePatch } from './pages';
export { useWorkspaceRole, useCanEditPages, forgetWorkspaceRoles } from './role';
export { openPage, useRecordVisit, useVisitCount } from './visits';
export {
  createPage,
  createSpace,
  updateSpace,
  updatePage,
  movePage,
  duplicatePage,
  moveToTrash,
  restoreFromTrash,
  deleteFromTrash,
  restoreAllFromTrash,
  deleteAllFromTrash,
  setFavorite,
  refreshFolder,
  folderActions,
  type FolderActions,
} from './actions';
export { folderStore, type FolderState, type FolderStatus } from './folderStore';
export { useFolder, useView, useAncestors, useFolderActions, useWorkspaceName } from './hooks';
export { findView, ancestorsOf, firstPage, spacesOf, isWithin } from './tree';
export { isNoAccess } from './access';
export { noteNewPage, takeNewPage } from './newPage';
