import { api } from '@quire/shared';
import { normalizeView } from './normalize';
import type {
  FavoriteView,
  FolderView,
  MoveRequest,
  PagePatch,
  RecentView,
  TrashView,
  ViewLayout,
} from './types';

// Plain calls of the folder and page-view endpoints. They do not refresh the loaded folder: components use
// `useFolderActions()` (or the refreshing `updatePage` from ./actions), which do.

const ws = (workspaceId: string) => `/api/workspace/${encodeURIComponent(workspaceId)}`;
const page = (workspaceId: string, viewId: string) =>
  `${ws(workspaceId)}/page-view/${encodeURIComponent(viewId)}`;

/** The whole tree the sidebar shows, 10 levels deep (the root is the workspace itself). */
export async function getFolder(workspaceId: string): Promise<FolderView> {
  return normalizeView(await api.get<FolderView>(`${ws(workspaceId)}/folder`, { query: { depth: 10 } }));
}

export async function createPageRequest(
  workspaceId: string,
  parentViewId: string,
  layout: ViewLayout,
  name?: string,
): Promise<string> {
  const created = await api.post<{ view_id: string }>(`${ws(workspaceId)}/page-view`, {
    parent_view_id: parentViewId,
    layout,
    ...(name === undefined ? {} : { name }),
  });
  return created.view_id;
}

/** PATCH page-view; the endpoint requires `name`, so callers that change only the icon pass the current one. */
export async function patchPageRequest(
  workspaceId: string,
  viewId: string,
  patch: PagePatch & { name: string },
): Promise<void> {
  await api.patch<unknown>(page(workspaceId, viewId), patch);
}

export async function movePageRequest(workspaceId: string, viewId: string, move: MoveRequest): Promise<void> {
  await api.post<unknown>(`${page(workspaceId, viewId)}/move`, move);
}

export async function duplicatePageRequest(workspaceId: string, viewId: string): Promise<void> {
  await api.post<unknown>(`${page(workspaceId, viewId)}/duplicate`, {});
}

export async function moveToTrashRequest(workspaceId: string, viewId: string): Promise<void> {
  await api.post<unknown>(`${page(workspaceId, viewId)}/move-to-trash`);
}

export async function restoreFromTrashRequest(workspaceId: string, viewId: string): Promise<void> {
  await api.post<unknown>(`${page(workspaceId, viewId)}/restore-from-trash`);
}

export async function deleteFromTrashRequest(workspaceId: string, viewId: string): Promise<void> {
  await api.delete<unknown>(`${ws(workspaceId)}/trash/${encodeURIComponent(viewId)}`);
}

export async function restoreAllRequest(workspaceId: string): Promise<void> {
  await api.post<unknown>(`${ws(workspaceId)}/restore-all-pages-from-trash`);
}

export async function deleteAllRequest(workspaceId: string): Promise<void> {
  await api.post<unknown>(`${ws(workspaceId)}/delete-all-pages-from-trash`);
}

export async function setFavoriteRequest(workspaceId: string, viewId: string, isFavorite: boolean): Promise<void> {
  await api.post<unknown>(`${page(workspaceId, viewId)}/favorite`, { is_favorite: isFavorite, is_pinned: false });
}

export async function getTrash(workspaceId: string): Promise<TrashView[]> {
  return (await api.get<{ views: TrashView[] }>(`${ws(workspaceId)}/trash`)).views.map(normalizeView);
}

export async function getFavorites(workspaceId: string): Promise<FavoriteView[]> {
  return (await api.get<{ views: FavoriteView[] }>(`${ws(workspaceId)}/favorite`)).views.map(normalizeView);
}

export async function getRecent(workspaceId: string): Promise<RecentView[]> {
  return (await api.get<{ views: RecentView[] }>(`${ws(workspaceId)}/recent`)).views.map(normalizeView);
}

export interface NewSpace {
  name: string;
  /** 0: everyone in the workspace sees it; 1: only its creator (spec: access levels Public 0, Private 1). */
  space_permission: 0 | 1;
  /** space_icon_1 … space_icon_15; empty means icon 1 (the spec's empty-value rule, applied by the server). */
  space_icon: string;
  /** 0xAARRGGBB; empty means the default colour. */
  space_icon_color: string;
}

/** Creates a space at the workspace root; resolves with its view id. */
/** What a space's owner may change: its name, icon (space_icon_1…15) and colour (0xAARRGGBB). */
export type SpacePatch = Partial<Pick<NewSpace, 'name' | 'space_icon' | 'space_icon_color'>>;

export async function patchSpaceRequest(workspaceId: string, spaceId: string, patch: SpacePatch): Promise<void> {
  await api.patch<unknown>(`${ws(workspaceId)}/space/${encodeURIComponent(spaceId)}`, patch);
}

export async function createSpaceRequest(workspaceId: string, space: NewSpace): Promise<string> {
  return (await api.post<{ view_id: string }>(`${ws(workspaceId)}/space`, space)).view_id;
}
