import type { Kysely } from 'kysely';
import type { Database, PublishedViewRow } from '../db/schema.js';

/** Which state of a published copy the public sees: what a rendered page is cached under. */
export interface PublishedCopyVersion {
  sourceVersion: number;
  copiedAt: string;
}

/** The version of a view's published copy, without its content (undefined when there is no copy). */
export async function publishedCopyVersion(
  db: Kysely<Database>,
  workspaceId: string,
  viewId: string,
): Promise<PublishedCopyVersion | undefined> {
  const row = await db
    .selectFrom('published_copies')
    .select(['source_version', 'copied_at'])
    .where('workspace_id', '=', workspaceId)
    .where('view_id', '=', viewId)
    .executeTakeFirst();
  return row === undefined ? undefined : { sourceVersion: row.source_version, copiedAt: row.copied_at };
}

/** A publication search engines may be told about, with when its copy last changed. */
export interface IndexableCandidate {
  publication: PublishedViewRow;
  copiedAt: string;
}

/**
 * Publications with indexing on and no password, with a copy, across every workspace, newest copies first
 * (at most `limit`). Expiry, the trash and private spaces are left to the view policy of the caller.
 */
export async function indexableCandidates(
  db: Kysely<Database>,
  limit: number,
): Promise<IndexableCandidate[]> {
  const rows = await db
    .selectFrom('published_views')
    .innerJoin('published_copies', 'published_copies.view_id', 'published_views.view_id')
    .selectAll('published_views')
    .select('published_copies.copied_at as copied_at')
    .where('published_views.indexing', '=', 1)
    .where('published_views.password_hash', 'is', null)
    .orderBy('published_copies.copied_at', 'desc')
    .orderBy('published_views.view_id')
    .limit(limit)
    .execute();
  return rows.map(({ copied_at, ...publication }) => ({ publication, copiedAt: copied_at }));
}
