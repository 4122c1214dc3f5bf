import type { PublishInfo } from '@quire/shared/contract';

// The publish info the workspace last read, per page, so that a Publish panel opens at once on what it showed
// before (and is read again behind it). Spec 001 §4 "Publish": publishing, unpublishing or changing a page's
// settings discards that page's entry (CCH-11); changing the namespace discards them all (CCH-12), since every
// address changes. Sub-pages published with a page follow its settings, so a change that reaches them
// (with sub-pages, leaving a sub-page out) discards the workspace's entries.

const cache = new Map<string, Map<string, PublishInfo | null>>();

export function cachedPublishInfo(workspaceId: string, viewId: string): PublishInfo | null | undefined {
  return cache.get(workspaceId)?.get(viewId);
}

/** What the workspace's list of published pages said: each listed page's info, and null for `absent`. */
export function rememberPublishInfo(
  workspaceId: string,
  published: readonly PublishInfo[],
  absent: readonly string[] = [],
): void {
  const entries = new Map<string, PublishInfo | null>(absent.map((viewId) => [viewId, null]));
  for (const info of published) entries.set(info.view_id, info);
  cache.set(workspaceId, entries);
}

/** CCH-11: the page was (un)published or its settings changed; with `withSubPages`, pages under it too. */
export function forgetPublishInfo(workspaceId: string, viewId: string, withSubPages = false): void {
  if (withSubPages) cache.delete(workspaceId);
  else cache.get(workspaceId)?.delete(viewId);
}

/** CCH-12: the namespace changed, so every cached address is wrong. */
export function forgetAllPublishInfo(): void {
  cache.clear();
}
