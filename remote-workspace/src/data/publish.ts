import { api, getRuntimeConfig } from '@quire/shared';
import type { PublishInfo } from '@quire/shared/contract';

// The workspace side of publishing (docs/API.md "Publishing"). Plain calls: the caller reloads the folder
// after publishing or unpublishing, so the sidebar's published mark follows.

export type { PublishInfo };

/** The settings a publication carries, as the publish POST and the settings PATCH take them. */
export interface PublishSettings {
  publish_name?: string;
  comments_enabled?: boolean;
  duplicate_enabled?: boolean;
  update_live?: boolean;
  with_sub_pages?: boolean;
  indexing?: boolean;
  /** null or '' removes the password. */
  password?: string | null;
  /** RFC 3339, or null for no expiry. */
  expires_at?: string | null;
}

const ws = (workspaceId: string) => `/api/workspace/${encodeURIComponent(workspaceId)}`;
const pageView = (workspaceId: string, viewId: string) =>
  `${ws(workspaceId)}/page-view/${encodeURIComponent(viewId)}`;

interface PublishedEntry {
  view: { view_id: string };
  info: PublishInfo;
}

/** The page's publication, or null when it is not published. */
export async function getPublishInfo(workspaceId: string, viewId: string): Promise<PublishInfo | null> {
  const entries = await api.get<PublishedEntry[]>(`${ws(workspaceId)}/published-info`);
  return entries.find((entry) => entry.info.view_id === viewId)?.info ?? null;
}

export async function publishPage(
  workspaceId: string,
  viewId: string,
  settings: PublishSettings = {},
): Promise<void> {
  await api.post<unknown>(`${pageView(workspaceId, viewId)}/publish`, settings);
}

export async function unpublishPage(workspaceId: string, viewId: string): Promise<void> {
  await api.post<unknown>(`${pageView(workspaceId, viewId)}/unpublish`);
}

/** Changes one publication's name or settings (all or nothing). */
export async function patchPublishSettings(
  workspaceId: string,
  viewId: string,
  settings: PublishSettings,
): Promise<void> {
  await api.patch<unknown>(`${ws(workspaceId)}/publish`, [{ view_id: viewId, ...settings }]);
}

/** `{publicUrl}/{namespace}/{publishName}`: where the public reads the page. */
export function publishedUrl(info: Pick<PublishInfo, 'namespace' | 'publish_name'>): string {
  const base = getRuntimeConfig().publicUrl.replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(info.namespace)}/${encodeURIComponent(info.publish_name)}`;
}

/** The server's rule for publish names, checked before sending: which refusal it would answer, or null. */
export function publishNameProblem(name: string): 'empty' | 'character' | 'length' | null {
  if (name === '') return 'empty';
  if (!/^[\p{L}\p{N}_-]+$/u.test(name)) return 'character';
  if (new TextEncoder().encode(name).length > 128) return 'length';
  return null;
}
