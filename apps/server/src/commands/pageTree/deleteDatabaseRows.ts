import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * After pages were deleted for good: the rows (and row documents) of each of their collabs that is a database no
 * page uses any more (another page may still show the same database: its rows stay). Row documents first, then
 * rows, each by their recorded parent (migration 0019); pending updates go with them (ON DELETE CASCADE).
 */
export async function deleteDatabaseRows(
  trx: Kysely<Database>,
  workspaceId: string,
  collabIds: readonly string[],
): Promise<void> {
  if (collabIds.length === 0) return;
  const stillUsed = await trx
    .selectFrom('views')
    .select('collab_id')
    .where('workspace_id', '=', workspaceId)
    .where('collab_id', 'in', [...collabIds])
    .execute();
  const used = new Set(stillUsed.map((view) => view.collab_id));
  const orphaned = collabIds.filter((id) => !used.has(id));
  if (orphaned.length === 0) return;
  await trx
    .deleteFrom('collabs')
    .where('workspace_id', '=', workspaceId)
    .where('parent_id', 'in', (eb) =>
      eb
        .selectFrom('collabs as row')
        .select('row.object_id')
        .where('row.workspace_id', '=', workspaceId)
        .where('row.parent_id', 'in', orphaned),
    )
    .execute();
  await trx
    .deleteFrom('collabs')
    .where('workspace_id', '=', workspaceId)
    .where('parent_id', 'in', orphaned)
    .execute();
}
