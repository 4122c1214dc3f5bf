import { CollabType, encodePublishedDatabaseBlob, type PublishedDatabaseBlob } from '@quire/shared/collab';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { readCollabState } from '../stored/collabFormat.js';

function visibleIdsOf(text: string | null): string[] {
  if (text === null) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
}

/** A published database page's parts as bytes, from its published copy only. */
export interface PublishedDatabaseParts {
  database: Uint8Array;
  rows: Map<string, Uint8Array>;
  rowDocuments: Map<string, Uint8Array>;
  visibleViewIds: string[];
}

/**
 * What a database page published, read from its published copy only: the database cut down to its visible
 * views, the rows copied with it and their row documents. Undefined when the page has no published copy.
 */
export async function publishedDatabaseParts(
  db: Kysely<Database>,
  workspaceId: string,
  viewId: string,
): Promise<PublishedDatabaseParts | undefined> {
  const copy = await db
    .selectFrom('published_copies')
    .select(['doc_state', 'doc_format', 'visible_view_ids'])
    .where('workspace_id', '=', workspaceId)
    .where('view_id', '=', viewId)
    .executeTakeFirst();
  if (copy === undefined) return undefined;
  const parts = await db
    .selectFrom('published_database_parts')
    .select(['object_id', 'collab_type', 'doc_state', 'doc_format'])
    .where('workspace_id', '=', workspaceId)
    .where('view_id', '=', viewId)
    .orderBy('object_id')
    .execute();
  const rows = new Map<string, Uint8Array>();
  const rowDocuments = new Map<string, Uint8Array>();
  for (const part of parts) {
    const bytes = readCollabState(part.doc_format, new Uint8Array(part.doc_state));
    (part.collab_type === CollabType.DatabaseRow ? rows : rowDocuments).set(part.object_id, bytes);
  }
  return {
    database: readCollabState(copy.doc_format, new Uint8Array(copy.doc_state)),
    rows,
    rowDocuments,
    visibleViewIds: visibleIdsOf(copy.visible_view_ids),
  };
}

/** Spec 001 §3's database blob of a published database page (undefined: not published). */
export async function publishedDatabaseBlob(
  db: Kysely<Database>,
  workspaceId: string,
  viewId: string,
): Promise<PublishedDatabaseBlob | undefined> {
  const parts = await publishedDatabaseParts(db, workspaceId, viewId);
  return parts === undefined ? undefined : encodePublishedDatabaseBlob(parts);
}
