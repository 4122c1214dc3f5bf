// Published databases (issue 11): publishing a Grid/Board/Calendar page copies its visible views, their rows
// and the rows' documents; the blob answers spec 001 §3's JSON from that copy only; the server-rendered page
// draws the database. Leaks: no row outside the visible views, no row or row document of another database or
// workspace, nothing of an unpublished database. Rows are seeded through the store (see test/publishedDatabase.ts).
import { decodeDoc, readPublishedDatabase, rowDocumentId, ViewLayout } from '@quire/shared/collab';
import * as Y from 'yjs';
import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer, type TestServer } from '../../../test/harness.js';
import { publishWorld, type PublishWorld } from '../../../test/publish.js';
import {
  fixtureDatabase,
  fullDatabase,
  rowDocumentSaying,
  seedDatabase,
  smallDatabase,
  withDatabaseFixtures,
  withRowsInView,
} from '../../../test/publishedDatabase.js';

const hiddenRow = '0a0a0a0a-1111-4222-8333-444444444444';
/** A row of another workspace that a crafted view of this one lists. */
const foreignRow = '0b0b0b0b-1111-4222-8333-444444444444';
const secretWords = 'row-document-of-another-database';

interface Blob {
  database_collab: number[];
  database_row_collabs: Record<string, number[]>;
  database_row_document_collabs: Record<string, number[]>;
  visible_database_view_ids: string[];
  database_relations: Record<string, string>;
}

async function readBlob(world: PublishWorld, namespace: string, name: string) {
  const response = await fetch(`${world.apiUrl}/api/workspace/published/${namespace}/${name}/blob`);
  const text = await response.text();
  return {
    type: response.headers.get('content-type') ?? '',
    text,
    json: JSON.parse(text) as Blob & { code?: number },
  };
}

/**
 * A workspace with two database pages: "Tasks" holds the full fixture (plus a row listed only in a board
 * view, and the other database's row listed in the grid), "Other" the small fixture, with a row document.
 */
async function databaseWorld(world: PublishWorld, running: TestServer) {
  const db = world.ctx.server.database.db;
  const tasks = await world.createPage('Owner', world.general.view_id, 'Tasks', ViewLayout.Grid);
  const other = await world.createPage('Owner', world.general.view_id, 'Other', ViewLayout.Board);
  const full = fixtureDatabase(fullDatabase.id);
  const small = fixtureDatabase(smallDatabase.id);
  const firstRow = [...full.rows.keys()][0] ?? '';
  const hiddenRowState = full.rows.get(firstRow);
  if (hiddenRowState === undefined) throw new Error('fixture without rows');
  let state = withRowsInView(full.state, fullDatabase.boardView, [hiddenRow]);
  state = withRowsInView(state, fullDatabase.inlineView, [smallDatabase.row, foreignRow]);
  await seedDatabase(db, {
    workspaceId: world.workspaceId,
    pageViewId: tasks,
    state,
    rows: full.rows,
    documents: new Map([[rowDocumentId(firstRow) ?? '', rowDocumentSaying('first row notes')]]),
  });
  await seedDatabase(db, {
    workspaceId: world.workspaceId,
    pageViewId: other,
    state: small.state,
    rows: new Map([...small.rows, [hiddenRow, renamedRow(hiddenRowState, hiddenRow)]]),
    documents: new Map([[rowDocumentId(smallDatabase.row) ?? '', rowDocumentSaying(secretWords)]]),
  });
  // Another workspace holds `foreignRow`, claiming to be a row of the same database.
  const elsewhere = await publishWorld(running);
  await seedDatabase(db, {
    workspaceId: elsewhere.workspaceId,
    pageViewId: await elsewhere.createPage('Owner', elsewhere.general.view_id, 'Theirs', ViewLayout.Grid),
    state: full.state,
    rows: new Map([[foreignRow, renamedRow(hiddenRowState, foreignRow)]]),
  });
  return { tasks, other, full, firstRow };
}

/** A copy of a row collab under another row id (same database), for the row only a hidden view lists. */
function renamedRow(state: Uint8Array, rowId: string): Uint8Array {
  const doc = decodeDoc(state);
  const data = doc.getMap('data').get('data') as Y.Map<unknown>;
  data.set('id', rowId);
  data.set('database_id', fullDatabase.id);
  const cells = data.get('cells') as Y.Map<Y.Map<unknown>>;
  cells.get('Y54QIs')?.set('data', 'hidden-row-title');
  return Y.encodeStateAsUpdate(doc);
}

describe.each(backends)('published databases, on $name', ({ name }) => {
  const current = useTestServer(name);
  // Collab ids are global: the fixtures are seeded once per server, and each test publishes as it needs.
  let seeded: Promise<{ world: PublishWorld } & Awaited<ReturnType<typeof databaseWorld>>> | undefined;
  const seededWorld = () =>
    (seeded ??= (async () => {
      const world = await publishWorld(current());
      return { world, ...(await databaseWorld(world, current())) };
    })());

  withDatabaseFixtures(
    'ENT-49 API-PUB-11 API-PUB-17 / the blob holds the visible views, their rows and row documents, nothing else',
    async () => {
      const { world, tasks, other, full, firstRow } = await seededWorld();
      await world.publish(tasks, {
        publish_name: 'tasks',
        visible_database_view_ids: [fullDatabase.gridView, 'not-a-view'],
      });
      const blob = await readBlob(world, world.workspaceId, 'tasks');
      expect(blob.type).toContain('application/json');
      expect(Object.keys(blob.json).sort()).toEqual([
        'database_collab',
        'database_relations',
        'database_row_collabs',
        'database_row_document_collabs',
        'visible_database_view_ids',
      ]);
      expect(blob.json.visible_database_view_ids.sort()).toEqual(
        [fullDatabase.gridView, fullDatabase.inlineView].sort(),
      );
      const published = readPublishedDatabase(blob.json);
      expect(published.database.views.map((view) => view.id).sort()).toEqual(
        [fullDatabase.gridView, fullDatabase.inlineView].sort(),
      );
      // Every fixture row, and only those: not the row a hidden board lists, not the other database's row.
      expect(Object.keys(blob.json.database_row_collabs).sort()).toEqual([...full.rows.keys()].sort());
      expect(published.rows.size).toBe(full.rows.size);
      expect(Object.keys(blob.json.database_row_document_collabs)).toEqual([rowDocumentId(firstRow)]);
      expect(Buffer.from(blob.json.database_collab).toString('latin1')).not.toContain(
        fullDatabase.hiddenViewName,
      );
      expect(blob.text).not.toContain(hiddenRow);
      expect(blob.text).not.toContain(smallDatabase.row);
      expect(blob.text).not.toContain(smallDatabase.id);
      expect(blob.text).not.toContain(foreignRow);
      const allBytes = Object.values(blob.json.database_row_document_collabs)
        .map((bytes) => Buffer.from(bytes).toString('latin1'))
        .join('');
      expect(allBytes).toContain('first row notes');
      expect(allBytes).not.toContain(secretWords);

      // The unpublished database: nothing through any public read.
      const otherName = `Other-${other}`;
      const closed = await readBlob(world, world.workspaceId, otherName);
      expect(closed.json.code).toBe(ErrorCode.RecordNotFound);
      expect(closed.text).not.toContain(smallDatabase.row);
      const meta = await world.anon(`/api/workspace/v1/published/${world.workspaceId}/${otherName}`);
      expect(meta.code).toBe(ErrorCode.RecordNotFound);
    },
  );

  withDatabaseFixtures(
    'issue 11 live / an edit of the database (update live on) refreshes the copy and the rows it lists',
    async () => {
      const { world, tasks } = await seededWorld();
      await world.publish(tasks, {
        publish_name: 'tasks',
        update_live: true,
        visible_database_view_ids: [fullDatabase.gridView],
      });
      let blob = await readBlob(world, world.workspaceId, 'tasks');
      expect(Object.keys(blob.json.database_row_collabs)).not.toContain(hiddenRow);
      // The editor lists the row in the visible grid view, through web-update like any client.
      const { collab_id } = await world.ctx.server.database.db
        .selectFrom('views')
        .select('collab_id')
        .where('view_id', '=', tasks)
        .executeTakeFirstOrThrow();
      const state = await world.ok<{ doc_state: number[] }>(
        'Owner',
        'GET',
        `/api/workspace/v1/{ws}/collab/${collab_id}?collab_type=1`,
      );
      const doc = decodeDoc(Uint8Array.from(state.doc_state));
      const before = Y.encodeStateVector(doc);
      const views = (doc.getMap('data').get('database') as Y.Map<unknown>).get('views') as Y.Map<
        Y.Map<unknown>
      >;
      (views.get(fullDatabase.gridView)?.get('row_orders') as Y.Array<unknown>).push([
        { id: hiddenRow, height: 60 },
      ]);
      await world.ok('Owner', 'POST', `/api/workspace/v1/{ws}/collab/${collab_id}/web-update`, {
        doc_state: Array.from(Y.encodeStateAsUpdate(doc, before)),
        collab_type: 1,
      });
      blob = await readBlob(world, world.workspaceId, 'tasks');
      expect(Object.keys(blob.json.database_row_collabs)).toContain(hiddenRow);
      expect(blob.json.visible_database_view_ids.sort()).toEqual(
        [fullDatabase.gridView, fullDatabase.inlineView].sort(),
      );
      // Taken back out for the other tests of this world.
      const undo = Y.encodeStateVector(doc);
      const orders = views.get(fullDatabase.gridView)?.get('row_orders') as Y.Array<unknown>;
      orders.delete(orders.length - 1, 1);
      await world.ok('Owner', 'POST', `/api/workspace/v1/{ws}/collab/${collab_id}/web-update`, {
        doc_state: Array.from(Y.encodeStateAsUpdate(doc, undo)),
        collab_type: 1,
      });
    },
  );

  withDatabaseFixtures(
    'republishing without view ids keeps them; unpublishing removes the rows with the copy',
    async () => {
      const { world, tasks } = await seededWorld();
      await world.publish(tasks, {
        publish_name: 'tasks',
        visible_database_view_ids: [fullDatabase.boardView],
      });
      let blob = await readBlob(world, world.workspaceId, 'tasks');
      expect(blob.json.visible_database_view_ids.sort()).toEqual(
        [fullDatabase.boardView, fullDatabase.inlineView].sort(),
      );
      // The board lists the extra row of this database: now it is published.
      expect(Object.keys(blob.json.database_row_collabs)).toContain(hiddenRow);
      await world.publish(tasks, { publish_name: 'tasks' });
      blob = await readBlob(world, world.workspaceId, 'tasks');
      expect(blob.json.visible_database_view_ids.sort()).toEqual(
        [fullDatabase.boardView, fullDatabase.inlineView].sort(),
      );

      await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${tasks}/unpublish`);
      const closed = await readBlob(world, world.workspaceId, 'tasks');
      expect(closed.json.code).toBe(ErrorCode.RecordNotFound);
      const parts = await world.ctx.server.database.db
        .selectFrom('published_database_parts')
        .select('object_id')
        .where('view_id', '=', tasks)
        .execute();
      expect(parts).toEqual([]);
    },
  );

  withDatabaseFixtures(
    'PUB-21 PUB-08 / the server-rendered page draws the database: every row, ?v= views, ?r= row pages',
    async () => {
      const { world, tasks, full, firstRow } = await seededWorld();
      await world.publish(tasks, {
        publish_name: 'tasks',
        visible_database_view_ids: [fullDatabase.boardView],
      });
      const page = async (query: string) =>
        (await fetch(`${world.apiUrl}/${world.workspaceId}/tasks${query}`)).text();
      const grid = await page('');
      expect(grid).toContain('class="quire-grid-table"');
      for (const rowId of full.rows.keys()) expect(grid).toContain(`href="?r=${rowId}"`);
      expect(grid).toContain(`href="?v=${fullDatabase.boardView}"`);
      expect(grid).not.toContain(fullDatabase.hiddenViewName);
      const board = await page(`?v=${fullDatabase.boardView}`);
      expect(board).toContain('class="quire-board-column"');
      expect(board).toContain(`data-row-id="${hiddenRow}"`);
      // A view that is not published draws the default one.
      const hidden = await page(`?v=${fullDatabase.gridView}`);
      expect(hidden).toContain('class="quire-grid-table"');
      expect(hidden).not.toContain('class="quire-board-column"');
      // ?r= of a published row: the row as a page, with its document; of any other row: the note the publish
      // remote draws for a row it cannot open (RowMissing), and nothing of that row.
      const row = await page(`?r=${firstRow}`);
      expect(row).toContain('class="quire-row-detail"');
      expect(row).toContain('first row notes');
      for (const other of [smallDatabase.row, foreignRow]) {
        const refused = await page(`?r=${other}`);
        expect(refused).not.toContain('class="quire-row-detail"');
        expect(refused).toContain('class="quire-row-missing"');
        expect(refused).not.toContain(secretWords);
      }
    },
  );
});
