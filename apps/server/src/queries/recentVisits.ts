import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface RecentVisit {
  view_id: string;
  last_viewed_at: string;
}

/** The pages one user opened in a workspace, newest first (ties by id, so the order is stable). */
export function listRecentVisits(
  db: Kysely<Database>,
  workspaceId: string,
  userUuid: string,
): Promise<RecentVisit[]> {
  return db
    .selectFrom('recent_views')
    .select(['view_id', 'last_viewed_at'])
    .where('workspace_id', '=', workspaceId)
    .where('user_uuid', '=', userUuid)
    .orderBy('last_viewed_at', 'desc')
    .orderBy('view_id')
    .execute();
}
