// CSV import into a new grid page (issue 24): the page, its database and its rows in one transaction, read back
// through the collab API; every limit refused with nothing created; guests refused; the per-user rate limit.
import { readDatabase, readRow, type RowModel } from '@quire/shared/collab';
import type { CollabListAnswer, CollabState } from '@quire/shared/contract';
import * as Y from 'yjs';
import { backends, useTestServer } from '../../../test/harness.js';
import type { MatrixRole } from '../../../test/matrix/types.js';
import { pageTreeWorld, type PageTreeWorld } from '../../../test/pageTree.js';

interface Answer<T> {
  code: number;
  message: string;
  data?: T;
}

async function postCsv(
  world: PageTreeWorld,
  role: MatrixRole,
  query: string,
  body: string,
): Promise<{ status: number; answer: Answer<{ view_id: string; database_id: string }> }> {
  const response = await fetch(
    `${apiUrlOf(world)}/api/workspace/${world.workspaceId}/database/import-csv?${query}`,
    {
      method: 'POST',
      headers: { authorization: world.ctx.users[role].authorization, 'content-type': 'text/csv' },
      body,
    },
  );
  return {
    status: response.status,
    answer: (await response.json()) as Answer<{ view_id: string; database_id: string }>,
  };
}

const apiUrls = new WeakMap<PageTreeWorld, string>();
const apiUrlOf = (world: PageTreeWorld) => apiUrls.get(world) ?? '';

async function counts(world: PageTreeWorld): Promise<{ views: number; collabs: number }> {
  const db = world.ctx.server.database.db;
  const views = await db
    .selectFrom('views')
    .select(db.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const collabs = await db
    .selectFrom('collabs')
    .select(db.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return { views: Number(views.n), collabs: Number(collabs.n) };
}

describe.each(backends)('CSV import on $name', ({ name }) => {
  const current = useTestServer(name);

  async function world(): Promise<{ world: PageTreeWorld; parent: string }> {
    const running = current();
    const made = await pageTreeWorld(running);
    apiUrls.set(made, running.apiUrl);
    return { world: made, parent: (await made.space('General')).view_id };
  }

  it('makes a grid page with typed fields and a row collab per line, read back by GET collab and collab_list', async () => {
    const { world: w, parent } = await world();
    const csv =
      '\uFEFFName,Count,Tag\r\nalpha,1,red\r\nbeta,2,blue\r\n"gamma, the third",3,red\r\ndelta,4,blue\r\n';
    const { answer } = await postCsv(w, 'Member', `parent_view_id=${parent}&name=Imported`, csv);
    expect(answer.code).toBe(0);
    const created = answer.data;
    if (created === undefined) throw new Error('no page');
    const folder = await w.folder('Member');
    const general = folder.children.find((space) => space.view_id === parent);
    expect(general?.children.find((page) => page.view_id === created.view_id)).toMatchObject({
      name: 'Imported',
      layout: 1,
    });
    const state = await w.ok<CollabState>(
      'Member',
      'GET',
      `/api/workspace/v1/{ws}/collab/${created.database_id}?collab_type=1`,
    );
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Uint8Array.from(state.doc_state));
    const database = readDatabase(doc);
    const view = database.views[0];
    expect(view?.id).toBe(created.view_id);
    expect(view?.fieldOrder.map((id) => [database.fields[id]?.name, database.fields[id]?.type])).toEqual([
      ['Name', 0],
      ['Count', 1],
      ['Tag', 3],
    ]);
    const rowIds = view?.rowOrder.map((row) => row.id) ?? [];
    expect(rowIds).toHaveLength(4);
    const list = await w.ok<CollabListAnswer>('Guest', 'POST', '/api/workspace/v1/{ws}/collab_list', {
      params_list: rowIds.map((object_id) => ({ object_id, collab_type: 4 })),
    });
    const primary = view?.fieldOrder[0] ?? '';
    const names = rowIds.map((id) => {
      const rowDoc = new Y.Doc();
      Y.applyUpdate(rowDoc, Uint8Array.from(list.items[id]?.doc_state ?? []));
      const row: RowModel | undefined = readRow(rowDoc);
      return row?.cells[primary]?.data;
    });
    expect(names).toEqual(['alpha', 'beta', 'gamma, the third', 'delta']);
    // Recorded under the database, as the REST API's row routes require.
    const parents = await w.ctx.server.database.db
      .selectFrom('collabs')
      .select('parent_id')
      .where('object_id', 'in', rowIds)
      .execute();
    expect(parents.map((row) => row.parent_id)).toEqual(rowIds.map(() => created.database_id));
  });

  it.each([
    ['malformed quoting', 'Name,Note\na,b\nc,"open\n', /unterminated quoted field at line 3/],
    [
      'more than 500 columns',
      `${Array.from({ length: 501 }, (_, i) => `c${i}`).join(',')}\nx\n`,
      /500 columns/,
    ],
    ['more than 100,000 rows', `Name\n${'x\n'.repeat(100_001)}`, /100000 rows/],
    ['a file just over 20 MB', `Name\n${'x'.repeat(20 * 1024 * 1024)}\n`, /larger than 20 MB/],
    ['an empty file', '', /empty/],
  ])('refuses %s, naming the problem, with nothing created', async (_what, csv, message) => {
    const { world: w, parent } = await world();
    const before = await counts(w);
    const { answer } = await postCsv(w, 'Owner', `parent_view_id=${parent}&name=Bad`, csv);
    expect(answer.code).toBe(1008);
    expect(answer.message).toMatch(message);
    expect(await counts(w)).toEqual(before);
  });

  it('refuses a body far over the limit as too large, with nothing created', async () => {
    const { world: w, parent } = await world();
    const before = await counts(w);
    const { status, answer } = await postCsv(
      w,
      'Owner',
      `parent_view_id=${parent}`,
      'x'.repeat(21 * 1024 * 1024),
    );
    expect(status).toBe(413);
    expect(answer.message).toMatch(/too large/);
    expect(await counts(w)).toEqual(before);
  });

  it('refuses a guest and a non-member, with nothing created', async () => {
    const { world: w, parent } = await world();
    const before = await counts(w);
    expect((await postCsv(w, 'Guest', `parent_view_id=${parent}`, 'Name\na\n')).answer.code).toBe(1012);
    expect((await postCsv(w, 'NonMember', `parent_view_id=${parent}`, 'Name\na\n')).answer.code).not.toBe(0);
    expect(await counts(w)).toEqual(before);
  });
});

describe.each(backends)('CSV import rate limit on $name', ({ name }) => {
  const current = useTestServer(name, { env: { QUIRE_CSV_IMPORT_RATE_PER_USER: '2/1h' } });

  it('refuses a user past QUIRE_CSV_IMPORT_RATE_PER_USER with TooManyRequests, nothing created', async () => {
    const running = current();
    const w = await pageTreeWorld(running);
    apiUrls.set(w, running.apiUrl);
    const parent = (await w.space('General')).view_id;
    for (let i = 0; i < 2; i += 1) {
      expect((await postCsv(w, 'Member', `parent_view_id=${parent}`, 'Name\na\n')).answer.code).toBe(0);
    }
    const before = await counts(w);
    const refused = await postCsv(w, 'Member', `parent_view_id=${parent}`, 'Name\na\n');
    expect(refused.answer.code).toBe(1079);
    expect(refused.answer.message).toMatch(/Too many CSV imports/);
    expect(await counts(w)).toEqual(before);
    // Another user keeps their own allowance.
    expect((await postCsv(w, 'Owner', `parent_view_id=${parent}`, 'Name\na\n')).answer.code).toBe(0);
  });
});
