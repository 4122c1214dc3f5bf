import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { checkPublishName } from '../../models/publishNames.js';
import { authorizePublicationChange, type ViewActor } from '../../policies/view.js';
import { copyPublishedContent } from './copyContent.js';
import { publishNameTakenMessage, refuseTakenName } from './publishView.js';
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
    await db.transaction().execute(async (trx) => {
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
        if (columns.update_live === 1 && publication.update_live === 0) {
          const view = await trx
            .selectFrom('views')
            .select(['view_id', 'collab_id'])
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
