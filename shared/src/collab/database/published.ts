import * as Y from 'yjs';
import { documentTree, type BlockNode } from '../document/tree.js';
import { decodeDoc, encodeDoc } from '../yjs.js';
import { arrayOf, recordOf, stringOf } from './fieldTypes.js';
import type { DatabaseModel, RowModel } from './model.js';
import { readDatabase, readRow } from './read.js';
import { rowDocumentId } from './uuid.js';

/** Spec 001 §3's published database blob, as AppFlowy serves it (UTF-8 JSON, Yjs updates as byte arrays). */
export interface PublishedDatabaseBlob {
  database_collab: number[];
  database_row_collabs: Record<string, number[]>;
  database_row_document_collabs: Record<string, number[]>;
  visible_database_view_ids: string[];
  database_relations: Record<string, string>;
}

/** A published database read for drawing. */
export interface PublishedDatabase {
  database: DatabaseModel;
  rows: Map<string, RowModel>;
  /** Row documents by their object id (see `rowDocumentId`), still as Yjs updates: decoded when opened. */
  rowDocuments: Map<string, Uint8Array>;
  visibleViewIds: string[];
  relations: Record<string, string>;
}

/** Bounds on what a blob may hold before it is decoded. */
export const publishedBlobLimits = { rows: 20_000, rowDocuments: 20_000 } as const;

function bytesOf(value: unknown): Uint8Array | undefined {
  if (!Array.isArray(value)) return undefined;
  const bytes = Uint8Array.from(value as number[]);
  return bytes.length === 0 ? undefined : bytes;
}

export function encodePublishedDatabaseBlob(parts: {
  database: Uint8Array;
  rows: ReadonlyMap<string, Uint8Array>;
  rowDocuments: ReadonlyMap<string, Uint8Array>;
  visibleViewIds: readonly string[];
  relations?: Record<string, string>;
}): PublishedDatabaseBlob {
  const record = (map: ReadonlyMap<string, Uint8Array>) =>
    Object.fromEntries([...map].map(([id, bytes]) => [id, Array.from(bytes)]));
  return {
    database_collab: Array.from(parts.database),
    database_row_collabs: record(parts.rows),
    database_row_document_collabs: record(parts.rowDocuments),
    visible_database_view_ids: [...parts.visibleViewIds],
    database_relations: parts.relations ?? {},
  };
}

/**
 * Reads a database blob (parsed JSON). Throws when it holds no database; rows that do not decode, or that
 * belong to another database, are left out.
 */
export function readPublishedDatabase(blob: unknown): PublishedDatabase {
  const json = recordOf(blob);
  const databaseBytes = bytesOf(json.database_collab);
  if (databaseBytes === undefined) throw new Error('The blob holds no database');
  const bytesById = (value: unknown, limit: number) => {
    const map = new Map<string, Uint8Array>();
    for (const [id, entry] of Object.entries(recordOf(value)).slice(0, limit)) {
      const bytes = bytesOf(entry);
      if (bytes !== undefined) map.set(id, bytes);
    }
    return map;
  };
  const relations: Record<string, string> = {};
  for (const [id, viewId] of Object.entries(recordOf(json.database_relations))) {
    if (typeof viewId === 'string') relations[id] = viewId;
  }
  return readPublishedParts({
    database: databaseBytes,
    rows: bytesById(json.database_row_collabs, publishedBlobLimits.rows),
    rowDocuments: bytesById(json.database_row_document_collabs, publishedBlobLimits.rowDocuments),
    visibleViewIds: arrayOf(json.visible_database_view_ids)
      .map(stringOf)
      .filter((id) => id !== ''),
    relations,
  });
}

/**
 * The same as `readPublishedDatabase`, from the parts as bytes (the server, which holds them so, skips the
 * blob's JSON arrays). Rows that do not decode, or belong to another database, are left out.
 */
export function readPublishedParts(parts: {
  database: Uint8Array;
  rows: ReadonlyMap<string, Uint8Array>;
  rowDocuments: ReadonlyMap<string, Uint8Array>;
  visibleViewIds: readonly string[];
  relations?: Record<string, string>;
}): PublishedDatabase {
  const database = readDatabase(decodeDoc(parts.database));
  const rows = new Map<string, RowModel>();
  for (const [id, bytes] of [...parts.rows].slice(0, publishedBlobLimits.rows)) {
    try {
      const row = readRow(decodeDoc(bytes));
      const ofThisDatabase = row?.databaseId === undefined || row.databaseId === database.id;
      if (row !== undefined && row.id === id && ofThisDatabase) rows.set(id, row);
    } catch {
      // A row that does not decode is left out; the rest of the database still shows.
    }
  }
  return {
    database,
    rows,
    rowDocuments: new Map([...parts.rowDocuments].slice(0, publishedBlobLimits.rowDocuments)),
    visibleViewIds: [...parts.visibleViewIds],
    relations: { ...parts.relations },
  };
}

/**
 * A published row's document as a block tree, or undefined when the copy holds none for the row. The server's
 * row page and the publish remote's hydration of it read it alike. Throws when its bytes do not decode.
 */
export function publishedRowDocumentTree(
  published: Pick<PublishedDatabase, 'rowDocuments'>,
  rowId: string,
): BlockNode | undefined {
  const documentId = rowDocumentId(rowId);
  const bytes = documentId === undefined ? undefined : published.rowDocuments.get(documentId);
  return bytes === undefined ? undefined : documentTree(decodeDoc(bytes));
}

/**
 * The copy of a database collab a publication may show: only the views in `viewIds` are kept (the others
 * are deleted, and Yjs garbage-collects their content, so their names and settings are not in the bytes).
 * Returns the copy and the ids of the rows its views list, which are all the rows that may be published.
 */
export function databaseCopyForViews(
  docState: Uint8Array,
  viewIds: readonly string[],
): { docState: Uint8Array; viewIds: string[]; rowIds: string[] } {
  const doc = decodeDoc(docState);
  const database: unknown = doc.getMap('data').get('database');
  if (!(database instanceof Y.Map)) throw new Error('The collab holds no database');
  const views: unknown = (database as Y.Map<unknown>).get('views');
  if (!(views instanceof Y.Map)) throw new Error('The database has no views');
  const keep = new Set(viewIds);
  doc.transact(() => {
    for (const id of [...views.keys()]) if (!keep.has(id)) views.delete(id);
  });
  const kept = readDatabase(doc).views;
  const rowIds = [...new Set(kept.flatMap((view) => view.rowOrder.map((row) => row.id)))];
  // Re-encoded from a fresh doc: the deleted views' content is gone from the update, not merely tombstoned.
  const clean = new Y.Doc();
  Y.applyUpdate(clean, encodeDoc(doc));
  return { docState: encodeDoc(clean), viewIds: kept.map((view) => view.id), rowIds };
}
