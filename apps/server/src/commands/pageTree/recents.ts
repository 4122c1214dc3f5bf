import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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
