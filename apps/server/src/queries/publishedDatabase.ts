import {
  CollabType,
  encodePublishedDatabaseBlob,
  rowDocumentId,
  type PublishedDatabaseBlob,
} from '@quire/shared/collab';
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

/**
 * Spec 001 §3's database blob of a published database page (undefined: not published); `relationsOf` gives
 * its `database_relations` from the published database collab (see publishedRelations.ts).
 */
export async function publishedDatabaseBlob(
  db: Kysely<Database>,
  workspaceId: string,
  viewId: string,
  relationsOf: (database: Uint8Array) => Record<string, string> = () => ({}),
): Promise<PublishedDatabaseBlob | undefined> {
  const parts = await publishedDatabaseParts(db, workspaceId, viewId);
  return parts === undefined
    ? undefined
    : encodePublishedDatabaseBlob({ ...parts, relations: relationsOf(parts.database) });
}

/** A published row's document as its copy holds it: `row` false when the copy has no such row. */
export interface PublishedRowDocument {
  row: boolean;
  documentId: string | undefined;
  document: Uint8Array | undefined;
}

/**
 * One row's document from a published database's copy only (spec 000 §7, get a publish row document): the
 * row must be one the copy holds (a row of its visible views), and its document is the one copied with it.
 * Nothing of the live workspace is read, so a row outside the visible views, of another database or of
 * another workspace is never found here.
 */
export async function publishedRowDocument(
  db: Kysely<Database>,
  params: { workspaceId: string; viewId: string; rowId: string },
): Promise<PublishedRowDocument> {
  const documentId = rowDocumentId(params.rowId);
  const ids = documentId === undefined ? [params.rowId] : [params.rowId, documentId];
  const parts = await db
    .selectFrom('published_database_parts')
    .select(['object_id', 'collab_type', 'doc_state', 'doc_format'])
    .where('workspace_id', '=', params.workspaceId)
    .where('view_id', '=', params.viewId)
    .where('object_id', 'in', ids)
    .execute();
  const row = parts.some(
    (part) => part.object_id === params.rowId && part.collab_type === CollabType.DatabaseRow,
  );
  const stored = parts.find(
    (part) => part.object_id === documentId && part.collab_type === CollabType.Document,
  );
  return {
    row,
    documentId,
    document:
      row && stored !== undefined
        ? readCollabState(stored.doc_format, new Uint8Array(stored.doc_state))
        : undefined,
  };
}
