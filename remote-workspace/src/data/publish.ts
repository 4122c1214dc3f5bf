import { api, getRuntimeConfig } from '@quire/shared';
import type { PublishInfo } from '@quire/shared/contract';
import { forgetPublishInfo, rememberPublishInfo } from './publishCache';

// The workspace side of publishing (docs/API.md "Publishing"). Plain calls: the caller reloads the folder
// after publishing or unpublishing, so the sidebar's published mark follows. Every change discards the cached
// publish info it makes stale (publishCache.ts).

export type { PublishInfo };
export { cachedPublishInfo } from './publishCache';

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

/** Where a page stands towards its parent's publication with sub-pages. */
export interface PublishExclusion {
  /** The page whose publication with sub-pages published this one; null when not published that way. */
  published_with: string | null;
  /** Left out of its parent's publication with sub-pages (which would publish it otherwise). */
  excluded: boolean;
}

const ws = (workspaceId: string) => `/api/workspace/${encodeURIComponent(workspaceId)}`;
const pageView = (workspaceId: string, viewId: string) =>
  `${ws(workspaceId)}/page-view/${encodeURIComponent(viewId)}`;

export interface PublishedEntry {
  view: { view_id: string; name: string };
  info: PublishInfo;
}

async function readPublished(workspaceId: string, absent: string[]): Promise<PublishedEntry[]> {
  const entries = await api.get<PublishedEntry[]>(`${ws(workspaceId)}/published-info`);
  rememberPublishInfo(
    workspaceId,
    entries.map((entry) => entry.info),
    absent,
  );
  return entries;
}

/** Every published page of the workspace this user may read (remembered in the cache). */
export function listPublished(workspaceId: string): Promise<PublishedEntry[]> {
  return readPublished(workspaceId, []);
}

/** The page's publication, or null when it is not published. */
export async function getPublishInfo(workspaceId: string, viewId: string): Promise<PublishInfo | null> {
  const entries = await readPublished(workspaceId, [viewId]);
  return entries.find((entry) => entry.info.view_id === viewId)?.info ?? null;
}

export async function publishPage(
  workspaceId: string,
  viewId: string,
  settings: PublishSettings = {},
): Promise<void> {
  await api.post<unknown>(`${pageView(workspaceId, viewId)}/publish`, settings);
  forgetPublishInfo(workspaceId, viewId, true);
}

export async function unpublishPage(workspaceId: string, viewId: string): Promise<void> {
  await api.post<unknown>(`${pageView(workspaceId, viewId)}/unpublish`);
  forgetPublishInfo(workspaceId, viewId, true);
}

/** Changes one publication's name or settings (all or nothing). */
export async function patchPublishSettings(
  workspaceId: string,
  viewId: string,
  settings: PublishSettings,
): Promise<void> {
  await api.patch<unknown>(`${ws(workspaceId)}/publish`, [{ view_id: viewId, ...settings }]);
  // Sub-pages published with it take its settings (a password, with sub-pages itself) but not its name.
  const reachesSubPages = Object.keys(settings).some((key) => key !== 'publish_name');
  forgetPublishInfo(workspaceId, viewId, reachesSubPages);
}

export function getPublishExclusion(workspaceId: string, viewId: string): Promise<PublishExclusion> {
  return api.get<PublishExclusion>(`${pageView(workspaceId, viewId)}/publish-exclusion`);
}

/** Leaves the page (and its sub-pages) out of its parent's publication with sub-pages, or takes it back. */
export async function setPublishExclusion(
  workspaceId: string,
  viewId: string,
  excluded: boolean,
): Promise<void> {
  await api.put<unknown>(`${pageView(workspaceId, viewId)}/publish-exclusion`, { excluded });
  forgetPublishInfo(workspaceId, viewId, true);
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
