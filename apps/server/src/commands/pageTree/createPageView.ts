import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { ViewLayout } from '@quire/shared/collab';
import type { Database, ViewRow } from '../../db/schema.js';
import { authorizedView, type ViewActor } from '../../policies/view.js';
import { changeViewTree, maxTreeDepth } from '../../queries/viewTree.js';
import { insertView } from './insertView.js';
import { nextPosition } from './placement.js';
import { emptyPageExtra } from './spaceExtra.js';

/** A new page with an empty collab of its layout, last under `parentId` (a space or a page). */
export async function createPageView(
  db: Kysely<Database>,
  params: {
    workspaceId: string;
    actor: ViewActor;
    parentId: string;
    layout: ViewLayout;
    name: string;
    now: Date;
  },
): Promise<ViewRow> {
  const { workspaceId, actor, parentId } = params;
  return changeViewTree(db, workspaceId, async (trx, tree) => {
    const { view: parent } = authorizedView(actor, 'write', tree, parentId);
    if (tree.depth(parent.view_id) + 1 > maxTreeDepth) {
      throw new AppError('InvalidRequest', `Pages nest at most ${maxTreeDepth} levels deep`);
    }
    return insertView(trx, {
      workspaceId,
      parentId: parent.view_id,
      spaceId: parent.space_id,
      position: nextPosition(tree, parent.view_id),
      name: params.name,
      layout: params.layout,
      extra: emptyPageExtra(),
      createdBy: actor.userUuid,
      now: params.now,
    });
  });
}
