import { ViewLayout } from '@quire/shared/collab';
import type { Kysely } from 'kysely';
import type { Database, ViewRow } from '../../db/schema.js';
import { canReadView, type ViewActor } from '../../policies/view.js';
import { loadViewTree } from '../../queries/viewTree.js';

const databaseLayouts: readonly number[] = [ViewLayout.Grid, ViewLayout.Board, ViewLayout.Calendar];

/**
 * `GET …/database` (AppFlowy's list_database): every database of the workspace with the pages showing it that
 * `actor` may read — pages in the trash and in other members' private spaces are left out, and a database none
 * of whose pages is left is not listed at all. In the folder's order.
 */
export async function listDatabases(
  db: Kysely<Database>,
  params: { workspaceId: string; actor: ViewActor },
): Promise<{ databaseId: string; views: ViewRow[] }[]> {
  const tree = await loadViewTree(db, params.workspaceId);
  const byDatabase = new Map<string, ViewRow[]>();
  const views = tree.spaces().flatMap((space) => tree.subtree(space.view_id, { includeTrashed: false }));
  for (const view of views) {
    if (!databaseLayouts.includes(view.layout) || tree.isInTrash(view.view_id)) continue;
    if (!canReadView(params.actor, tree, view)) continue;
    byDatabase.set(view.collab_id, [...(byDatabase.get(view.collab_id) ?? []), view]);
  }
  return [...byDatabase].map(([databaseId, views]) => ({ databaseId, views }));
}
