import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database, ViewRow } from '../../db/schema.js';
import { authorizedView, canReadView, type ViewActor } from '../../policies/view.js';
import {
  changeViewTree,
  inWorkspaceOrder,
  loadViewTree,
  maxTreeDepth,
  type ViewTree,
} from '../../queries/viewTree.js';
import { placeView } from './placement.js';
import { deleteDatabaseRows } from './deleteDatabaseRows.js';

interface TrashParams {
  workspaceId: string;
  actor: ViewActor;
  now: Date;
}

export const lastSpaceMessage = 'A workspace needs at least one space';

/**
 * Moves a page or a space to the trash; its subtree leaves the folder with it (only the view itself is
 * marked). A space goes only by its creator or the workspace Owner (as for making it private), and never
 * the workspace's last one: pages need a space to be made in.
 */
export async function moveToTrash(
  db: Kysely<Database>,
  params: TrashParams & { viewId: string },
): Promise<void> {
  const tree = await loadViewTree(db, params.workspaceId);
  const isSpace = tree.get(params.viewId)?.is_space === 1;
  const { view } = authorizedView(params.actor, isSpace ? 'space-permission' : 'write', tree, params.viewId);
  if (isSpace && tree.spaces().length <= 1) throw new AppError('InvalidRequest', lastSpaceMessage);
  await inWorkspaceOrder(db, params.workspaceId, (trx) =>
    trx
      .updateTable('views')
      .set({ trashed_at: params.now.toISOString() })
      .where('view_id', '=', view.view_id)
      .execute(),
  );
}

/**
 * Brings a trashed page back: under its old parent when that is still in the folder (and the subtree
 * still fits the depth limit), otherwise at the end of its space's root.
 */
export async function restoreFromTrash(
  db: Kysely<Database>,
  params: TrashParams & { viewId: string },
): Promise<void> {
  await changeViewTree(db, params.workspaceId, async (trx, tree) => {
    const { view } = authorizedView(params.actor, 'write', tree, params.viewId, 'trash');
    await restore(trx, tree, view);
  });
}

/** Trashed pages restored per transaction by restore-all: the connection is given back between batches. */
export const restoreBatchSize = 50;

/**
 * Restores every page of the trash this user may write, newest trashed first: a sub-page can only have
 * been trashed before its parent, so its parent is back in the folder by the time it is restored. The work
 * goes in batches, each its own short transaction, so a big trash never holds the (on SQLite, only)
 * connection for long: other users' requests run between batches.
 */
export async function restoreAllFromTrash(db: Kysely<Database>, params: TrashParams): Promise<void> {
  const initial = writableTrash(params.actor, await loadViewTree(db, params.workspaceId)).length;
  // Each batch restores up to a full batch, so this many rounds always empty what was there at the start.
  const rounds = Math.ceil(initial / restoreBatchSize);
  for (let round = 0; round < rounds; round++) {
    const restored = await changeViewTree(db, params.workspaceId, async (trx, current) => {
      let tree = current;
      const batch = writableTrash(params.actor, tree).reverse().slice(0, restoreBatchSize);
      for (const view of batch) {
        // A page put back under its parent changes nothing else; one re-placed renumbers its new siblings,
        // and the next restore must see that.
        if (await restore(trx, tree, view)) tree = await loadViewTree(trx, params.workspaceId);
        else view.trashed_at = null;
      }
      return batch.length;
    });
    if (restored < restoreBatchSize) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export const spaceInTrashMessage = 'Restore the space of this page first';

/**
 * Restores one page or space; true when a page had to be re-placed at its space's root (its siblings
 * renumbered). A space goes back among the spaces as it was. A page whose space is itself in the trash
 * cannot come back before the space (it would be in neither the folder nor the trash).
 */
async function restore(trx: Kysely<Database>, tree: ViewTree, view: ViewRow): Promise<boolean> {
  if (view.is_space !== 1 && tree.get(view.space_id)?.trashed_at !== null) {
    throw new AppError('InvalidRequest', spaceInTrashMessage);
  }
  if (view.is_space === 1) {
    await trx.updateTable('views').set({ trashed_at: null }).where('view_id', '=', view.view_id).execute();
    return false;
  }
  const parent = tree.get(view.parent_view_id);
  const parentAlive =
    parent !== undefined &&
    !tree.isInTrash(parent.view_id) &&
    tree.depth(parent.view_id) + tree.height(view.view_id) <= maxTreeDepth;
  await trx.updateTable('views').set({ trashed_at: null }).where('view_id', '=', view.view_id).execute();
  if (parentAlive) return false;
  await placeView(trx, tree, {
    view,
    parentId: view.space_id,
    spaceId: view.space_id,
    placement: { last: true },
  });
  return true;
}

/** The trashed pages `actor` may act on: in spaces they see, and only for roles that write. */
export function writableTrash(actor: ViewActor, tree: ViewTree): ViewRow[] {
  if (actor.role === 'Guest') throw new AppError('NotEnoughPermissions');
  return visibleTrash(actor, tree);
}

export function visibleTrash(actor: ViewActor, tree: ViewTree): ViewRow[] {
  return tree
    .trashed()
    .filter((view) => canReadView(actor, tree, view))
    .sort(
      (a, b) => (a.trashed_at ?? '').localeCompare(b.trashed_at ?? '') || a.view_id.localeCompare(b.view_id),
    );
}

/** Deletes a trashed page for good with its subtree (sub-pages trashed on their own stay in the trash). */
export async function deleteFromTrash(
  db: Kysely<Database>,
  params: TrashParams & { viewId: string },
): Promise<void> {
  await changeViewTree(db, params.workspaceId, async (trx, tree) => {
    const { view } = authorizedView(params.actor, 'write', tree, params.viewId, 'trash');
    await deleteSubtree(trx, tree, view);
  });
}

export async function deleteAllFromTrash(db: Kysely<Database>, params: TrashParams): Promise<void> {
  await changeViewTree(db, params.workspaceId, async (trx, tree) => {
    for (const view of writableTrash(params.actor, tree)) {
      // Every trashed page goes, so descendants trashed on their own go with their ancestors.
      const rows = tree.subtree(view.view_id, { includeTrashed: true });
      await deleteRows(trx, params.workspaceId, rows);
    }
  });
}

async function deleteSubtree(trx: Kysely<Database>, tree: ViewTree, view: ViewRow): Promise<void> {
  await deleteRows(trx, view.workspace_id, tree.subtree(view.view_id, { includeTrashed: false }));
}

async function deleteRows(trx: Kysely<Database>, workspaceId: string, rows: ViewRow[]): Promise<void> {
  if (rows.length === 0) return;
  const viewIds = rows.map((row) => row.view_id);
  const collabIds = rows.map((row) => row.collab_id);
  // Favourites and recents go with their views (ON DELETE CASCADE).
  await trx.deleteFrom('views').where('view_id', 'in', viewIds).execute();
  await trx
    .deleteFrom('collabs')
    .where('workspace_id', '=', workspaceId)
    .where('object_id', 'in', collabIds)
    .execute();
  await deleteDatabaseRows(trx, workspaceId, collabIds);
}
