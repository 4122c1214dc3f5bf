import { isAppError } from '@quire/shared';
import { isNoAccess } from './access';
import { folderStore } from './folderStore';
import {
  createPageRequest,
  createSpaceRequest,
  deleteAllRequest,
  deleteFromTrashRequest,
  duplicatePageRequest,
  movePageRequest,
  moveToTrashRequest,
  patchPageRequest,
  patchSpaceRequest,
  restoreAllRequest,
  restoreFromTrashRequest,
  setFavoriteRequest,
  type NewSpace,
  type SpacePatch,
} from './pages';
import { findView } from './tree';
import type { MoveRequest, PagePatch, ViewLayout } from './types';

// Mutations that keep the loaded folder current: each calls the API, then reloads the workspace's folder.
// They reject with the API's AppError; the caller decides what the user sees (the sidebar swallows
// navigation failures, the page header toasts update failures).

async function thenRefresh<T>(workspaceId: string, request: Promise<T>): Promise<T> {
  const result = await request.catch((error: unknown) => {
    // A refusal may mean the user lost the workspace meanwhile: reloading the folder finds out (and the
    // frame then moves them on, see useLostAccess).
    if (isAppError(error) && isNoAccess(error.code)) void folderStore.load(workspaceId);
    throw error;
  });
  await folderStore.load(workspaceId);
  return result;
}

/** Creates a page under `parentViewId`; resolves with the new view id. */
export function createPage(
  workspaceId: string,
  parentViewId: string,
  layout: ViewLayout,
  name?: string,
): Promise<string> {
  return thenRefresh(workspaceId, createPageRequest(workspaceId, parentViewId, layout, name));
}

/** Creates a space (public or private) at the workspace root; resolves with its view id. */
export function createSpace(workspaceId: string, space: NewSpace): Promise<string> {
  return thenRefresh(workspaceId, createSpaceRequest(workspaceId, space));
}

/** Renames a space or changes its icon and colour. */
export function updateSpace(workspaceId: string, spaceId: string, patch: SpacePatch): Promise<void> {
  return thenRefresh(workspaceId, patchSpaceRequest(workspaceId, spaceId, patch));
}

/** Renames, changes the icon or extra; the current name is sent when the patch has none (the API needs it). */
export function updatePage(workspaceId: string, viewId: string, patch: PagePatch): Promise<void> {
  const name = patch.name ?? findView(folderStore.get(workspaceId).root, viewId)?.name ?? '';
  return thenRefresh(workspaceId, patchPageRequest(workspaceId, viewId, { ...patch, name }));
}

export function movePage(workspaceId: string, viewId: string, move: MoveRequest): Promise<void> {
  return thenRefresh(workspaceId, movePageRequest(workspaceId, viewId, move));
}

export function duplicatePage(workspaceId: string, viewId: string): Promise<void> {
  return thenRefresh(workspaceId, duplicatePageRequest(workspaceId, viewId));
}

export function moveToTrash(workspaceId: string, viewId: string): Promise<void> {
  return thenRefresh(workspaceId, moveToTrashRequest(workspaceId, viewId));
}

export function restoreFromTrash(workspaceId: string, viewId: string): Promise<void> {
  return thenRefresh(workspaceId, restoreFromTrashRequest(workspaceId, viewId));
}

export function deleteFromTrash(workspaceId: string, viewId: string): Promise<void> {
  return thenRefresh(workspaceId, deleteFromTrashRequest(workspaceId, viewId));
}

export function restoreAllFromTrash(workspaceId: string): Promise<void> {
  return thenRefresh(workspaceId, restoreAllRequest(workspaceId));
}

export function deleteAllFromTrash(workspaceId: string): Promise<void> {
  return thenRefresh(workspaceId, deleteAllRequest(workspaceId));
}

export function setFavorite(workspaceId: string, viewId: string, isFavorite: boolean): Promise<void> {
  return thenRefresh(workspaceId, setFavoriteRequest(workspaceId, viewId, isFavorite));
}

export function refreshFolder(workspaceId: string): Promise<void> {
  return folderStore.load(workspaceId);
}

export const folderActions = {
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
} as const;

export type FolderActions = typeof folderActions;
