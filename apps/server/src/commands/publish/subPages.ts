import { ViewLayout } from '@quire/shared/collab';
import type { Kysely } from 'kysely';
import type { Database, PublishedViewRow } from '../../db/schema.js';
import { defaultPublishName } from '../../models/publishNames.js';
import type { ViewTree } from '../../queries/viewTree.js';
import { copyPublishedContent } from './copyContent.js';

export type InheritedSettings = Omit<PublishedViewRow, 'view_id' | 'publish_name' | 'published_with'>;

/** The pages of the workspace left out of their ancestors' "with sub-pages" (publish_exclusions). */
export async function excludedViewIds(db: Kysely<Database>, workspaceId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('publish_exclusions')
    .select('view_id')
    .where('workspace_id', '=', workspaceId)
    .execute();
  return new Set(rows.map((row) => row.view_id));
}

/**
 * Publishes (or updates) `start`'s subtree (without `start` itself unless `includeStart`) as part of the
 * publication of `rootId`, with its settings. Pages published on their own keep their own publication; an
 * excluded page is skipped with everything under it.
 */
export async function publishPagesUnder(
  db: Kysely<Database>,
  tree: ViewTree,
  params: { start: string; includeStart: boolean; rootId: string; inherited: InheritedSettings; now: Date },
): Promise<void> {
  const { start, rootId, inherited, now } = params;
  const rows = await db
    .selectFrom('published_views')
    .select(['view_id', 'published_with'])
    .where('workspace_id', '=', tree.workspaceId)
    .execute();
  const own = new Set(rows.filter((row) => row.published_with === null).map((row) => row.view_id));
  const excluded = await excludedViewIds(db, tree.workspaceId);
  const skipped = new Set<string>();
  const pages = tree.subtree(start, { includeTrashed: false });
  for (const page of params.includeStart ? pages : pages.slice(1)) {
    // Top-down order: a parent is always decided before its children.
    if (excluded.has(page.view_id) || skipped.has(page.parent_view_id)) {
      skipped.add(page.view_id);
      continue;
    }
    if (own.has(page.view_id) || page.layout === ViewLayout.AIChat) continue;
    const values = { ...inherited, published_with: rootId, published_at: now.toISOString() };
    await db
      .insertInto('published_views')
      .values({ view_id: page.view_id, publish_name: defaultPublishName(page.name, page.view_id), ...values })
      .onConflict((conflict) => conflict.column('view_id').doUpdateSet(values))
      .execute();
    await copyPublishedContent(db, { workspaceId: tree.workspaceId, view: page, now });
  }
}
