import { CollabType, isDatabaseLayout } from '@quire/shared/collab';
import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import { findCollab } from '../../collab/store.js';
import type { Database, ViewRow } from '../../db/schema.js';
import { inWorkspaceOrder } from '../../queries/viewTree.js';
import { currentCollabFormat } from '../../stored/collabFormat.js';
import { storeDatabaseParts, takeDatabaseCopy, type DatabaseCopy } from './copyDatabase.js';

/** What of a page is published: its content (its collab) and its title. */
export type PublishedPart = Pick<ViewRow, 'view_id' | 'collab_id' | 'name' | 'icon' | 'extra' | 'layout'>;

function titleOf(view: PublishedPart) {
  return { view_name: view.name, view_icon: view.icon, view_extra: view.extra, view_layout: view.layout };
}

/** The visible views a database page was published with before (undefined: none recorded). */
async function previousVisibleViews(db: Kysely<Database>, viewId: string): Promise<string[] | undefined> {
  const row = await db
    .selectFrom('published_copies')
    .select('visible_view_ids')
    .where('view_id', '=', viewId)
    .executeTakeFirst();
  if (row?.visible_view_ids == null) return undefined;
  const parsed: unknown = JSON.parse(row.visible_view_ids);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : undefined;
}

/**
 * Takes the published copy of `view`'s content: its collab's whole state now — for a database, only its
 * visible views, with their rows and row documents (copyDatabase.ts). Public endpoints read only this copy,
 * never the live collab. A copy taken at an older version never overwrites a newer one (two updates racing
 * each refresh the copy; the later state wins whatever order the writes land in).
 */
export async function copyPublishedContent(
  db: Kysely<Database>,
  params: {
    workspaceId: string;
    view: PublishedPart;
    now: Date;
    /** A database's views to show; undefined keeps the ones it was published with. */
    visibleViewIds?: readonly string[] | undefined;
  },
): Promise<void> {
  const { workspaceId, view } = params;
  const collab = await findCollab(db, workspaceId, view.collab_id);
  if (collab === undefined) throw new AppError('RecordNotFound', SpecMessages.documentNotFound);
  let database: DatabaseCopy | undefined;
  if (isDatabaseLayout(view.layout) && collab.collabType === CollabType.Database) {
    database = await takeDatabaseCopy(db, {
      workspaceId,
      pageViewId: view.view_id,
      docState: collab.docState,
      requested: params.visibleViewIds ?? (await previousVisibleViews(db, view.view_id)),
    });
  }
  const values = {
    collab_type: collab.collabType,
    doc_state: Buffer.from(database?.docState ?? collab.docState),
    visible_view_ids: database === undefined ? null : JSON.stringify(database.visibleViewIds),
    doc_format: currentCollabFormat,
    source_version: collab.version,
    copied_at: params.now.toISOString(),
    ...titleOf(view),
  };
  const write = async (trx: Kysely<Database>) => {
    const written = await trx
      .insertInto('published_copies')
      .values({ view_id: view.view_id, workspace_id: workspaceId, ...values })
      .onConflict((conflict) =>
        conflict
          .column('view_id')
          .doUpdateSet(values)
          .where('published_copies.source_version', '<=', collab.version),
      )
      .executeTakeFirst();
    // The rows follow the database copy only when it was written (a newer copy keeps its own rows).
    if (database !== undefined && Number(written.numInsertedOrUpdatedRows ?? 0) > 0) {
      await storeDatabaseParts(trx, { workspaceId, viewId: view.view_id, copy: database });
    }
  };
  // A database's copy and its rows change together: a reader never sees the new copy with the old rows. The
  // workspace row is locked first (the copy moves its publish generation).
  await inWorkspaceOrder(db, workspaceId, write);
}

/**
 * "Update live": after an accepted update to a page's content, its published copy follows when the page is
 * published with update_live on. Called by every content write (web-update, the websocket, append-block).
 */
export async function refreshLivePublishedCopy(
  db: Kysely<Database>,
  params: { workspaceId: string; view: PublishedPart; now: Date },
): Promise<void> {
  const live = await db
    .selectFrom('published_views')
    .select('view_id')
    .where('view_id', '=', params.view.view_id)
    .where('workspace_id', '=', params.workspaceId)
    .where('update_live', '=', 1)
    .executeTakeFirst();
  if (live !== undefined) await copyPublishedContent(db, params);
}

/**
 * "Update live" for the title: after a page is renamed (or its icon or cover changed), its published copy's
 * title follows when update_live is on. Called by updatePageView.
 */
export async function refreshLivePublishedTitle(
  db: Kysely<Database>,
  params: { workspaceId: string; viewId: string },
): Promise<void> {
  const view = await db
    .selectFrom('views')
    .selectAll()
    .where('view_id', '=', params.viewId)
    .where('workspace_id', '=', params.workspaceId)
    .executeTakeFirst();
  if (view === undefined) return;
  await db
    .updateTable('published_copies')
    .set(titleOf(view))
    .where('view_id', '=', view.view_id)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('published_views')
          .select('published_views.view_id')
          .whereRef('published_views.view_id', '=', 'published_copies.view_id')
          .where('published_views.update_live', '=', 1),
      ),
    )
    .execute();
}
