import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { CollabParents } from '../policies/collabOwner.js';
import type { ViewTree } from './viewTree.js';

const chunkSize = 500;

/**
 * The parents of `objectIds` and their parents' parents (a row document → row → database: every step the
 * policy follows), in one query per 500 ids. Ids a page owns directly are not looked up.
 */
export async function loadCollabParents(
  db: Kysely<Database>,
  tree: ViewTree,
  objectIds: readonly string[],
): Promise<CollabParents> {
  const parents = new Map<string, string>();
  const wanted = [...new Set(objectIds)].filter((id) => tree.ownerOfCollab(id) === undefined);
  for (let start = 0; start < wanted.length; start += chunkSize) {
    const rows = await db
      .selectFrom('collabs as child')
      .leftJoin('collabs as parent', (join) =>
        join
          .onRef('parent.workspace_id', '=', 'child.workspace_id')
          .onRef('parent.object_id', '=', 'child.parent_id'),
      )
      .select(['child.object_id as id', 'child.parent_id as parentId', 'parent.parent_id as grandparentId'])
      .where('child.workspace_id', '=', tree.workspaceId)
      .where('child.object_id', 'in', wanted.slice(start, start + chunkSize))
      .execute();
    for (const row of rows) {
      if (row.parentId === null) continue;
      parents.set(row.id, row.parentId);
      if (row.grandparentId !== null) parents.set(row.parentId, row.grandparentId);
    }
  }
  return parents;
}
