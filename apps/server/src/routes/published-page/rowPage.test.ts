// A published database's row opened as a page (`?r=`, issue 11): the server draws it with shared's RowPage
// — the way back, the row's title and icon, its fields under the view's labels, its document — in a wrapper
// the publish remote hydrates; only a row one of the shown views draws is ever drawn (a row the copy holds
// that no shown view draws, or any other id, draws what the remote draws for it: shared's RowMissing, the way
// back and a note, nothing of the row), and ids that name nothing drawn get no cache entry of their own.
import {
  CollabType,
  decodeDoc,
  readPublishedDatabase,
  rowDocumentId,
  ViewLayout,
} from '@quire/shared/collab';
import { databaseHydrationAttribute, parseDatabaseHydration } from '@quire/shared/render';
import * as Y from 'yjs';
import { currentCollabFormat } from '../../stored/collabFormat.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { publishWorld, type PublishWorld } from '../../../test/publish.js';
import {
  fixtureDatabase,
  fullDatabase,
  rowDocumentSaying,
  seedDatabase,
  withDatabaseFixtures,
  withRowsInView,
} from '../../../test/publishedDatabase.js';
import { publicUrl, shellIndexHtml } from '../../../test/publishedPages.js';
import { createPublishedPageHtml, keptEntriesOf } from './page.js';

/** A row only the grid view lists, which is not published: never in the copy. */
const gridOnlyRow = '0c0c0c0c-1111-4222-8333-444444444444';
/** A row no view lists at all, slipped into the copy (as a stale or crafted copy would hold it). */
const unlistedRow = '0d0d0d0d-1111-4222-8333-444444444444';
const unlistedTitle = 'unlisted-row-title';
const unlistedNotes = 'unlisted-row-notes';

/** A copy of a row collab under another id whose title cell says `title`. */
function renamedRow(state: Uint8Array, rowId: string, title: string): Uint8Array {
  const doc = decodeDoc(state);
  const data = doc.getMap('data').get('data') as Y.Map<unknown>;
  data.set('id', rowId);
  data.set('database_id', fullDatabase.id);
  (data.get('cells') as Y.Map<Y.Map<unknown>>).get('Y54QIs')?.set('data', title);
  return Y.encodeStateAsUpdate(doc);
}

function hydrationOf(html: string) {
  const match = new RegExp(`${databaseHydrationAttribute}="([^"]*)"`).exec(html);
  const text = match?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&') ?? null;
  return parseDatabaseHydration(text);
}

describe.each(backends)('a published database row as a page, on $name', ({ name }) => {
  const current = useTestServer(name);
  let seeded: Promise<{ world: PublishWorld; tasks: string; firstRow: string }> | undefined;
  const seededWorld = () =>
    (seeded ??= (async () => {
      const world = await publishWorld(current());
      const tasks = await world.createPage('Owner', world.general.view_id, 'Tasks', ViewLayout.Grid);
      const full = fixtureDatabase(fullDatabase.id);
      const firstRow = [...full.rows.keys()][0] ?? '';
      const firstState = full.rows.get(firstRow);
      if (firstState === undefined) throw new Error('fixture without rows');
      await seedDatabase(world.ctx.server.database.db, {
        workspaceId: world.workspaceId,
        pageViewId: tasks,
        state: withRowsInView(full.state, fullDatabase.gridView, [gridOnlyRow]),
        rows: new Map([...full.rows, [gridOnlyRow, renamedRow(firstState, gridOnlyRow, 'grid-only')]]),
        documents: new Map([[rowDocumentId(firstRow) ?? '', rowDocumentSaying('first row notes')]]),
      });
      await world.publish(tasks, {
        publish_name: 'tasks',
        visible_database_view_ids: [fullDatabase.boardView],
      });
      return { world, tasks, firstRow };
    })());
  const page = async (world: PublishWorld, query: string) =>
    (
      await fetch(`${world.apiUrl}/${world.workspaceId}/tasks${query}`, { headers: { accept: 'text/html' } })
    ).text();

  withDatabaseFixtures(
    'PUB-08 issue 11 / ?r= draws the row page the remote hydrates: the way back, title, fields with their labels, document',
    async () => {
      const { world, firstRow } = await seededWorld();
      const blob = await fetch(`${world.apiUrl}/api/workspace/published/${world.workspaceId}/tasks/blob`);
      const published = readPublishedDatabase(await blob.json());
      const row = await page(world, `?r=${firstRow}`);
      expect(row).toContain(
        '<div class="quire-row-page"><a class="quire-row-back" href="?">Back to the database</a>',
      );
      expect(row).toContain(`<article class="quire-row-detail" data-row-id="${firstRow}">`);
      expect(row).toContain('class="quire-row-detail-title"');
      for (const field of Object.values(published.database.fields)) {
        if (field.isPrimary || !/^[\w ]+$/.test(field.name)) continue;
        expect(row).toContain(`<dt>${field.name}</dt>`);
      }
      expect(row).toContain('first row notes');
      // The row is the page: the database's heading gives way to the row's title.
      expect(row).not.toContain('class="quire-page-title"');
      expect(hydrationOf(row)).toEqual(expect.objectContaining({ rowId: firstRow, viewId: undefined }));
      // Opened from a view, the way back leads to that view.
      const fromBoard = await page(world, `?v=${fullDatabase.boardView}&r=${firstRow}`);
      expect(fromBoard).toContain(`class="quire-row-back" href="?v=${fullDatabase.boardView}"`);
      expect(hydrationOf(fromBoard)).toEqual(
        expect.objectContaining({ rowId: firstRow, viewId: fullDatabase.boardView }),
      );
      // Without ?r= the view, with the page's heading, as before.
      const view = await page(world, '');
      expect(view).toContain('class="quire-page-title"');
      expect(view).toContain(`href="?r=${firstRow}"`);
      expect(hydrationOf(view)?.rowId).toBeUndefined();
    },
  );

  withDatabaseFixtures(
    'PUB-08 issue 11 / an unknown ?r= draws what the remote draws for it: the way back and the note, no page heading, no view',
    async () => {
      const { world } = await seededWorld();
      const html = await page(world, '?r=not-a-row');
      expect(html).toContain(
        '<div class="quire-row-missing"><a class="quire-row-back" href="?">Back to the database</a>' +
          '<p role="alert">This row is not part of the published page.</p></div>',
      );
      // As above a row (the remote draws no heading for any ?r=), and not the view the remote replaces.
      expect(html).not.toContain('class="quire-page-title"');
      expect(html).not.toContain('class="quire-database-view');
      expect(html).not.toContain('not-a-row');
      const hydration = hydrationOf(html);
      expect(hydration).toEqual(expect.objectContaining({ rowMissing: true, viewId: undefined }));
      expect(hydration?.rowId).toBeUndefined();
      // Opened from a view, the way back leads to that view.
      const fromBoard = await page(world, `?v=${fullDatabase.boardView}&r=not-a-row`);
      expect(fromBoard).toContain(`class="quire-row-back" href="?v=${fullDatabase.boardView}"`);
      expect(hydrationOf(fromBoard)).toEqual(
        expect.objectContaining({ rowMissing: true, viewId: fullDatabase.boardView }),
      );
    },
  );

  withDatabaseFixtures(
    'VAL-17 issue 11 / a row no shown view draws is never drawn, even when the copy holds it: the note, nothing of the row',
    async () => {
      const { world, tasks, firstRow } = await seededWorld();
      // Published again (a new copy version), then a row that no view lists is slipped into the copy.
      await world.publish(tasks, {
        publish_name: 'tasks',
        visible_database_view_ids: [fullDatabase.boardView],
      });
      const firstState = fixtureDatabase(fullDatabase.id).rows.get(firstRow) ?? new Uint8Array();
      await world.ctx.server.database.db
        .insertInto('published_database_parts')
        .values([
          {
            view_id: tasks,
            object_id: unlistedRow,
            workspace_id: world.workspaceId,
            collab_type: CollabType.DatabaseRow,
            doc_state: Buffer.from(renamedRow(firstState, unlistedRow, unlistedTitle)),
            doc_format: currentCollabFormat,
          },
          {
            view_id: tasks,
            object_id: rowDocumentId(unlistedRow) ?? '',
            workspace_id: world.workspaceId,
            collab_type: CollabType.Document,
            doc_state: Buffer.from(rowDocumentSaying(unlistedNotes)),
            doc_format: currentCollabFormat,
          },
        ])
        .execute();
      for (const rowId of [unlistedRow, gridOnlyRow, 'not-a-row']) {
        const html = await page(world, `?r=${rowId}`);
        // What the remote draws for it: the note and the way back, nothing of any row.
        expect(html).toContain('This row is not part of the published page.');
        expect(html).not.toContain('class="quire-grid-table"');
        expect(html).not.toContain('class="quire-row-page"');
        expect(html).not.toContain('class="quire-row-detail"');
        expect(html).not.toContain(rowId);
        expect(html).not.toContain(unlistedTitle);
        expect(html).not.toContain(unlistedNotes);
        expect(html).not.toContain('grid-only');
        expect(hydrationOf(html)?.rowId).toBeUndefined();
        expect(hydrationOf(html)?.rowMissing).toBe(true);
      }
      // A row the shown views draw still opens.
      expect(await page(world, `?r=${firstRow}`)).toContain('class="quire-row-detail"');
      // Published again: the slipped-in parts go, for the other tests.
      await world.publish(tasks, {
        publish_name: 'tasks',
        visible_database_view_ids: [fullDatabase.boardView],
      });
    },
  );

  withDatabaseFixtures(
    'issue 11 / only ids that name something drawn get cache entries: unknown rows and views, ?r= on a document add none',
    async () => {
      const { world, firstRow } = await seededWorld();
      await world.publish(await world.createPage('Owner', world.general.view_id, 'Plain page'), {
        publish_name: 'plain',
      });
      const render = createPublishedPageHtml(world.ctx.server.database.db, publicUrl);
      const open = async (publishName: string, query: { v?: string; r?: string }) => {
        const answer = await render(`/${world.workspaceId}/${publishName}`, query, shellIndexHtml);
        expect(answer).toBeDefined();
      };
      await open('tasks', { r: firstRow });
      await open('tasks', {});
      await open('plain', {});
      expect(keptEntriesOf(render)).toEqual({ contents: 3, answers: 3 });
      for (let index = 0; index < 20; index += 1) {
        await open('tasks', { r: `unknown-row-${index}` });
        await open('tasks', { v: `unknown-view-${index}` });
        await open('plain', { r: `row-${index}` });
      }
      await open('tasks', { r: gridOnlyRow });
      expect(keptEntriesOf(render)).toEqual({ contents: 3, answers: 3 });
      // A known row under a known view is a page of its own.
      await open('tasks', { v: fullDatabase.inlineView, r: firstRow });
      expect(keptEntriesOf(render)).toEqual({ contents: 4, answers: 4 });
    },
  );
});
