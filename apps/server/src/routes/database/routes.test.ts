// AppFlowy Cloud's database REST API (issue 24): each route's happy path and AppFlowy's shapes, the role matrix,
// malformed input refused with its code and nothing changed, REST rows seen through the collab API and the
// published copy, the upsert's idempotence by pre_hash, rows updated after a time.
import { readDatabase, readRow, rowDocumentId } from '@quire/shared/collab';
import { ErrorCode } from '@quire/shared/errors';
import type { CollabState } from '@quire/shared/contract';
import { createHash, randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { backends, useTestServer } from '../../../test/harness.js';
import { publishWorld, type PublishWorld } from '../../../test/publish.js';
import { newGrid } from '../../../test/databaseRows.js';

interface Field {
  id: string;
  name: string;
  field_type: string;
  type_option: Record<string, unknown>;
  is_primary: boolean;
}
interface RowDetail {
  id: string;
  cells: Record<string, unknown>;
  has_doc: boolean;
  doc: string | null;
}

const base = (databaseId: string) => `/api/workspace/{ws}/database/${databaseId}`;

describe.each(backends)('database REST API on $name', ({ name }) => {
  const current = useTestServer(name, { env: { QUIRE_COLLAB_UPDATE_RATE_PER_USER: '5000/1m' } });

  const setUp = async () => {
    const world = await publishWorld(current());
    const grid = await newGrid(world);
    return { world, grid, db: base(grid.databaseId) };
  };
  const rowIds = async (world: PublishWorld, db: string) =>
    (await world.ok<{ id: string }[]>('Owner', 'GET', `${db}/row`)).map((row) => row.id);
  const fields = (world: PublishWorld, db: string) => world.ok<Field[]>('Owner', 'GET', `${db}/fields`);

  it('lists databases with their pages, and fields as AppFlowy names them', async () => {
    const { world, grid, db } = await setUp();
    const list = await world.ok<{ id: string; views: { view_id: string; name: string; layout: number }[] }[]>(
      'Guest',
      'GET',
      '/api/workspace/{ws}/database',
    );
    const entry = list.find((database) => database.id === grid.databaseId);
    expect(entry?.views).toEqual([{ view_id: grid.viewId, name: 'Grid', icon: null, layout: 1 }]);
    const answered = await world.ok<Field[]>('Guest', 'GET', `${db}/fields`);
    expect(answered.find((field) => field.is_primary)).toMatchObject({
      id: grid.primary,
      field_type: 'RichText',
    });
    expect(answered.map((field) => field.field_type)).toEqual(
      expect.arrayContaining(['RichText', 'SingleSelect', 'Checkbox']),
    );
  });

  it("a database in another member's private space is not listed and answers RecordNotFound", async () => {
    const { world } = await setUp();
    const privateSpace = (await world.folder('Owner')).children.find((space) => space.is_private);
    if (privateSpace === undefined) throw new Error('no private space');
    const viewId = await world.createPage('Owner', privateSpace.view_id, 'Secret grid', 1);
    const page = await world.ok<{ view: { view_id: string } }>(
      'Owner',
      'GET',
      `/api/workspace/{ws}/page-view/${viewId}`,
    );
    expect(page.view.view_id).toBe(viewId);
    const owners = await world.ok<{ id: string; views: { view_id: string }[] }[]>(
      'Owner',
      'GET',
      '/api/workspace/{ws}/database',
    );
    const secret = owners.find((database) => database.views.some((view) => view.view_id === viewId));
    if (secret === undefined) throw new Error('the owner does not see their own database');
    const members = await world.ok<{ id: string }[]>('Member', 'GET', '/api/workspace/{ws}/database');
    expect(members.map((database) => database.id)).not.toContain(secret.id);
    for (const path of ['fields', 'row', `row/detail?ids=${randomUUID()}`, 'row/updated']) {
      expect((await world.call('Member', 'GET', `${base(secret.id)}/${path}`)).code).toBe(
        ErrorCode.RecordNotFound,
      );
    }
    const refused = await world.call('Member', 'POST', `${base(secret.id)}/row`, { cells: { Name: 'leak' } });
    expect(refused.code).toBe(ErrorCode.RecordNotFound);
  });

  it('a database whose page is in the trash is not listed and answers RecordNotFound, reads and writes alike', async () => {
    const { world, grid, db } = await setUp();
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${grid.viewId}/move-to-trash`);
    const listed = await world.ok<{ id: string }[]>('Owner', 'GET', '/api/workspace/{ws}/database');
    expect(listed.map((database) => database.id)).not.toContain(grid.databaseId);
    expect((await world.call('Owner', 'GET', `${db}/fields`)).code).toBe(ErrorCode.RecordNotFound);
    expect((await world.call('Owner', 'POST', `${db}/row`, { cells: {} })).code).toBe(
      ErrorCode.RecordNotFound,
    );
  });

  it('adds a field (select options in type_option_data) and a row with cells by name and id and a Markdown document', async () => {
    const { world, grid, db } = await setUp();
    const content = JSON.stringify({
      options: [
        { id: 'red1', name: 'Red', color: 'Pink' },
        { id: 'blu1', name: 'Blue', color: 'Blue' },
      ],
      disable_color: false,
    });
    const tagId = await world.ok<string>('Member', 'POST', `${db}/fields`, {
      name: 'Tags',
      field_type: 4,
      type_option_data: { content },
    });
    const scoreId = await world.ok<string>('Owner', 'POST', `${db}/fields`, { name: 'Score', field_type: 1 });
    const sizeId = await world.ok<string>('Owner', 'POST', `${db}/fields`, {
      name: 'Size',
      field_type: 3,
      type_option_data: { content: { options: [{ id: 'big1', name: 'Big', color: 'Blue' }] } },
    });
    const after = await fields(world, db);
    expect(after.find((field) => field.id === tagId)).toMatchObject({
      name: 'Tags',
      field_type: 'MultiSelect',
      type_option: {
        content: {
          options: [
            { id: 'red1', name: 'Red' },
            { id: 'blu1', name: 'Blue' },
          ],
        },
      },
      is_primary: false,
    });
    const before = await rowIds(world, db);
    const rowId = await world.ok<string>('Member', 'POST', `${db}/row`, {
      cells: {
        [grid.primary]: 'Launch',
        Tags: ['Blue', 'Missing', 'Red'],
        [scoreId]: 42,
        Done: true,
        [sizeId]: 'Big',
        Nope: 1,
      },
      document: '# Plan\n\nFirst line\nsame paragraph\n\n- one\n- [x] done\n1. first',
    });
    expect(await rowIds(world, db)).toEqual([...before, rowId]);
    const [detail] = await world.ok<RowDetail[]>(
      'Guest',
      'GET',
      `${db}/row/detail?ids=${rowId}&with_doc=true`,
    );
    expect(detail).toMatchObject({
      id: rowId,
      has_doc: true,
      doc: 'Plan\nFirst line same paragraph\none\ndone\nfirst',
      cells: { Name: 'Launch', Tags: ['Blue', 'Red'], Score: '42', Done: true, Type: null, Size: 'Big' },
    });
    const [withoutDoc] = await world.ok<RowDetail[]>('Owner', 'GET', `${db}/row/detail?ids=${rowId}`);
    expect(withoutDoc?.doc).toBeNull();

    // The row is a collab like any other: read through the collab API, and its document too.
    const state = await world.ok<CollabState>(
      'Guest',
      'GET',
      `/api/workspace/v1/{ws}/collab/${rowId}?collab_type=4`,
    );
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Uint8Array.from(state.doc_state));
    expect(readRow(doc)).toMatchObject({ id: rowId, databaseId: grid.databaseId });
    expect(readRow(doc)?.cells[grid.primary]).toMatchObject({ data: 'Launch' });
    expect(readRow(doc)?.cells[tagId]).toMatchObject({ data: 'blu1,red1' });
    const documentState = await world.call(
      'Owner',
      'GET',
      `/api/workspace/v1/{ws}/collab/${rowDocumentId(rowId) ?? ''}`,
    );
    expect(documentState.code).toBe(0);
  });

  it('a row added through the API reaches the published copy of a live publication', async () => {
    const { world, grid, db } = await setUp();
    await world.publish(grid.viewId, { publish_name: `grid-${randomUUID().slice(0, 8)}` });
    const rowId = await world.ok<string>('Owner', 'POST', `${db}/row`, { cells: { Name: 'Public row' } });
    const namespace = await world.namespace();
    const publishName = await world.nameOf(grid.viewId);
    const response = await fetch(`${world.apiUrl}/api/workspace/published/${namespace}/${publishName}/blob`);
    const blob = (await response.json()) as {
      database_collab: number[];
      database_row_collabs: Record<string, number[]>;
    };
    expect(Object.keys(blob.database_row_collabs)).toContain(rowId);
    const database = new Y.Doc();
    Y.applyUpdate(database, Uint8Array.from(blob.database_collab));
    expect(readDatabase(database).views[0]?.rowOrder.map((row) => row.id)).toContain(rowId);
    const row = new Y.Doc();
    Y.applyUpdate(row, Uint8Array.from(blob.database_row_collabs[rowId] ?? []));
    expect(readRow(row)?.cells).toMatchObject({ [grid.primary]: { data: 'Public row' } });
  });

  it("PUT row: the id is AppFlowy's hash of the pre_hash, created once, then updated; the same request is idempotent", async () => {
    const { world, grid, db: path } = await setUp();
    const expected = appflowyRowId(world.workspaceId, grid.databaseId, 'ticket-17');
    const body = { pre_hash: 'ticket-17', cells: { Name: 'Ticket 17' }, document: 'Body text' };
    expect(await world.ok<string>('Member', 'PUT', `${path}/row`, body)).toBe(expected);
    const listed = await rowIds(world, path);
    expect(await world.ok<string>('Owner', 'PUT', `${path}/row`, body)).toBe(expected);
    expect(await rowIds(world, path)).toEqual(listed);
    expect(listed.filter((id) => id === expected)).toHaveLength(1);
    await world.ok('Member', 'PUT', `${path}/row`, {
      ...body,
      cells: { Name: 'Ticket 17 (edited)' },
      document: '## New body',
    });
    const [detail] = await world.ok<RowDetail[]>(
      'Owner',
      'GET',
      `${path}/row/detail?ids=${expected}&with_doc=true`,
    );
    expect(detail).toMatchObject({ cells: { Name: 'Ticket 17 (edited)' }, has_doc: true, doc: 'New body' });
    expect(await rowIds(world, path)).toEqual(listed);
  });

  it('row/updated lists the rows written after a time, and nothing after now', async () => {
    const { world, db } = await setUp();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const start = new Date().toISOString();
    const rowId = await world.ok<string>('Owner', 'POST', `${db}/row`, { cells: { Name: 'Fresh' } });
    const updated = await world.ok<{ row_id: string; updated_at: string }[]>(
      'Guest',
      'GET',
      `${db}/row/updated?after=${start}`,
    );
    expect(updated.map((item) => item.row_id)).toEqual([rowId]);
    expect(Date.parse(updated[0]?.updated_at ?? '')).toBeGreaterThan(Date.parse(start));
    // By default the last hour.
    expect(
      (await world.ok<{ row_id: string }[]>('Owner', 'GET', `${db}/row/updated`)).map((item) => item.row_id),
    ).toContain(rowId);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect(await world.ok('Owner', 'GET', `${db}/row/updated?after=${encodeURIComponent(later)}`)).toEqual(
      [],
    );
  });

  it('role matrix: owner and member write, a guest reads only, an outsider is refused, no session is 401', async () => {
    const { world, db } = await setUp();
    const rowId = await world.ok<string>('Owner', 'POST', `${db}/row`, { cells: { Name: 'Seed' } });
    const reads = [
      '/api/workspace/{ws}/database',
      `${db}/fields`,
      `${db}/row`,
      `${db}/row/detail?ids=${rowId}`,
      `${db}/row/updated`,
    ];
    const writes: [string, string, unknown][] = [
      ['POST', `${db}/fields`, { name: 'Extra', field_type: 0 }],
      ['POST', `${db}/row`, { cells: { Name: 'Added' } }],
      ['PUT', `${db}/row`, { pre_hash: 'matrix', cells: { Name: 'Upserted' } }],
    ];
    for (const role of ['Owner', 'Member', 'Guest'] as const) {
      for (const path of reads)
        expect([role, path, (await world.call(role, 'GET', path)).code]).toEqual([role, path, 0]);
    }
    for (const path of reads) {
      expect((await world.call('NonMember', 'GET', path)).code).toBe(ErrorCode.NotEnoughPermissions);
      const anonymous = await fetch(`${world.apiUrl}${path.replaceAll('{ws}', world.workspaceId)}`);
      expect(anonymous.status).toBe(401);
    }
    const rowsBefore = await rowIds(world, db);
    const fieldsBefore = await fields(world, db);
    for (const [method, path, body] of writes) {
      for (const role of ['Guest', 'NonMember'] as const) {
        expect((await world.call(role, method, path, body)).code).toBe(ErrorCode.NotEnoughPermissions);
      }
      const anonymous = await fetch(`${world.apiUrl}${path.replaceAll('{ws}', world.workspaceId)}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(anonymous.status).toBe(401);
    }
    expect(await rowIds(world, db)).toEqual(rowsBefore);
    expect(await fields(world, db)).toEqual(fieldsBefore);
    for (const role of ['Owner', 'Member'] as const) {
      for (const [method, path, body] of writes)
        expect((await world.call(role, method, path, body)).code).toBe(0);
    }
  });

  it('a row of another database is not answered, even when its content is made to name this one', async () => {
    const { world, grid, db } = await setUp();
    const other = await newGrid(world);
    const rowId = await world.ok<string>('Member', 'POST', `${base(other.databaseId)}/row`, {
      cells: { Name: 'Elsewhere' },
    });
    const state = await world.ok<CollabState>('Member', 'GET', `/api/workspace/v1/{ws}/collab/${rowId}`);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Uint8Array.from(state.doc_state));
    const before = Y.encodeStateVector(doc);
    (doc.getMap('data').get('data') as Y.Map<unknown>).set('database_id', grid.databaseId);
    await world.ok('Member', 'POST', `/api/workspace/v1/{ws}/collab/${rowId}/web-update`, {
      doc_state: Array.from(Y.encodeStateAsUpdate(doc, before)),
      collab_type: 4,
    });
    expect(await world.ok('Owner', 'GET', `${db}/row/detail?ids=${rowId}`)).toEqual([]);
    expect(await world.ok('Owner', 'GET', `${base(other.databaseId)}/row/detail?ids=${rowId}`)).toEqual([]);
  });

  it('malformed input is refused with its code and changes nothing', async () => {
    const { world, grid, db } = await setUp();
    await world.ok('Owner', 'POST', `${db}/fields`, {
      name: 'Related',
      field_type: 10,
      type_option_data: { database_id: grid.databaseId },
    });
    const kept = await world.ok<string>('Owner', 'PUT', `${db}/row`, {
      pre_hash: 'kept',
      cells: { Name: 'Kept' },
    });
    const rowsBefore = await rowIds(world, db);
    const fieldsBefore = await fields(world, db);
    const ids = (count: number) => Array.from({ length: count }, () => randomUUID()).join(',');
    const refusals: [string, string, unknown, number][] = [
      ['GET', `${db}/row/detail?ids=${ids(101)}`, undefined, ErrorCode.InvalidRequest],
      ['GET', `${db}/row/detail?ids=not-a-uuid`, undefined, ErrorCode.UuidError],
      ['GET', `${db}/row/detail`, undefined, ErrorCode.InvalidRequest],
      ['GET', `${db}/row/updated?after=yesterday`, undefined, ErrorCode.InvalidRequest],
      ['POST', `${db}/fields`, { name: 'Bad', field_type: 99 }, ErrorCode.InvalidRequest],
      ['POST', `${db}/fields`, { name: 'x'.repeat(1001), field_type: 0 }, ErrorCode.InvalidRequest],
      ['POST', `${db}/fields`, { field_type: 0 }, ErrorCode.InvalidRequest],
      ['POST', `${db}/row`, { cells: 'Name' }, ErrorCode.InvalidRequest],
      [
        'POST',
        `${db}/row`,
        { cells: Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`f${i}`, 1])) },
        ErrorCode.InvalidRequest,
      ],
      ['POST', `${db}/row`, { cells: { Name: 'x'.repeat(70_000) } }, ErrorCode.InvalidRequest],
      ['POST', `${db}/row`, { cells: {}, document: 'x'.repeat(200_001) }, ErrorCode.InvalidRequest],
      ['PUT', `${db}/row`, { pre_hash: 'x'.repeat(1001), cells: {} }, ErrorCode.InvalidRequest],
      ['PUT', `${db}/row`, { cells: {} }, ErrorCode.InvalidRequest],
      ['POST', `${db}/row`, { cells: {}, document: '- x\n'.repeat(5001) }, ErrorCode.InvalidRequest],
      [
        'PUT',
        `${db}/row`,
        { pre_hash: 'blocks', cells: {}, document: '- x\n'.repeat(5001) },
        ErrorCode.InvalidRequest,
      ],
      [
        'POST',
        `${db}/row`,
        { cells: { Related: Array.from({ length: 1001 }, () => 'r') } },
        ErrorCode.InvalidRequest,
      ],
      ['POST', `${base(randomUUID())}/row`, { cells: {} }, ErrorCode.RecordNotFound],
      ['GET', `${base('not-a-uuid')}/fields`, undefined, ErrorCode.RecordNotFound],
      // A document page's collab and a row are no databases.
      ['GET', `${base(world.general.view_id)}/fields`, undefined, ErrorCode.RecordNotFound],
      ['POST', `${base(rowsBefore[0] ?? randomUUID())}/row`, { cells: {} }, ErrorCode.RecordNotFound],
    ];
    for (const [method, path, body, code] of refusals) {
      const answer = await world.call('Owner', method, path, body);
      expect([method, path.slice(0, 80), answer.code]).toEqual([method, path.slice(0, 80), code]);
    }
    const documentPage = await world.createPage('Owner', world.general.view_id, 'Notes', 0);
    const page = await world.ok<{ view: { view_id: string } }>(
      'Owner',
      'GET',
      `/api/workspace/{ws}/page-view/${documentPage}`,
    );
    expect((await world.call('Owner', 'GET', `${base(page.view.view_id)}/row`)).code).toBe(
      ErrorCode.RecordNotFound,
    );
    const huge = await fetch(`${world.apiUrl}${db.replaceAll('{ws}', world.workspaceId)}/row`, {
      method: 'POST',
      headers: { authorization: world.ctx.users.Owner.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ cells: {}, document: 'x'.repeat(6 * 1024 * 1024) }),
    });
    expect(((await huge.json()) as { code: number }).code).toBe(ErrorCode.PayloadTooLarge);
    expect(await rowIds(world, db)).toEqual(rowsBefore);
    // An existing row's upsert refused for its document keeps its cells.
    const refused = await world.call('Owner', 'PUT', `${db}/row`, {
      pre_hash: 'kept',
      cells: { Name: 'Changed' },
      document: '- x\n'.repeat(5001),
    });
    expect(refused.code).toBe(ErrorCode.InvalidRequest);
    const [detail] = await world.ok<RowDetail[]>('Owner', 'GET', `${db}/row/detail?ids=${kept}`);
    expect(detail?.cells.Name).toBe('Kept');
    expect(await fields(world, db)).toEqual(fieldsBefore);
  });
});

/** AppFlowy's upsert id, computed here independently: SHA-256(workspace uuid bytes ‖ database uuid bytes ‖ text)[0..16]. */
function appflowyRowId(workspaceId: string, databaseId: string, preHash: string): string {
  const bytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
  const hex = createHash('sha256')
    .update(Buffer.concat([bytes(workspaceId), bytes(databaseId), Buffer.from(preHash)]))
    .digest('hex')
    .slice(0, 32);
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}
