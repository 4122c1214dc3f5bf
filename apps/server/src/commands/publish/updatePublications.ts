import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { checkPublishName } from '../../models/publishNames.js';
import { authorizePublicationChange, type ViewActor } from '../../policies/view.js';
import { copyPublishedContent } from './copyContent.js';
import { inWorkspaceOrder, loadViewTree } from '../../queries/viewTree.js';
import { publishNameTakenMessage, publishSubPages, refuseTakenName } from './publishView.js';
import { settingColumns, type PublishSettings } from './settings.js';

export interface PublicationPatch extends PublishSettings {
  view_id: string;
  publish_name?: string | undefined;
}

/**
 * `PATCH publish`: new publish names and settings of published pages, all or none. Each page must be
 * published in this workspace ('View has not been published yet' otherwise) and changed by the Owner or its
 * publisher; a name must be free in the workspace (1050). Turning update live on refreshes the copy now.
 */
export async function updatePublications(
  db: Kysely<Database>,
  params: { workspaceId: string; actor: ViewActor; patches: readonly PublicationPatch[]; now: Date },
): Promise<void> {
  const { workspaceId, actor, now } = params;
  // Who may change each page is settled before any password is hashed: a refused caller costs no hashing.
  const stored = await db
    .selectFrom('published_views')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where(
      'view_id',
      'in',
      params.patches.map((patch) => patch.view_id),
    )
    .execute();
  for (const { view_id } of params.patches) {
    const publication = stored.find((row) => row.view_id === view_id);
    if (publication === undefined) throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
    authorizePublicationChange(actor, publication);
  }
  const prepared = await Promise.all(
    params.patches.map(async ({ view_id, publish_name, ...settings }) => ({
      viewId: view_id,
      name: publish_name === undefined ? undefined : checkPublishName(publish_name),
      columns: await settingColumns(settings),
    })),
  );
  try {
    await inWorkspaceOrder(db, workspaceId, async (trx) => {
      for (const { viewId, name, columns } of prepared) {
        const publication = await trx
          .selectFrom('published_views')
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .where('view_id', '=', viewId)
          .executeTakeFirst();
        if (publication === undefined) throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
        authorizePublicationChange(actor, publication);
        if (name !== undefined) await refuseTakenName(trx, workspaceId, name, viewId);
        const changes = { ...columns, ...(name === undefined ? {} : { publish_name: name }) };
        if (Object.keys(changes).length > 0) {
          await trx.updateTable('published_views').set(changes).where('view_id', '=', viewId).execute();
        }
        await followWithSubPages(trx, {
          workspaceId,
          viewId,
          wasWithSubPages: publication.with_sub_pages === 1,
          now,
        });
        if (columns.update_live === 1 && publication.update_live === 0) {
          const view = await trx
            .selectFrom('views')
            .selectAll()
            .where('view_id', '=', viewId)
            .executeTakeFirstOrThrow();
          await copyPublishedContent(trx, { workspaceId, view, now });
        }
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PublishNameAlreadyExists', publishNameTakenMessage);
    throw error;
  }
}

/**
 * The sub-pages of a page published with them follow its settings (a password set on it protects them too)
 * and new ones are published; turning "with sub-pages" off unpublishes the pages that came with it.
 */
async function followWithSubPages(
  db: Kysely<Database>,
  params: { workspaceId: string; viewId: string; wasWithSubPages: boolean; now: Date },
): Promise<void> {
  const updated = await db
    .selectFrom('published_views')
    .selectAll()
    .where('view_id', '=', params.viewId)
    .executeTakeFirstOrThrow();
  if (updated.with_sub_pages !== 1) {
    if (params.wasWithSubPages) {
      await db.deleteFrom('published_views').where('published_with', '=', params.viewId).execute();
    }
    return;
  }
  const tree = await loadViewTree(db, params.workspaceId);
  const view = tree.get(params.viewId);
  if (view === undefined) return;
  const { view_id: _id, publish_name: _name, published_with: _with, ...inherited } = updated;
  await publishSubPages(db, tree, view, inherited, params.now);
}
