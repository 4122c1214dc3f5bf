import type { ApiClient } from '@quire/shared';
import type { FolderView, PublishedDuplicateAnswer, Workspace } from '@quire/shared/contract';
import { fetchPagePublishInfo } from '../publishInfo';

// The calls of the Duplicate action. Answers are read by hand (no zod in browser code): only the fields used.

/** A workspace the visitor may copy into (Owner or Member: guests do not write). */
export interface DestinationWorkspace {
  id: string;
  name: string;
}

export interface DestinationSpace {
  id: string;
  name: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the publisher allows duplicating the page (its publish info, read anonymously). */
export async function duplicateAllowed(client: ApiClient, viewId: string): Promise<boolean> {
  return (await fetchPagePublishInfo(client, viewId)).duplicateEnabled;
}

export async function writableWorkspaces(client: ApiClient): Promise<DestinationWorkspace[]> {
  const list = await client.get<unknown>('/api/workspace', { auth: true });
  if (!Array.isArray(list)) return [];
  return list
    .filter((entry): entry is Workspace => isRecord(entry) && typeof entry.workspace_id === 'string')
    .filter((workspace) => workspace.role !== 'Guest')
    .map((workspace) => ({ id: workspace.workspace_id, name: workspace.workspace_name }));
}

/** The spaces of a workspace the visitor sees (their private ones included), in the sidebar's order. */
export async function spacesOf(client: ApiClient, workspaceId: string): Promise<DestinationSpace[]> {
  const folder = await client.get<unknown>(`/api/workspace/${encodeURIComponent(workspaceId)}/folder`, {
    auth: true,
    query: { depth: 1 },
  });
  if (!isRecord(folder) || !Array.isArray(folder.children)) return [];
  return (folder.children as FolderView[])
    .filter((child) => isRecord(child) && child.is_space)
    .map((space) => ({ id: space.view_id, name: space.name }));
}

export async function duplicatePublished(
  client: ApiClient,
  params: {
    workspaceId: string;
    spaceId: string;
    viewId: string;
    layout: number;
    password?: string | undefined;
  },
): Promise<{ viewId: string }> {
  const answer = await client.post<PublishedDuplicateAnswer>(
    `/api/workspace/${encodeURIComponent(params.workspaceId)}/published-duplicate`,
    {
      published_view_id: params.viewId,
      dest_view_id: params.spaceId,
      published_collab_type: params.layout === 0 ? 0 : 1,
      ...(params.password === undefined ? {} : { password: params.password }),
    },
    { auth: true },
  );
  return { viewId: answer.view_id };
}

/** Where the copy opens in the workspace app. */
export function appPathOf(workspaceId: string, viewId: string): string {
  return `/app/${encodeURIComponent(workspaceId)}/${encodeURIComponent(viewId)}`;
}
