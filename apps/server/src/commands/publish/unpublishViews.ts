import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { authorizePublicationChange, type ViewActor } from '../../policies/view.js';
import { inWorkspaceOrder, loadViewTree } from '../../queries/viewTree.js';
import { removeFromPublication } from './exclusions.js';

/**
 * Unpublishes pages at once: their publications, copies and sub-pages published with them go in one
 * transaction, so the next public read finds nothing. Only the workspace Owner or a page's publisher may
 * (a guest never); a page that is not published is left as it is. A page published with its ancestor's
 * sub-pages is left out of that publication (publish_exclusions) rather than republished with it later.
 */
export async function unpublishViews(
  db: Kysely<Database>,
  params: { workspaceId: string; actor: ViewActor; viewIds: readonly string[] },
): Promise<void> {
  const { workspaceId, actor } = params;
  const now = new Date().toISOString();
  if (actor.role === 'Guest') throw new AppError('NotEnoughPermissions');
  if (params.viewIds.length === 0) return;
  await inWorkspaceOrder(db, workspaceId, async (trx) => {
    const publications = await trx
      .selectFrom('published_views')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('view_id', 'in', params.viewIds)
      .execute();
    for (const publication of publications) authorizePublicationChange(actor, publication);
    const ids = publications.map((publication) => publication.view_id);
    if (ids.length === 0) return;
    // A page that came with an ancestor's "with sub-pages" is left out of it from now on, with its subtree
    // (otherwise the ancestor's next publish or settings change would publish it again).
    const withParent = publications.filter((publication) => publication.published_with !== null);
    if (withParent.length > 0) {
      const tree = await loadViewTree(trx, workspaceId);
      for (const publication of withParent) {
        await removeFromPublication(trx, tree, publication.view_id, publication.published_with ?? '');
      }
      await trx
        .insertInto('publish_exclusions')
        .values(withParent.map(({ view_id }) => ({ view_id, workspace_id: workspaceId, created_at: now })))
        .onConflict((conflict) => conflict.column('view_id').doNothing())
        .execute();
    }
    // Copies and the default page go with their publication (foreign keys cascade).
    await trx
      .deleteFrom('published_views')
      .where('workspace_id', '=', workspaceId)
      .where((eb) => eb.or([eb('view_id', 'in', ids), eb('published_with', 'in', ids)]))
      .execute();
  });
}
