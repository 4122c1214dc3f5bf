import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { CollabType, copyCollabFor, isViewLayout } from '@quire/shared/collab';
import { findCollab } from '../../collab/store.js';
import type { Database, ViewRow } from '../../db/schema.js';
import { authorizedView, type ViewActor } from '../../policies/view.js';
import { changeViewTree, type ViewTree } from '../../queries/viewTree.js';
import { assertRoomFor, type TreeCaps } from './caps.js';
import { copyDatabaseRows } from './copyDatabaseRows.js';
import { insertView } from './insertView.js';
import { placeView } from './placement.js';

export const defaultCopySuffix = ' (Copy)';

/**
 * A deep copy of a page right after it: every page of its subtree that is in the folder, each with a copy
 * of its collab; the top page's name gets `suffix`. Returns the new top page.
 */
export async function duplicatePageView(
  db: Kysely<Database>,
  params: {
    workspaceId: string;
    actor: ViewActor;
    viewId: string;
    suffix: string;
    caps: TreeCaps;
    now: Date;
  },
): Promise<ViewRow> {
  const { workspaceId, actor, now } = params;
  return changeViewTree(db, workspaceId, async (trx, tree) => {
    const { view } = authorizedView(actor, 'write', tree, params.viewId);
    if (view.is_space === 1) throw new AppError('InvalidRequest', 'A space cannot be duplicated');
    assertRoomFor(tree, tree.subtree(view.view_id, { includeTrashed: false }).length, params.caps);

    const copyOf = async (source: ViewRow, parentId: string, position: number, name: string) => {
      if (!isViewLayout(source.layout)) throw new Error(`View ${source.view_id} has layout ${source.layout}`);
      const layout = source.layout;
      const collab = await findCollab(trx, workspaceId, source.collab_id);
      if (collab === undefined) throw new Error(`View ${source.view_id} has no collab`);
      const viewId = randomUUID();
      const sourceCollab = { objectId: source.collab_id, docState: collab.docState };
      let copied = copyCollabFor({
        layout,
        source: sourceCollab,
        sourceViewId: source.view_id,
        viewId,
        now,
      });
      // A database's rows (and their documents) are copied with it, under new ids.
      if (copied.collabType === CollabType.Database) {
        copied = await copyDatabaseRows(trx, { workspaceId, database: copied, source: sourceCollab, now });
      }
      return insertView(trx, {
        viewId,
        workspaceId,
        parentId,
        spaceId: view.space_id,
        position,
        name,
        layout,
        extra: source.extra,
        icon: source.icon,
        createdBy: actor.userUuid,
        now,
        collab: () => copied,
      });
    };

    const top = await copyOf(view, view.parent_view_id, view.position, `${view.name}${params.suffix}`);
    await copyChildren(tree, view.view_id, top.view_id, copyOf);
    await placeView(trx, tree, {
      view: top,
      parentId: view.parent_view_id,
      spaceId: view.space_id,
      placement: { after: view.view_id },
    });
    return top;
  });
}

async function copyChildren(
  tree: ViewTree,
  sourceId: string,
  copyId: string,
  copyOf: (source: ViewRow, parentId: string, position: number, name: string) => Promise<ViewRow>,
): Promise<void> {
  for (const [position, child] of tree.liveChildren(sourceId).entries()) {
    const copy = await copyOf(child, copyId, position, child.name);
    await copyChildren(tree, child.view_id, copy.view_id, copyOf);
  }
}
