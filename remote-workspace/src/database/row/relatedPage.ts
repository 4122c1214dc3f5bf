import { api } from '@quire/shared';
import type { DatabaseList } from '@quire/shared/contract';

/** The workspace's databases and their pages, read once per workspace while it is shown (a failure is forgotten). */
const lists = new Map<string, Promise<DatabaseList>>();

/** A page showing `databaseId` that this reader can open, or undefined when there is none (or none visible). */
export async function databasePageOf(workspaceId: string, databaseId: string): Promise<string | undefined> {
  let list = lists.get(workspaceId);
  if (list === undefined) {
    list = api.get<DatabaseList>(`/api/workspace/${encodeURIComponent(workspaceId)}/database`);
    lists.set(workspaceId, list);
    list.catch(() => lists.delete(workspaceId));
  }
  const databases = await list;
  return databases.find((entry) => entry.id === databaseId)?.views[0]?.view_id;
}

/** Opens a row of another database on its own page, as the full row page (`?r=`, PUB-08). */
export function openRowOnPage(workspaceId: string, pageViewId: string, rowId: string): void {
  const url = new URL(window.location.href);
  url.pathname = `/app/${encodeURIComponent(workspaceId)}/${encodeURIComponent(pageViewId)}`;
  url.search = '';
  url.searchParams.set('r', rowId);
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
