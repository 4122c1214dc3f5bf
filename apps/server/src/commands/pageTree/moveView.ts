import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { SpacePermission, authorizeHiding, authorizedView, type ViewActor } from '../../policies/view.js';
import { changeViewTree, maxTreeDepth } from '../../queries/viewTree.js';
import { placeView } from './placement.js';

/**
 * Moves a page (with its subtree) under a new parent in the same workspace, after `prevViewId` or first.
 * Refused: moving a space, moving into its own subtree, and a subtree that would end deeper than 10.
 */
export async function movePageView(
  db: Kysely<Database>,
  params: {
    workspaceId: string;
    actor: ViewActor;
    viewId: string;
    newParentId: string;
    prevViewId: string | null;
    now: Date;
  },
): Promise<void> {
  const { workspaceId, actor } = params;
  await changeViewTree(db, workspaceId, async (trx, tree) => {
    const { view } = authorizedView(actor, 'write', tree, params.viewId);
    if (view.is_space === 1) throw new AppError('InvalidRequest', 'A space cannot be moved');
    // A parent in another workspace is not in this tree: it answers 'View not found' like a missing one.
    const { view: parent } = authorizedView(actor, 'write', tree, params.newParentId);
    const destination = tree.get(parent.space_id);
    if (destination?.space_permission === SpacePermission.Private && parent.space_id !== view.space_id) {
      authorizeHiding(actor, tree.subtree(view.view_id, { includeTrashed: true }));
    }
    if (tree.isSameOrDescendant(parent.view_id, view.view_id)) {
      throw new AppError('InvalidRequest', 'A page cannot be moved into itself or one of its sub-pages');
    }
    if (tree.depth(parent.view_id) + tree.height(view.view_id) > maxTreeDepth) {
      throw new AppError('InvalidRequest', `Pages nest at most ${maxTreeDepth} levels deep`);
    }
    await placeView(trx, tree, {
      view,
      parentId: parent.view_id,
      spaceId: parent.space_id,
      placement: params.prevViewId === null ? { first: true } : { after: params.prevViewId },
    });
    await trx
      .updateTable('views')
      .set({ last_edited_by: actor.userUuid, last_edited_time: params.now.toISOString() })
      .where('view_id', '=', view.view_id)
      .execute();
  });
}
