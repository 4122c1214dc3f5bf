import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { authorizePublicationChange, type ViewActor } from '../../policies/view.js';

/**
 * Unpublishes pages at once: their publications, copies and sub-pages published with them go in one
 * transaction, so the next public read finds nothing. Only the workspace Owner or a page's publisher may
 * (a guest never); a page that is not published is left as it is.
 */
export async function unpublishViews(
  db: Kysely<Database>,
  params: { workspaceId: string; actor: ViewActor; viewIds: readonly string[] },
): Promise<void> {
  const { workspaceId, actor } = params;
  if (actor.role === 'Guest') throw new AppError('NotEnoughPermissions');
  if (params.viewIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const publications = await trx
      .selectFrom('published_views')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('view_id', 'in', params.viewIds)
      .execute();
    for (const publication of publications) authorizePublicationChange(actor, publication);
    const ids = publications.map((publication) => publication.view_id);
    if (ids.length === 0) return;
    // Copies and the default page go with their publication (foreign keys cascade).
    await trx
      .deleteFrom('published_views')
      .where('workspace_id', '=', workspaceId)
      .where((eb) => eb.or([eb('view_id', 'in', ids), eb('published_with', 'in', ids)]))
      .execute();
  });
}
