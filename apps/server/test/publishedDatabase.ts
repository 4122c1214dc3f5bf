// Published database test helpers. Quire cannot yet create rows or row documents through its API, so tests
// seed the AppFlowy fixtures' collabs (read from shared/fixtures/appflowy, never copied) into a workspace
// through the store: the database's state replaces a Grid page's collab, its rows become row collabs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CollabType, emptyDocument, readDatabase, rowDocumentId } from '@quire/shared/collab';
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import { findCollab, insertCollab } from '../src/collab/store.js';
import type { Database } from '../src/db/schema.js';

const fixtureDir =
  process.env.QUIRE_APPFLOWY_FIXTURES ?? join(__dirname, '../../../../shared/fixtures/appflowy');

export const withDatabaseFixtures = existsSync(join(fixtureDir, 'database')) ? it : it.skip;

export const fullDatabase = {
  id: '4c658817-20db-4f56-b7f9-0637a22dfeb6',
  inlineView: '7d2148fc-cace-4452-9c5c-96e52e6bf8b5',
  gridView: '7eb697cd-6a55-40bb-96ac-0d4a3bc924b2',
  boardView: 'e410747b-5f2f-45a0-b2f7-890ad3001355',
  hiddenViewName: 'View of Board checkbox',
} as const;
export const smallDatabase = {
  id: 'ad7dc45b-44b5-498f-bfa2-0f43bf05cc0d',
  row: '208d248f-5c08-4be5-a022-e0a97c2d705e',
} as const;

export function fixtureDatabase(id: string): { state: Uint8Array; rows: Map<string, Uint8Array> } {
  const collab = JSON.parse(readFileSync(join(fixtureDir, 'database', `${id}.json`), 'utf8')) as {
    data: { doc_state: number[] };
  };
  const rows = JSON.parse(readFileSync(join(fixtureDir, 'database', 'rows', `${id}.json`), 'utf8')) as Record<
    string,
    number[]
  >;
  return {
    state: Uint8Array.from(collab.data.doc_state),
    rows: new Map(Object.entries(rows).map(([rowId, bytes]) => [rowId, Uint8Array.from(bytes)])),
  };
}

/** `state` with `rowIds` appended to view `viewId`'s row orders. */
export function withRowsInView(state: Uint8Array, viewId: string, rowIds: string[]): Uint8Array {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const database = doc.getMap('data').get('database') as Y.Map<unknown>;
  const view = (database.get('views') as Y.Map<Y.Map<unknown>>).get(viewId);
  if (view === undefined) throw new Error(`no view ${viewId}`);
  (view.get('row_orders') as Y.Array<unknown>).push(rowIds.map((id) => ({ id, height: 60 })));
  return Y.encodeStateAsUpdate(doc);
}

/** Puts `state` in the page's database collab and stores the rows (and documents) as collabs of the workspace. */
export async function seedDatabase(
  db: Kysely<Database>,
  params: {
    workspaceId: string;
    pageViewId: string;
    state: Uint8Array;
    rows: ReadonlyMap<string, Uint8Array>;
    documents?: ReadonlyMap<string, Uint8Array>;
  },
): Promise<void> {
  const view = await db
    .selectFrom('views')
    .select('collab_id')
    .where('view_id', '=', params.pageViewId)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('collab_updates').where('object_id', '=', view.collab_id).execute();
  await db
    .updateTable('collabs')
    .set({ doc_state: Buffer.from(params.state), size_bytes: params.state.byteLength })
    .where('object_id', '=', view.collab_id)
    .execute();
  const now = new Date().toISOString();
  for (const [objectId, docState] of params.rows) {
    await insertCollab(db, {
      workspaceId: params.workspaceId,
      collab: { objectId, collabType: CollabType.DatabaseRow, docState },
      now,
    });
  }
  for (const [objectId, docState] of params.documents ?? new Map<string, Uint8Array>()) {
    await insertCollab(db, {
      workspaceId: params.workspaceId,
      collab: { objectId, collabType: CollabType.Document, docState },
      now,
    });
  }
}

/** A row document: an empty document whose first paragraph says `text`. */
export function rowDocumentSaying(text: string): Uint8Array {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, emptyDocument());
  const meta = (doc.getMap('data').get('document') as Y.Map<unknown>).get('meta') as Y.Map<unknown>;
  const [first] = [...(meta.get('text_map') as Y.Map<Y.Text>).values()];
  first?.insert(0, text);
  return Y.encodeStateAsUpdate(doc);
}

/** A row collab of database `databaseId` whose cell `fieldId` says `title` (AppFlowy's row layout). */
export function rowCollab(rowId: string, databaseId: string, fieldId: string, title: string): Uint8Array {
  const doc = new Y.Doc();
  const data = new Y.Map<unknown>();
  doc.getMap('data').set('data', data);
  data.set('id', rowId);
  data.set('database_id', databaseId);
  data.set('height', 60);
  data.set('visibility', true);
  data.set('created_at', 1_700_000_000);
  data.set('last_modified', 1_700_000_000);
  const cells = new Y.Map<Y.Map<unknown>>();
  data.set('cells', cells);
  const cell = new Y.Map<unknown>();
  cells.set(fieldId, cell);
  cell.set('field_type', 0);
  cell.set('data', title);
  return Y.encodeStateAsUpdate(doc);
}

/** The update adding to `state` a relation field (AppFlowy's FieldType 10) pointing at database `databaseId`. */
export function relationFieldUpdate(state: Uint8Array, fieldId: string, databaseId: string): Uint8Array {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const before = Y.encodeStateVector(doc);
  const database = doc.getMap('data').get('database') as Y.Map<unknown>;
  const fields = database.get('fields') as Y.Map<Y.Map<unknown>>;
  const field = new Y.Map<unknown>();
  fields.set(fieldId, field);
  field.set('id', fieldId);
  field.set('name', `Related ${fieldId}`);
  field.set('ty', 10);
  field.set('is_primary', false);
  const typeOption = new Y.Map<unknown>();
  field.set('type_option', typeOption);
  const relation = new Y.Map<unknown>();
  typeOption.set('10', relation);
  relation.set('database_id', databaseId);
  return Y.encodeStateAsUpdate(doc, before);
}

/**
 * For the contract test: a Grid page made through the API in the matrix workspace, with one row (seeded through
 * the store) that has a document, published as `publishName`. Returns the page and the row.
 */
export async function publishedGridWithRow(
  ctx: { server: { database: { db: Kysely<Database> } }; apiUrl: string; workspaceId: string },
  params: { authorization: string; parentViewId: string; publishName: string; rowId: string },
): Promise<{ viewId: string }> {
  const db = ctx.server.database.db;
  const call = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${ctx.apiUrl}/api/workspace/${ctx.workspaceId}${path}`, {
      method,
      headers: { authorization: params.authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: number; message?: string; data?: unknown };
    if (answer.code !== 0)
      throw new Error(`${method} ${path} answered ${answer.code} ${answer.message ?? ''}`);
    return answer.data;
  };
  const created = (await call('POST', '/page-view', {
    parent_view_id: params.parentViewId,
    layout: 1,
    name: 'Contract grid',
  })) as { view_id: string };
  const { collab_id } = await db
    .selectFrom('views')
    .select('collab_id')
    .where('view_id', '=', created.view_id)
    .executeTakeFirstOrThrow();
  const collab = await findCollab(db, ctx.workspaceId, collab_id);
  if (collab === undefined) throw new Error('the grid has no collab');
  const doc = new Y.Doc();
  Y.applyUpdate(doc, collab.docState);
  const database = readDatabase(doc);
  const primary = Object.values(database.fields).find((field) => field.isPrimary)?.id ?? '';
  const documentId = rowDocumentId(params.rowId);
  if (documentId === undefined) throw new Error('the row id is no uuid');
  await seedDatabase(db, {
    workspaceId: ctx.workspaceId,
    pageViewId: created.view_id,
    state: withRowsInView(collab.docState, created.view_id, [params.rowId]),
    rows: new Map([[params.rowId, rowCollab(params.rowId, database.id, primary, 'Contract row')]]),
    documents: new Map([[documentId, rowDocumentSaying('Contract row notes')]]),
  });
  await call('POST', `/page-view/${created.view_id}/publish`, { publish_name: params.publishName });
  return { viewId: created.view_id };
}
