// Published database test helpers. Quire cannot yet create rows or row documents through its API, so tests
// seed the AppFlowy fixtures' collabs (read from shared/fixtures/appflowy, never copied) into a workspace
// through the store: the database's state replaces a Grid page's collab, its rows become row collabs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CollabType, emptyDocument } from '@quire/shared/collab';
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import { insertCollab } from '../src/collab/store.js';
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
