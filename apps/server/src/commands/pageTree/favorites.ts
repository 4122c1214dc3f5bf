import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { authorizedView, type ViewActor } from '../../policies/view.js';
import { loadViewTree } from '../../queries/viewTree.js';

/**
 * Adds, re-pins or removes a page in the caller's favourites. Favourites are personal bookmarks, so
 * reading the page is enough (guests may keep them too).
 */
export async function setFavorite(
  db: Kysely<Database>,
  params: {
    workspaceId: string;
    actor: ViewActor;
    viewId: string;
    isFavorite: boolean;
    isPinned: boolean;
    now: Date;
  },
): Promise<void> {
  const { workspaceId, actor } = params;
  const { view } = authorizedView(actor, 'read', await loadViewTree(db, workspaceId), params.viewId);
  if (!params.isFavorite) {
    await db
      .deleteFrom('favorite_views')
      .where('user_uuid', '=', actor.userUuid)
      .where('view_id', '=', view.view_id)
      .execute();
    return;
  }
  const isPinned = params.isPinned ? 1 : 0;
  await db
    .insertInto('favorite_views')
    .values({
      user_uuid: actor.userUuid,
      view_id: view.view_id,
      workspace_id: workspaceId,
      is_pinned: isPinned,
      favorited_at: params.now.toISOString(),
    })
    // Favouriting again only changes the pin: the page keeps its place in the list.
    .onConflict((conflict) => conflict.columns(['user_uuid', 'view_id']).doUpdateSet({ is_pinned: isPinned }))
    .execute();
}
