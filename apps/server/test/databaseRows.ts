// Database rows as collabs (issue 24): a grid page made through the API, with what a row names.
import { readDatabase } from '@quire/shared/collab';
import * as Y from 'yjs';
import { findCollab } from '../src/collab/store.js';
import type { PageTreeWorld } from './pageTree.js';

/** A grid page in the General space: its view, its database's id (the collab's) and its primary field. */
export async function newGrid(
  world: PageTreeWorld,
): Promise<{ viewId: string; databaseId: string; primary: string }> {
  const general = await world.space('General');
  const viewId = await world.createPage('Owner', general.view_id, 'Grid', 1);
  const db = world.ctx.server.database.db;
  const { collab_id } = await db
    .selectFrom('views')
    .select('collab_id')
    .where('view_id', '=', viewId)
    .executeTakeFirstOrThrow();
  const stored = await findCollab(db, world.workspaceId, collab_id);
  if (stored === undefined) throw new Error('no database collab');
  const doc = new Y.Doc();
  Y.applyUpdate(doc, stored.docState);
  const database = readDatabase(doc);
  const primary = Object.values(database.fields).find((field) => field.isPrimary)?.id ?? '';
  return { viewId, databaseId: collab_id, primary };
}

/** Puts `rowIds` at the end of the grid view's row order, through web-update of the database collab as a client does. */
export async function orderRows(
  world: PageTreeWorld,
  grid: { viewId: string; databaseId: string },
  rowIds: string[],
): Promise<void> {
  const stored = await findCollab(world.ctx.server.database.db, world.workspaceId, grid.databaseId);
  if (stored === undefined) throw new Error('no database collab');
  const doc = new Y.Doc();
  Y.applyUpdate(doc, stored.docState);
  const before = Y.encodeStateVector(doc);
  const database = doc.getMap('data').get('database') as Y.Map<unknown>;
  const view = (database.get('views') as Y.Map<Y.Map<unknown>>).get(grid.viewId);
  if (view === undefined) throw new Error(`no view ${grid.viewId}`);
  (view.get('row_orders') as Y.Array<unknown>).push(rowIds.map((id) => ({ id, height: 60 })));
  await world.ok('Owner', 'POST', `/api/workspace/v1/{ws}/collab/${grid.databaseId}/web-update`, {
    doc_state: Buffer.from(Y.encodeStateAsUpdate(doc, before)).toString('base64'),
    collab_type: 1,
  });
}
