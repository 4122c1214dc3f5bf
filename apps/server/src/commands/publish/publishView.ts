import { ViewLayout } from '@quire/shared/collab';
import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database, ViewRow } from '../../db/schema.js';
import { checkPublishName, defaultPublishName } from '../../models/publishNames.js';
import {
  authorizePublicationChange,
  authorizedView,
  SpacePermission,
  type ViewActor,
} from '../../policies/view.js';
import { findPublicationOfView } from '../../queries/publishing.js';
import { inWorkspaceOrder, loadViewTree, type ViewTree } from '../../queries/viewTree.js';
import { copyPublishedContent } from './copyContent.js';
import { settingColumns, type PublishSettings } from './settings.js';
import { publishPagesUnder, type InheritedSettings } from './subPages.js';

export const publishNameTakenMessage = 'This publish name is already used by another page of the workspace';

/**
 * Publishes a page (spec 001 §7): a member who may write it; the name given, the one it had, or a default
 * one; its content copied as it is now. Publishing again keeps the name unless another is given and
 * replaces the copy. With sub-pages, every page under it is published too (each under a default name,
 * marked as published with it, so that unpublishing the page takes them along); a sub-page already
 * published on its own keeps its own publication.
 */
export async function publishView(
  db: Kysely<Database>,
  params: {
    workspaceId: string;
    actor: ViewActor;
    viewId: string;
    publishName?: string | undefined;
    /** A database's views to show besides its own; undefined keeps those published before. */
    visibleDatabaseViewIds?: readonly string[] | undefined;
    settings: PublishSettings;
    now: Date;
  },
): Promise<void> {
  const { workspaceId, actor, now } = params;
  const tree = await loadViewTree(db, workspaceId);
  const { view, space } = authorizedView(actor, 'write', tree, params.viewId);
  refuseUnpublishable(view);
  if (space.space_permission === SpacePermission.Private) {
    throw new AppError('InvalidRequest', 'A page in a private space cannot be published');
  }
  // Publishing again changes an existing publication (its password, its settings): that is for the Owner or
  // its publisher, as a PATCH is; checked before any password is hashed.
  const before = await findPublicationOfView(db, view.view_id);
  if (before !== undefined) authorizePublicationChange(actor, before);
  const columns = await settingColumns(params.settings);
  try {
    await inWorkspaceOrder(db, workspaceId, async (trx) => {
      const existing = await findPublicationOfView(trx, view.view_id);
      if (existing !== undefined) authorizePublicationChange(actor, existing);
      const name =
        params.publishName !== undefined
          ? checkPublishName(params.publishName)
          : (existing?.publish_name ?? defaultPublishName(view.name, view.view_id));
      await refuseTakenName(trx, workspaceId, name, view.view_id);
      await trx
        .insertInto('published_views')
        .values({
          view_id: view.view_id,
          workspace_id: workspaceId,
          publish_name: name,
          publisher_uuid: actor.userUuid,
          published_at: now.toISOString(),
          ...columns,
          published_with: null,
        })
        .onConflict((conflict) =>
          conflict.column('view_id').doUpdateSet({
            publish_name: name,
            publisher_uuid: actor.userUuid,
            published_at: now.toISOString(),
            published_with: null,
            ...columns,
          }),
        )
        .execute();
      await copyPublishedContent(trx, {
        workspaceId,
        view,
        now,
        visibleViewIds: params.visibleDatabaseViewIds,
      });
      const stored = await trx
        .selectFrom('published_views')
        .selectAll()
        .where('view_id', '=', view.view_id)
        .executeTakeFirstOrThrow();
      if (stored.with_sub_pages === 1) {
        const { view_id: _id, publish_name: _name, published_with: _with, ...inherited } = stored;
        await publishSubPages(trx, tree, view, inherited, now);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PublishNameAlreadyExists', publishNameTakenMessage);
    throw error;
  }
}

function refuseUnpublishable(view: ViewRow): void {
  if (view.is_space === 1)
    throw new AppError('InvalidRequest', 'A space cannot be published, only its pages');
  if (view.layout === ViewLayout.AIChat)
    throw new AppError('InvalidRequest', 'AI chat pages cannot be published');
}

/** PublishNameAlreadyExists (1050) when another page of the workspace is published under `name`. */
export async function refuseTakenName(
  db: Kysely<Database>,
  workspaceId: string,
  name: string,
  viewId: string,
): Promise<void> {
  const holder = await db
    .selectFrom('published_views')
    .select('view_id')
    .where('workspace_id', '=', workspaceId)
    .where('publish_name', '=', name)
    .executeTakeFirst();
  if (holder !== undefined && holder.view_id !== viewId) {
    throw new AppError('PublishNameAlreadyExists', publishNameTakenMessage);
  }
}

/**
 * Publishes (or updates) the pages under `root` as part of its publication, with its settings; sub-pages
 * published on their own keep their own publication, excluded ones (and what is under them) are left out.
 */
export async function publishSubPages(
  db: Kysely<Database>,
  tree: ViewTree,
  root: ViewRow,
  inherited: InheritedSettings,
  now: Date,
): Promise<void> {
  await publishPagesUnder(db, tree, {
    start: root.view_id,
    includeStart: false,
    rootId: root.view_id,
    inherited,
    now,
  });
}
