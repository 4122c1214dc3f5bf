import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { Database, PublishedViewRow } from '../../db/schema.js';
import { authorizedView, authorizePublicationChange, type ViewActor } from '../../policies/view.js';
import { findPublicationOfView } from '../../queries/publishing.js';
import { inWorkspaceOrder, loadViewTree, type ViewTree } from '../../queries/viewTree.js';
import { publishPagesUnder } from './subPages.js';

/** Where a page stands towards its ancestors' "with sub-pages" publication. */
export interface PublishExclusionState {
  /** The page whose publication with sub-pages published this one; null when not published that way. */
  published_with: string | null;
  /** Left out of its parent's publication with sub-pages (which would publish it otherwise). */
  excluded: boolean;
}

/** The parent's publication when it publishes its sub-pages, which would cover `viewId`. */
async function coveringPublication(
  db: Kysely<Database>,
  tree: ViewTree,
  viewId: string,
): Promise<PublishedViewRow | undefined> {
  const view = tree.get(viewId);
  if (view === undefined) return undefined;
  const parent = await findPublicationOfView(db, view.parent_view_id);
  return parent?.with_sub_pages === 1 && parent.workspace_id === tree.workspaceId ? parent : undefined;
}

export async function publishExclusionState(
  db: Kysely<Database>,
  params: { workspaceId: string; actor: ViewActor; viewId: string },
): Promise<PublishExclusionState> {
  const tree = await loadViewTree(db, params.workspaceId);
  const { view } = authorizedView(params.actor, 'read', tree, params.viewId);
  const own = await findPublicationOfView(db, view.view_id);
  if (own !== undefined) return { published_with: own.published_with, excluded: false };
  const marked = await db
    .selectFrom('publish_exclusions')
    .select('view_id')
    .where('view_id', '=', view.view_id)
    .executeTakeFirst();
  const covering = marked === undefined ? undefined : await coveringPublication(db, tree, view.view_id);
  return { published_with: null, excluded: covering !== undefined };
}

/**
 * Leaves a page out of its ancestor's publication with sub-pages, or takes it back in (the Owner or that
 * publication's publisher). Left out, the page and everything under it stop being public at once, and stay
 * out when the ancestor is published again or its settings change; pages made later under the ancestor
 * still follow. A page published on its own is refused: unpublishing it is the way.
 */
export async function setPublishExclusion(
  db: Kysely<Database>,
  params: { workspaceId: string; actor: ViewActor; viewId: string; excluded: boolean; now: Date },
): Promise<void> {
  const { workspaceId, actor, now } = params;
  const tree = await loadViewTree(db, workspaceId);
  const { view } = authorizedView(actor, 'write', tree, params.viewId);
  await inWorkspaceOrder(db, workspaceId, async (trx) => {
    const own = await findPublicationOfView(trx, view.view_id);
    const covering = await coveringPublication(trx, tree, view.view_id);
    if (params.excluded) {
      if (own === undefined) {
        if (covering === undefined) throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
        authorizePublicationChange(actor, covering);
      } else {
        if (own.published_with === null) {
          throw new AppError('InvalidRequest', 'This page is published on its own: unpublish it instead');
        }
        authorizePublicationChange(actor, own);
        await removeFromPublication(trx, tree, view.view_id, own.published_with);
      }
      await trx
        .insertInto('publish_exclusions')
        .values({ view_id: view.view_id, workspace_id: workspaceId, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('view_id').doNothing())
        .execute();
      return;
    }
    if (covering !== undefined) authorizePublicationChange(actor, covering);
    await trx.deleteFrom('publish_exclusions').where('view_id', '=', view.view_id).execute();
    if (covering === undefined || own !== undefined) return;
    const { view_id: coveringId, publish_name: _name, published_with, ...inherited } = covering;
    await publishPagesUnder(trx, tree, {
      start: view.view_id,
      includeStart: true,
      rootId: published_with ?? coveringId,
      inherited,
      now,
    });
  });
}

/** Unpublishes `viewId` and the pages under it that came with the same publication (`rootId`). */
export async function removeFromPublication(
  db: Kysely<Database>,
  tree: ViewTree,
  viewId: string,
  rootId: string,
): Promise<void> {
  const ids = tree.subtree(viewId, { includeTrashed: true }).map((page) => page.view_id);
  for (let index = 0; index < ids.length; index += 500) {
    await db
      .deleteFrom('published_views')
      .where('published_with', '=', rootId)
      .where('view_id', 'in', ids.slice(index, index + 500))
      .execute();
  }
}
