import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { ViewLayout } from '@quire/shared/collab';
import type { Database, ViewRow } from '../../db/schema.js';
import { authorizedView, type ViewActor } from '../../policies/view.js';
import { changeViewTree, maxTreeDepth } from '../../queries/viewTree.js';
import { publishWithParent } from '../publish/followParent.js';
import { assertRoomFor, type TreeCaps } from './caps.js';
import { insertView, type NewView } from './insertView.js';
import { nextPosition, placeView } from './placement.js';
import { emptyPageExtra } from './spaceExtra.js';

/**
 * A new page with an empty collab of its layout under `parentId` (a space or a page): last, or right after
 * `prevViewId`. `viewId` is the client's choice of id when it made the page locally first; an id already
 * used by any view or collab is refused, so a client cannot overwrite or shadow someone else's page.
 */
export async function createPageView(
  db: Kysely<Database>,
  params: {
    workspaceId: string;
    actor: ViewActor;
    parentId: string;
    layout: ViewLayout;
    name: string;
    viewId?: string;
    prevViewId?: string | null;
    caps: TreeCaps;
    now: Date;
    /** The page's collab and rows when the caller built them (a CSV import); an empty page's otherwise. */
    collab?: NewView['collab'];
    rows?: NewView['rows'];
  },
): Promise<ViewRow> {
  const { workspaceId, actor, parentId, viewId } = params;
  return changeViewTree(db, workspaceId, async (trx, tree) => {
    const { view: parent } = authorizedView(actor, 'write', tree, parentId);
    if (tree.depth(parent.view_id) + 1 > maxTreeDepth) {
      throw new AppError('InvalidRequest', `Pages nest at most ${maxTreeDepth} levels deep`);
    }
    assertRoomFor(tree, 1, params.caps);
    if (viewId !== undefined && (await idInUse(trx, viewId))) {
      throw new AppError('RecordAlreadyExists', 'A page with this view_id already exists');
    }
    const prevViewId = params.prevViewId ?? null;
    if (prevViewId !== null && tree.get(prevViewId)?.parent_view_id !== parent.view_id) {
      throw new AppError('InvalidRequest', 'prev_view_id is not a child of the parent');
    }
    const view = await insertView(trx, {
      viewId,
      workspaceId,
      parentId: parent.view_id,
      spaceId: parent.space_id,
      position: nextPosition(tree, parent.view_id),
      name: params.name,
      layout: params.layout,
      extra: emptyPageExtra(),
      createdBy: actor.userUuid,
      now: params.now,
      collab: params.collab,
      rows: params.rows,
    });
    if (prevViewId !== null) {
      await placeView(trx, tree, {
        view,
        parentId: parent.view_id,
        placement: { after: prevViewId },
        spaceId: parent.space_id,
      });
    }
    await publishWithParent(trx, { view, now: params.now });
    return view;
  });
}

async function idInUse(db: Kysely<Database>, id: string): Promise<boolean> {
  const view = await db.selectFrom('views').select('view_id').where('view_id', '=', id).executeTakeFirst();
  if (view !== undefined) return true;
  const collab = await db
    .selectFrom('collabs')
    .select('object_id')
    .where('object_id', '=', id)
    .executeTakeFirst();
  return collab !== undefined;
}
