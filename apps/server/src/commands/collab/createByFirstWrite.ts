import { CollabType, databaseWriteLimits, readRow, rowDocumentId } from '@quire/shared/collab';
import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import * as Y from 'yjs';
import { collabTypeOf, newCollabRow } from '../../collab/store.js';
import { applyUpdateChecked, decodeUpdateChecked } from '../../collab/updates.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database, ViewRow } from '../../db/schema.js';
import { authorizedCollabOf } from '../../policies/collabAccess.js';
import type { ViewActor } from '../../policies/view.js';
import { inWorkspaceOrder, type ViewTree } from '../../queries/viewTree.js';

/**
 * The most rows one database may hold (row collabs recorded under it): the model's bound, past which its readers
 * would leave rows out (`databaseWriteLimits.rowsPerDatabase`).
 */
export const maxRowsPerDatabase: number = databaseWriteLimits.rowsPerDatabase;

/** What the writer says about a collab that may not exist yet (web-update's `collab_type` and `parent_id`). */
export interface CreationRequest {
  collabType: number | undefined;
  /** A row document's row (required for one); for a row, if given, it must be the row's own `database_id`. */
  parentId: string | undefined;
}

/**
 * A collab made on a client is created on the server by its first write (issue 24): a database row (collab_type 4)
 * whose update names, as `data.data.database_id`, a database of this workspace whose page `actor` may edit; or a
 * row's document (collab_type 0) whose `parentId` is a row `actor` may edit and whose id is that row's
 * `rowDocumentId`. The collab is stored with the update as its state and its parent recorded, in one transaction
 * that also counts the database's rows against `maxRowsPerDatabase`.
 *
 * Returns undefined when the write is no creation at all (another type, the collab exists: the caller's refusal
 * stands); `created: false` when another writer created it meanwhile (the caller applies the update as usual).
 * Refusals store nothing.
 */
export async function createByFirstWrite(
  db: Kysely<Database>,
  params: {
    workspaceId: string;
    objectId: string;
    request: CreationRequest;
    /** The first write; null for a socket's subscription that creates the collab empty (its parent then named). */
    update: Uint8Array | null;
    actor: ViewActor;
    tree: ViewTree;
    maxCollabBytes: number;
    now: Date;
    /** Rows a database may hold (tests lower it). */
    maxRows?: number;
  },
): Promise<{ view: ViewRow; created: boolean; version: number } | undefined> {
  const { workspaceId, objectId, request, update, actor, tree } = params;
  const { collabType, parentId } = request;
  const isRow = collabType === CollabType.DatabaseRow;
  const isRowDocument = collabType === CollabType.Document && parentId !== undefined;
  if (!isRow && !isRowDocument) return undefined;
  if (await exists(db, objectId)) return undefined;
  if (update !== null && update.byteLength > params.maxCollabBytes) {
    throw new AppError('PayloadTooLarge', `A document can be at most ${params.maxCollabBytes} bytes`);
  }
  let parent: string;
  if (isRow) {
    const databaseId = update === null ? parentId : rowDatabaseId(update, objectId);
    if (databaseId === undefined)
      throw new AppError('InvalidRequest', "A new row's parent_id is its database");
    if (parentId !== undefined && parentId !== databaseId) {
      throw new AppError('InvalidRequest', "parent_id must be the row's database_id");
    }
    parent = databaseId;
  } else {
    parent = parentId as string;
    if (rowDocumentId(parent) !== objectId) {
      throw new AppError(
        'InvalidRequest',
        "A row's document id must be the row's document id (rowDocumentId)",
      );
    }
    if (update !== null) decodedDoc(update).destroy();
  }
  // The parent's page decides (a guest is refused here, before anything of the parent is read); a row's parent
  // must be a page's database, a row document's a row.
  const view = await authorizedCollabOf(db, actor, 'write', tree, parent);
  const parentType = isRow ? CollabType.Database : CollabType.DatabaseRow;
  if ((await collabTypeOf(db, workspaceId, parent)) !== parentType) {
    throw new AppError('RecordNotFound', SpecMessages.documentNotFound);
  }
  const state = update ?? emptyState;
  const maxRows = params.maxRows ?? maxRowsPerDatabase;
  try {
    await inWorkspaceOrder(db, workspaceId, async (trx) => {
      if (isRow) {
        const { count } = await trx
          .selectFrom('collabs')
          .select(sql<number | string>`count(*)`.as('count'))
          .where('workspace_id', '=', workspaceId)
          .where('parent_id', '=', parent)
          .executeTakeFirstOrThrow();
        if (Number(count) >= maxRows) {
          throw new AppError('InvalidRequest', `A database can hold at most ${maxRows} rows`);
        }
      }
      await trx
        .insertInto('collabs')
        .values({
          ...newCollabRow({
            workspaceId,
            objectId,
            collabType,
            docState: state,
            now: params.now.toISOString(),
            parentId: parent,
          }),
          version: update === null ? 0 : 1,
        })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { view, created: false, version: 0 };
    throw error;
  }
  return { view, created: true, version: update === null ? 0 : 1 };
}

/** An empty Yjs update: a collab a subscription created, before its first write. */
const emptyState = Uint8Array.from([0, 0]);

/** The database a new row's first update names; InvalidRequest unless it holds the row (its id, a database). */
function rowDatabaseId(update: Uint8Array, objectId: string): string {
  const doc = decodedDoc(update);
  try {
    const row = readRow(doc);
    if (row?.id !== objectId || row.databaseId === undefined) {
      throw new AppError(
        'InvalidRequest',
        "A new row's first update must hold the row: its id and database_id",
      );
    }
    return row.databaseId;
  } finally {
    doc.destroy();
  }
}

/** The update applied to an empty document: it must decode, hold something and apply (1055, 1056 otherwise). */
function decodedDoc(update: Uint8Array): Y.Doc {
  if (decodeUpdateChecked(update).empty) {
    throw new AppError('InvalidRequest', 'A collab is created by a first update that holds something');
  }
  const doc = new Y.Doc();
  try {
    applyUpdateChecked(doc, update);
  } catch (error) {
    doc.destroy();
    throw error;
  }
  return doc;
}

async function exists(db: Kysely<Database>, objectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('collabs')
    .select('object_id')
    .where('object_id', '=', objectId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A socket's subscription that names how to create its missing collab (`CollabCreation`): created empty, under the
 * rules of `createByFirstWrite` with the parent named; its first update then fills it. True when it exists now
 * (made here or by someone else meanwhile); false when this was no creation (the refusal stands).
 */
export async function createBySubscription(
  db: Kysely<Database>,
  address: { workspaceId: string; objectId: string },
  create: { collabType: number; parentId: string },
  actor: ViewActor,
  tree: ViewTree,
  config: { limits: { maxCollabBytes: number } },
): Promise<boolean> {
  const made = await createByFirstWrite(db, {
    ...address,
    request: { collabType: create.collabType, parentId: create.parentId },
    update: null,
    actor,
    tree,
    maxCollabBytes: config.limits.maxCollabBytes,
    now: new Date(),
  });
  return made !== undefined;
}

/** Whether page `viewId` is published with "update live" (its public copy follows every accepted change). */
export async function isPublishedLive(db: Kysely<Database>, viewId: string): Promise<boolean> {
  const row = await db
    .selectFrom('published_views')
    .select('view_id')
    .where('view_id', '=', viewId)
    .where('update_live', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
