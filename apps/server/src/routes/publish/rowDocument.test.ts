// Published row documents (spec 000 §7, issue 11) and database_relations (spec 001 §3). A row's document is
// read from the published copy only: a row outside the visible views, of an unpublished database or of
// another workspace is refused with the same 'View has not been published yet'. Creating and deleting a row
// document are the published page's own in-memory operations (as AppFlowy's web does them, in its local
// cache): the public API has no write on a published copy, and a write tried through the route changes nothing.
import { decodeDoc, documentTree, rowDocumentId, ViewLayout } from '@quire/shared/collab';
import { ErrorCode, SpecMessages } from '@quire/shared/errors';
import * as Y from 'yjs';
import { backends, useTestServer, type TestServer } from '../../../test/harness.js';
import { publishWorld, type PublishWorld } from '../../../test/publish.js';
import {
  fixtureDatabase,
  fullDatabase,
  relationFieldUpdate,
  rowDocumentSaying,
  seedDatabase,
  smallDatabase,
  withDatabaseFixtures,
  withRowsInView,
} from '../../../test/publishedDatabase.js';

const hiddenRow = '0c0c0c0c-1111-4222-8333-444444444444';
const foreignRow = '0d0d0d0d-1111-4222-8333-444444444444';
const hiddenWords = 'notes-of-a-row-no-visible-view-lists';
const otherWords = 'notes-of-an-unpublished-database';
const foreignWords = 'notes-of-another-workspace';

interface RowDocumentAnswer {
  row_id: string;
  document_id: string;
  doc_state: number[];
}

function textOf(answer: RowDocumentAnswer): string {
  return JSON.stringify(documentTree(decodeDoc(Uint8Array.from(answer.doc_state))));
}

async function rowDocumentWorld(world: PublishWorld, running: TestServer) {
  const db = world.ctx.server.database.db;
  const tasks = await world.createPage('Owner', world.general.view_id, 'Tasks', ViewLayout.Grid);
  const other = await world.createPage('Owner', world.general.view_id, 'Other', ViewLayout.Board);
  const full = fixtureDatabase(fullDatabase.id);
  const small = fixtureDatabase(smallDatabase.id);
  const [firstRow = '', secondRow = ''] = [...full.rows.keys()];
  const firstState = full.rows.get(firstRow);
  if (firstState === undefined) throw new Error('fixture without rows');
  // The hidden row is listed only by the board view, which the publication leaves out.
  const state = withRowsInView(full.state, fullDatabase.boardView, [hiddenRow]);
  await seedDatabase(db, {
    workspaceId: world.workspaceId,
    pageViewId: tasks,
    state: withRowsInView(state, fullDatabase.inlineView, [foreignRow]),
    rows: new Map([...full.rows, [hiddenRow, sameRowAs(firstState, hiddenRow)]]),
    documents: new Map([
      [rowDocumentId(firstRow) ?? '', rowDocumentSaying('first row notes')],
      [rowDocumentId(hiddenRow) ?? '', rowDocumentSaying(hiddenWords)],
    ]),
  });
  await seedDatabase(db, {
    workspaceId: world.workspaceId,
    pageViewId: other,
    state: small.state,
    rows: small.rows,
    documents: new Map([[rowDocumentId(smallDatabase.row) ?? '', rowDocumentSaying(otherWords)]]),
  });
  // Another workspace publishes its own database holding `foreignRow` and its document.
  const elsewhere = await publishWorld(running);
  const theirs = await elsewhere.createPage('Owner', elsewhere.general.view_id, 'Theirs', ViewLayout.Grid);
  await seedDatabase(db, {
    workspaceId: elsewhere.workspaceId,
    pageViewId: theirs,
    state: withRowsInView(full.state, fullDatabase.inlineView, [foreignRow]),
    rows: new Map([[foreignRow, sameRowAs(firstState, foreignRow)]]),
    documents: new Map([[rowDocumentId(foreignRow) ?? '', rowDocumentSaying(foreignWords)]]),
  });
  await elsewhere.publish(theirs, { publish_name: 'theirs' });
  return { tasks, other, firstRow, secondRow, elsewhere };
}

/** The fixture row `state` under another id. */
function sameRowAs(state: Uint8Array, rowId: string): Uint8Array {
  const doc = decodeDoc(state);
  const data = doc.getMap('data').get('data') as Y.Map<unknown>;
  data.set('id', rowId);
  data.set('database_id', fullDatabase.id);
  return Y.encodeStateAsUpdate(doc);
}

describe.each(backends)('published row documents, on $name', ({ name }) => {
  const current = useTestServer(name);
  let seeded: Promise<{ world: PublishWorld } & Awaited<ReturnType<typeof rowDocumentWorld>>> | undefined;
  const seededWorld = () =>
    (seeded ??= (async () => {
      const world = await publishWorld(current());
      return { world, ...(await rowDocumentWorld(world, current())) };
    })());
  const rowPath = (namespace: string, page: string, rowId: string) =>
    `/api/workspace/published/${namespace}/${page}/rows/${rowId}/document`;

  withDatabaseFixtures(
    'API-PUB-17 / a published row document is read from the copy; rows outside it are refused alike',
    async () => {
      const { world, tasks, other, firstRow, secondRow, elsewhere } = await seededWorld();
      await world.publish(tasks, {
        publish_name: 'tasks',
        visible_database_view_ids: [fullDatabase.gridView],
      });
      const ns = world.workspaceId;

      const read = await world.anon<RowDocumentAnswer>(rowPath(ns, 'tasks', firstRow));
      expect(read.code).toBe(0);
      expect(read.data?.row_id).toBe(firstRow);
      expect(read.data?.document_id).toBe(rowDocumentId(firstRow));
      expect(textOf(read.data as RowDocumentAnswer)).toContain('first row notes');
      // Upper-case ids name the same row.
      expect((await world.anon(rowPath(ns, 'tasks', firstRow.toUpperCase()))).code).toBe(0);

      // A published row without a document.
      const empty = await world.anon(rowPath(ns, 'tasks', secondRow));
      expect({ code: empty.code, message: empty.message }).toEqual({
        code: ErrorCode.RecordNotFound,
        message: SpecMessages.documentNotFound,
      });

      // Refused alike: a row only a hidden view lists, another database's row, another workspace's row
      // (even one a visible view lists), a made-up row, through another workspace's page.
      const refusals = [
        rowPath(ns, 'tasks', hiddenRow),
        rowPath(ns, 'tasks', smallDatabase.row),
        rowPath(ns, 'tasks', foreignRow),
        rowPath(ns, 'tasks', '0e0e0e0e-1111-4222-8333-444444444444'),
        rowPath(ns, 'tasks', 'not-a-row'),
        rowPath(ns, `Other-${other}`, smallDatabase.row),
        rowPath(ns, 'no-such-page', firstRow),
        rowPath(elsewhere.workspaceId, 'theirs', firstRow),
      ];
      for (const path of refusals) {
        const answer = await world.anon(path);
        expect({ path, code: answer.code, message: answer.message }).toEqual({
          path,
          code: ErrorCode.RecordNotFound,
          message: SpecMessages.viewNotPublished,
        });
        const text = JSON.stringify(answer);
        for (const words of [hiddenWords, otherWords, foreignWords]) expect(text).not.toContain(words);
      }
      // Their own page answers their row: the refusal above is the copy's bound, not a broken route.
      const theirs = await world.anon<RowDocumentAnswer>(
        rowPath(elsewhere.workspaceId, 'theirs', foreignRow),
      );
      expect(textOf(theirs.data as RowDocumentAnswer)).toContain(foreignWords);

      // Inputs are bounded.
      const long = await world.anon(rowPath(ns, 'tasks', 'a'.repeat(65)));
      expect(long.code).toBe(ErrorCode.InvalidRequest);
    },
  );

  withDatabaseFixtures(
    'API-PUB-17 / a document page, a protected page without its password, an unpublished page: refused',
    async () => {
      const { world, tasks, firstRow } = await seededWorld();
      const ns = world.workspaceId;
      const doc = await world.createPage('Owner', world.general.view_id, 'Plain');
      await world.publish(doc, { publish_name: 'plain' });
      const plain = await world.anon(rowPath(ns, 'plain', firstRow));
      expect({ code: plain.code, message: plain.message }).toEqual({
        code: ErrorCode.RecordNotFound,
        message: SpecMessages.viewNotPublished,
      });

      await world.publish(tasks, { publish_name: 'tasks', password: 'open sesame' });
      const locked = await world.anon(rowPath(ns, 'tasks', firstRow));
      expect(locked.code).toBe(ErrorCode.InvalidPassword);
      expect(JSON.stringify(locked)).not.toContain('first row notes');
      const opened = await world.anon<RowDocumentAnswer>(rowPath(ns, 'tasks', firstRow), {
        'x-publish-password': 'open sesame',
      });
      expect(textOf(opened.data as RowDocumentAnswer)).toContain('first row notes');
      await world.publish(tasks, { publish_name: 'tasks', password: null });

      await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${tasks}/unpublish`);
      const gone = await world.anon(rowPath(ns, 'tasks', firstRow));
      expect({ code: gone.code, message: gone.message }).toEqual({
        code: ErrorCode.RecordNotFound,
        message: SpecMessages.viewNotPublished,
      });
    },
  );

  withDatabaseFixtures(
    'API-PUB-18 API-PUB-19 / no public write: creating or deleting a row document through the API changes nothing',
    async () => {
      const { world, tasks, firstRow, secondRow } = await seededWorld();
      await world.publish(tasks, {
        publish_name: 'tasks',
        visible_database_view_ids: [fullDatabase.gridView],
      });
      const db = world.ctx.server.database.db;
      const partsOf = () =>
        db
          .selectFrom('published_database_parts')
          .select(['object_id', 'doc_state'])
          .where('view_id', '=', tasks)
          .orderBy('object_id')
          .execute();
      const before = await partsOf();
      const url = `${world.apiUrl}${rowPath(world.workspaceId, 'tasks', secondRow)}`;
      const payload = JSON.stringify({ doc_state: Array.from(rowDocumentSaying('written by a visitor')) });
      for (const role of ['anonymous', 'Owner'] as const) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (role === 'Owner') headers.authorization = world.ctx.users.Owner.authorization;
        for (const method of ['PUT', 'PATCH', 'DELETE']) {
          const response = await fetch(url, { method, headers, body: payload });
          expect({ role, method, status: response.status }).toEqual({ role, method, status: 404 });
        }
        // POST is the read of a protected page (the password in the body): it writes nothing.
        const posted = (await (await fetch(url, { method: 'POST', headers, body: payload })).json()) as {
          code: number;
        };
        expect(posted.code).toBe(ErrorCode.RecordNotFound);
        const deleted = await fetch(`${world.apiUrl}${rowPath(world.workspaceId, 'tasks', firstRow)}`, {
          method: 'DELETE',
          headers,
        });
        expect(deleted.status).toBe(404);
      }
      expect(await partsOf()).toEqual(before);
      const still = await world.anon<RowDocumentAnswer>(rowPath(world.workspaceId, 'tasks', firstRow));
      expect(textOf(still.data as RowDocumentAnswer)).toContain('first row notes');
      expect(JSON.stringify(still)).not.toContain('written by a visitor');
    },
  );

  it('ENT-49 / database_relations names the published, listable page of each related database', async () => {
    const world = await publishWorld(current());
    const db = world.ctx.server.database.db;
    const page = (title: string) => world.createPage('Owner', world.general.view_id, title, ViewLayout.Grid);
    const collabOf = async (viewId: string) =>
      (
        await db
          .selectFrom('views')
          .select('collab_id')
          .where('view_id', '=', viewId)
          .executeTakeFirstOrThrow()
      ).collab_id;
    const projects = await page('Projects');
    const people = await page('People');
    const secret = await page('Secret');
    const locked = await page('Locked');
    const projectsDb = await collabOf(projects);
    const peopleDb = await collabOf(people);
    const state = await world.ok<{ doc_state: number[] }>(
      'Owner',
      'GET',
      `/api/workspace/v1/{ws}/collab/${projectsDb}?collab_type=1`,
    );
    const doc = decodeDoc(Uint8Array.from(state.doc_state));
    const related = [
      peopleDb,
      await collabOf(secret),
      await collabOf(locked),
      'ffffffff-1111-4222-8333-444444444444',
    ];
    for (const [index, databaseId] of related.entries()) {
      Y.applyUpdate(doc, relationFieldUpdate(Y.encodeStateAsUpdate(doc), `rel${index}`, databaseId));
    }
    // Seeded through the store, as the other database tests do (the relation fields are the point here).
    await seedDatabase(db, {
      workspaceId: world.workspaceId,
      pageViewId: projects,
      state: Y.encodeStateAsUpdate(doc),
      rows: new Map(),
    });
    await world.publish(projects, { publish_name: 'projects' });
    await world.publish(people, { publish_name: 'people' });
    await world.publish(locked, { publish_name: 'locked', password: 'shh' });
    const relations = async () => {
      const response = await fetch(
        `${world.apiUrl}/api/workspace/published/${world.workspaceId}/projects/blob`,
      );
      return ((await response.json()) as { database_relations: Record<string, string> }).database_relations;
    };
    // People is published: named. Secret is not, Locked needs a password, the last database has no page.
    expect(await relations()).toEqual({ [peopleDb]: people });
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${people}/unpublish`);
    expect(await relations()).toEqual({});
  });
});
