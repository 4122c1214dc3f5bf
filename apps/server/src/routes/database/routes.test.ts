// AppFlowy Cloud's database REST API (issue 24), what it does: each route's happy path in AppFlowy's shapes, REST
// rows seen through the collab API and the published copy, the upsert's idempotence by pre_hash, rows updated
// after a time. Who may do it and what is refused: access.test.ts; live sockets: live.test.ts.
import { readDatabase, readRow, rowDocumentId } from '@quire/shared/collab';
import type { CollabState } from '@quire/shared/contract';
import { createHash, randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { backends, useTestServer } from '../../../test/harness.js';
import {
  databaseApiWorld,
  fieldsOf,
  rowIdsOf,
  type ApiField,
  type ApiRowDetail,
} from '../../../test/databaseApi.js';

describe.each(backends)('database REST API on $name', ({ name }) => {
  const current = useTestServer(name, { env: { QUIRE_COLLAB_UPDATE_RATE_PER_USER: '5000/1m' } });

  it('lists databases with their pages, and fields as AppFlowy names them', async () => {
    const { world, grid, db } = await databaseApiWorld(current());
    const list = await world.ok<{ id: string; views: { view_id: string; name: string; layout: number }[] }[]>(
      'Guest',
      'GET',
      '/api/workspace/{ws}/database',
    );
    const entry = list.find((database) => database.id === grid.databaseId);
    expect(entry?.views).toEqual([{ view_id: grid.viewId, name: 'Grid', icon: null, layout: 1 }]);
    const answered = await world.ok<ApiField[]>('Guest', 'GET', `${db}/fields`);
    expect(answered.find((field) => field.is_primary)).toMatchObject({
      id: grid.primary,
      field_type: 'RichText',
    });
    // In the grid's column order.
    expect(answered.map((field) => [field.name, field.field_type])).toEqual([
      ['Name', 'RichText'],
      ['Type', 'SingleSelect'],
      ['Done', 'Checkbox'],
    ]);
  });

  it('adds a field (select options in type_option_data) and a row with cells by name and id and a Markdown document', async () => {
    const { world, grid, db } = await databaseApiWorld(current());
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
    const after = await fieldsOf(world, db);
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
    const before = await rowIdsOf(world, db);
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
    expect(await rowIdsOf(world, db)).toEqual([...before, rowId]);
    const [detail] = await world.ok<ApiRowDetail[]>(
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
    const [withoutDoc] = await world.ok<ApiRowDetail[]>('Owner', 'GET', `${db}/row/detail?ids=${rowId}`);
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
    const { world, grid, db } = await databaseApiWorld(current());
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
    const { world, grid, db: path } = await databaseApiWorld(current());
    const expected = appflowyRowId(world.workspaceId, grid.databaseId, 'ticket-17');
    const body = { pre_hash: 'ticket-17', cells: { Name: 'Ticket 17' }, document: 'Body text' };
    expect(await world.ok<string>('Member', 'PUT', `${path}/row`, body)).toBe(expected);
    const listed = await rowIdsOf(world, path);
    expect(await world.ok<string>('Owner', 'PUT', `${path}/row`, body)).toBe(expected);
    expect(await rowIdsOf(world, path)).toEqual(listed);
    expect(listed.filter((id) => id === expected)).toHaveLength(1);
    await world.ok('Member', 'PUT', `${path}/row`, {
      ...body,
      cells: { Name: 'Ticket 17 (edited)' },
      document: '## New body',
    });
    const [detail] = await world.ok<ApiRowDetail[]>(
      'Owner',
      'GET',
      `${path}/row/detail?ids=${expected}&with_doc=true`,
    );
    expect(detail).toMatchObject({ cells: { Name: 'Ticket 17 (edited)' }, has_doc: true, doc: 'New body' });
    expect(await rowIdsOf(world, path)).toEqual(listed);
  });

  it('rows added at the same time by two writers are both listed, each once', async () => {
    const { world, db } = await databaseApiWorld(current());
    const before = await rowIdsOf(world, db);
    const added = await Promise.all(
      (['Owner', 'Member', 'Owner', 'Member'] as const).map((role, index) =>
        world.ok<string>(role, 'POST', `${db}/row`, { cells: { Name: `Parallel ${index}` } }),
      ),
    );
    const after = await rowIdsOf(world, db);
    expect(after.slice(0, before.length)).toEqual(before);
    expect([...after.slice(before.length)].sort()).toEqual([...added].sort());
  });

  it('the same upsert sent twice at once makes one row, listed once', async () => {
    const { world, db } = await databaseApiWorld(current());
    const body = { pre_hash: 'twice at once', cells: { Name: 'Once' } };
    const [first, second] = await Promise.all([
      world.ok<string>('Owner', 'PUT', `${db}/row`, body),
      world.ok<string>('Member', 'PUT', `${db}/row`, body),
    ]);
    expect(second).toBe(first);
    expect((await rowIdsOf(world, db)).filter((id) => id === first)).toHaveLength(1);
  });

  it('row/updated lists the rows written after a time, and nothing after now', async () => {
    const { world, db } = await databaseApiWorld(current());
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
