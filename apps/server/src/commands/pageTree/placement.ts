import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database, ViewRow } from '../../db/schema.js';
import type { ViewTree } from '../../queries/viewTree.js';

/** Where among its new siblings a view goes: first, last, or right after a sibling. */
export type Placement = { first: true } | { last: true } | { after: string };

/** The position a new view gets at the end of `parentId`'s children. */
export function nextPosition(tree: ViewTree, parentId: string): number {
  return Math.max(-1, ...tree.children(parentId).map((child) => child.position)) + 1;
}

/**
 * Puts `view` under `parentId` at `placement` and renumbers the siblings 0…n-1 (only rows whose number
 * changes are written), which keeps the order stable and gapless whatever moves happened before. A view
 * moving to another space takes its whole subtree along.
 */
export async function placeView(
  trx: Kysely<Database>,
  tree: ViewTree,
  params: { view: ViewRow; parentId: string; placement: Placement; spaceId: string },
): Promise<void> {
  const { view, parentId, placement } = params;
  const siblings = tree.children(parentId).filter((sibling) => sibling.view_id !== view.view_id);
  const index = indexFor(siblings, placement);
  const ordered = [...siblings.slice(0, index), view, ...siblings.slice(index)];
  for (const [position, row] of ordered.entries()) {
    if (row.view_id === view.view_id) {
      await trx
        .updateTable('views')
        .set({ parent_view_id: parentId, position })
        .where('view_id', '=', row.view_id)
        .execute();
    } else if (row.position !== position) {
      await trx.updateTable('views').set({ position }).where('view_id', '=', row.view_id).execute();
    }
  }
  if (view.space_id !== params.spaceId) {
    const ids = tree.subtree(view.view_id, { includeTrashed: true }).map((row) => row.view_id);
    await trx.updateTable('views').set({ space_id: params.spaceId }).where('view_id', 'in', ids).execute();
  }
}

function indexFor(siblings: readonly ViewRow[], placement: Placement): number {
  if ('first' in placement) return 0;
  if ('last' in placement) return siblings.length;
  const index = siblings.findIndex((sibling) => sibling.view_id === placement.after);
  if (index < 0) throw new AppError('InvalidRequest', 'prev_view_id is not a child of the new parent');
  return index + 1;
}
