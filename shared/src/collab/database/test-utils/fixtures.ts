import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureDir } from '../../document/test-utils/documents.js';
import { encodePublishedDatabaseBlob, type PublishedDatabaseBlob } from '../published.js';

export { withFixtures } from '../../document/test-utils/documents.js';

/** The two AppFlowy database fixtures (read from shared/fixtures/appflowy, never copied). */
export const fixtureDatabases = {
  /** 12 field types, 10 views (grid, board, calendar, linked views), 10 rows. */
  full: '4c658817-20db-4f56-b7f9-0637a22dfeb6',
  /** 2 fields, a grouped board and a grid, 3 row orders of which 1 row exists. */
  small: 'ad7dc45b-44b5-498f-bfa2-0f43bf05cc0d',
} as const;
export type FixtureDatabase = keyof typeof fixtureDatabases;

/** The database collab's Yjs state and its rows' (row id → state). */
export function databaseFixture(name: FixtureDatabase): {
  databaseId: string;
  database: Uint8Array;
  rows: Map<string, Uint8Array>;
} {
  const id = fixtureDatabases[name];
  const collab = JSON.parse(readFileSync(join(fixtureDir, 'database', `${id}.json`), 'utf8')) as {
    data: { doc_state: number[] };
  };
  const rows = JSON.parse(readFileSync(join(fixtureDir, 'database', 'rows', `${id}.json`), 'utf8')) as Record<
    string,
    number[]
  >;
  return {
    databaseId: id,
    database: Uint8Array.from(collab.data.doc_state),
    rows: new Map(Object.entries(rows).map(([rowId, bytes]) => [rowId, Uint8Array.from(bytes)])),
  };
}

/** The fixture as a published blob with every view visible. */
export function fixtureBlob(name: FixtureDatabase, visibleViewIds: string[] = []): PublishedDatabaseBlob {
  const { database, rows } = databaseFixture(name);
  return encodePublishedDatabaseBlob({ database, rows, rowDocuments: new Map(), visibleViewIds });
}
