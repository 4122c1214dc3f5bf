import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import { findCollab } from '../../collab/store.js';
import type { Database, ViewRow } from '../../db/schema.js';
import { currentCollabFormat } from '../../stored/collabFormat.js';

/** What of a page is published: its content (its collab) and its title. */
export type PublishedPart = Pick<ViewRow, 'view_id' | 'collab_id' | 'name' | 'icon' | 'extra' | 'layout'>;

function titleOf(view: PublishedPart) {
  return { view_name: view.name, view_icon: view.icon, view_extra: view.extra, view_layout: view.layout };
}

/**
 * Takes the published copy of `view`'s content: its collab's whole state now. Public endpoints read only
 * this copy, never the live collab. A copy taken at an older version never overwrites a newer one (two
 * updates racing each refresh the copy; the later state wins whatever order the writes land in).
 */
export async function copyPublishedContent(
  db: Kysely<Database>,
  params: { workspaceId: string; view: PublishedPart; now: Date },
): Promise<void> {
  const { workspaceId, view } = params;
  const collab = await findCollab(db, workspaceId, view.collab_id);
  if (collab === undefined) throw new AppError('RecordNotFound', SpecMessages.documentNotFound);
  const values = {
    collab_type: collab.collabType,
    doc_state: Buffer.from(collab.docState),
    doc_format: currentCollabFormat,
    source_version: collab.version,
    copied_at: params.now.toISOString(),
    ...titleOf(view),
  };
  await db
    .insertInto('published_copies')
    .values({ view_id: view.view_id, workspace_id: workspaceId, ...values })
    .onConflict((conflict) =>
      conflict
        .column('view_id')
        .doUpdateSet(values)
        .where('published_copies.source_version', '<=', collab.version),
    )
    .execute();
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
