import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { canReadView, type ViewActor } from '../../policies/view.js';
import { loadViewTree } from '../../queries/viewTree.js';

/** Remembers that `userUuid` opened `viewId` now (one row per user and page, the latest visit wins). */
export async function recordRecentView(
  db: Kysely<Database>,
  params: { workspaceId: string; userUuid: string; viewId: string; now: Date },
): Promise<void> {
  const lastViewedAt = params.now.toISOString();
  await db
    .insertInto('recent_views')
    .values({
      user_uuid: params.userUuid,
      view_id: params.viewId,
      workspace_id: params.workspaceId,
      last_viewed_at: lastViewedAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_uuid', 'view_id']).doUpdateSet({ last_viewed_at: lastViewedAt }),
    )
    .execute();
}

/**
 * Pages the client says the user opened on its own (AppFlowy's add-recent-pages). Ids the user cannot read,
 * unknown or trashed ones are skipped silently: a list of recents is no way to probe for pages.
 */
export async function recordRecentViews(
  db: Kysely<Database>,
  params: { workspaceId: string; actor: ViewActor; viewIds: readonly string[]; now: Date },
): Promise<void> {
  const tree = await loadViewTree(db, params.workspaceId);
  const readable = [...new Set(params.viewIds.map((id) => id.toLowerCase()))].filter((viewId) => {
    const view = tree.get(viewId);
    return (
      view !== undefined &&
      view.is_space !== 1 &&
      !tree.isInTrash(viewId) &&
      canReadView(params.actor, tree, view)
    );
  });
  for (const viewId of readable) {
    await recordRecentView(db, {
      workspaceId: params.workspaceId,
      userUuid: params.actor.userUuid,
      viewId,
      now: params.now,
    });
  }
}
