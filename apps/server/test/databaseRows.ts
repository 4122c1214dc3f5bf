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
