// Test kit of the database REST API's tests: a world with a grid, its routes' base path, typed reads.
import type { TestServer } from './harness.js';
import { newGrid } from './databaseRows.js';
import { publishWorld, type PublishWorld } from './publish.js';

export interface ApiField {
  id: string;
  name: string;
  field_type: string;
  type_option: Record<string, unknown>;
  is_primary: boolean;
}

export interface ApiRowDetail {
  id: string;
  cells: Record<string, unknown>;
  has_doc: boolean;
  doc: string | null;
}

/** `/api/workspace/{ws}/database/{databaseId}` (`{ws}` filled in by the world's calls). */
export const databaseBase = (databaseId: string) => `/api/workspace/{ws}/database/${databaseId}`;

/** A workspace with every role and a grid page in General: its view, database id and primary field. */
export async function databaseApiWorld(running: TestServer) {
  const world = await publishWorld(running);
  const grid = await newGrid(world);
  return { world, grid, db: databaseBase(grid.databaseId) };
}

export const rowIdsOf = async (world: PublishWorld, db: string) =>
  (await world.ok<{ id: string }[]>('Owner', 'GET', `${db}/row`)).map((row) => row.id);

export const fieldsOf = (world: PublishWorld, db: string) =>
  world.ok<ApiField[]>('Owner', 'GET', `${db}/fields`);
