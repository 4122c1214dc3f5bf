import { ViewLayout } from '@quire/shared/collab';
import type { Kysely } from 'kysely';
import type { Database, ViewRow } from '../../db/schema.js';
import { defaultPublishName } from '../../models/publishNames.js';
import { copyPublishedContent } from './copyContent.js';

/**
 * "With sub-pages": a page made under a page published with its sub-pages is published too, with the
 * parent's settings, under a default name, as part of the same publication (unpublishing the top page
 * takes it along; it can opt out on its own).
 */
export async function publishWithParent(
  db: Kysely<Database>,
  params: { view: ViewRow; now: Date },
): Promise<void> {
  const { view, now } = params;
  if (view.layout === ViewLayout.AIChat) return;
  const parent = await db
    .selectFrom('published_views')
    .selectAll()
    .where('view_id', '=', view.parent_view_id)
    .where('workspace_id', '=', view.workspace_id)
    .where('with_sub_pages', '=', 1)
    .executeTakeFirst();
  if (parent === undefined) return;
  const { view_id: parentId, publish_name: _name, published_with, ...inherited } = parent;
  await db
    .insertInto('published_views')
    .values({
      ...inherited,
      view_id: view.view_id,
      publish_name: defaultPublishName(view.name, view.view_id),
      published_at: now.toISOString(),
      published_with: published_with ?? parentId,
    })
    .execute();
  await copyPublishedContent(db, { workspaceId: view.workspace_id, view, now });
}
