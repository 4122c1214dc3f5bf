import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ViewActor } from '../policies/view.js';
import { loadViewTree, type ViewTree } from './viewTree.js';

/** What presenting views to one user needs besides the views: their favourites and the creators' uids. */
export interface FolderContext {
  actor: ViewActor;
  tree: ViewTree;
  favorites: Map<string, { is_pinned: number; favorited_at: string }>;
  uids: Map<string, string>;
  /** The workspace's published views (the folder's `is_published`). */
  published: Set<string>;
}

export async function loadFolderContext(
  db: Kysely<Database>,
  workspaceId: string,
  actor: ViewActor,
  tree?: ViewTree,
): Promise<FolderContext> {
  const views = tree ?? (await loadViewTree(db, workspaceId));
  const favorites = await db
    .selectFrom('favorite_views')
    .select(['view_id', 'is_pinned', 'favorited_at'])
    .where('workspace_id', '=', workspaceId)
    .where('user_uuid', '=', actor.userUuid)
    .execute();
  const users = await db
    .selectFrom('users')
    .innerJoin('workspace_members', 'workspace_members.user_uuid', 'users.uuid')
    .select(['users.uuid', 'users.uid'])
    .where('workspace_members.workspace_id', '=', workspaceId)
    .execute();
  const published = await db
    .selectFrom('published_views')
    .select('view_id')
    .where('workspace_id', '=', workspaceId)
    .execute();
  return {
    actor,
    tree: views,
    favorites: new Map(favorites.map((row) => [row.view_id, row])),
    uids: new Map(users.map((user) => [user.uuid, user.uid])),
    published: new Set(published.map((row) => row.view_id)),
  };
}
