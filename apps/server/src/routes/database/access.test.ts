// AppFlowy Cloud's database REST API (issue 24), who may do what and what is refused: the role matrix, private
// spaces and the trash, rows of other databases, malformed and oversized input refused with its code and nothing
// changed.
import { ErrorCode } from '@quire/shared/errors';
import type { CollabState } from '@quire/shared/contract';
import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { backends, useTestServer } from '../../../test/harness.js';
import { newGrid } from '../../../test/databaseRows.js';
import {
  databaseApiWorld,
  databaseBase,
  fieldsOf,
  rowIdsOf,
  type ApiRowDetail,
} from '../../../test/databaseApi.js';

describe.each(backends)('database REST API access on $name', ({ name }) => {
  const current = useTestServer(name, { env: { QUIRE_COLLAB_UPDATE_RATE_PER_USER: '5000/1m' } });

  it("a database in another member's private space is not listed and answers RecordNotFound", async () => {
    const { world } = await databaseApiWorld(current());
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
      expect((await world.call('Member', 'GET', `${databaseBase(secret.id)}/${path}`)).code).toBe(
        ErrorCode.RecordNotFound,
      );
    }
    const refused = await world.call('Member', 'POST', `${databaseBase(secret.id)}/row`, {
      cells: { Name: 'leak' },
    });
    expect(refused.code).toBe(ErrorCode.RecordNotFound);
  });

  it('a database whose page is in the trash is not listed and answers RecordNotFound, reads and writes alike', async () => {
    const { world, grid, db } = await databaseApiWorld(current());
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${grid.viewId}/move-to-trash`);
    const listed = await world.ok<{ id: string }[]>('Owner', 'GET', '/api/workspace/{ws}/database');
    expect(listed.map((database) => database.id)).not.toContain(grid.databaseId);
    expect((await world.call('Owner', 'GET', `${db}/fields`)).code).toBe(ErrorCode.RecordNotFound);
    expect((await world.call('Owner', 'POST', `${db}/row`, { cells: {} })).code).toBe(
      ErrorCode.RecordNotFound,
    );
  });

  it('role matrix: owner and member write, a guest reads only, an outsider is refused, no session is 401', async () => {
    const { world, db } = await databaseApiWorld(current());
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
    const rowsBefore = await rowIdsOf(world, db);
    const fieldsBefore = await fieldsOf(world, db);
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
    expect(await rowIdsOf(world, db)).toEqual(rowsBefore);
    expect(await fieldsOf(world, db)).toEqual(fieldsBefore);
    for (const role of ['Owner', 'Member'] as const) {
      for (const [method, path, body] of writes)
        expect((await world.call(role, method, path, body)).code).toBe(0);
    }
  });

  it('a row of another database is not answered, even when its content is made to name this one', async () => {
    const { world, grid, db } = await databaseApiWorld(current());
    const other = await newGrid(world);
    const rowId = await world.ok<string>('Member', 'POST', `${databaseBase(other.databaseId)}/row`, {
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
    expect(
      await world.ok('Owner', 'GET', `${databaseBase(other.databaseId)}/row/detail?ids=${rowId}`),
    ).toEqual([]);
  });

  // Several refusals parse a 5,001-item Markdown list through micromark first: seconds on a loaded machine.
  it('malformed input is refused with its code and changes nothing', async () => {
    const { world, grid, db } = await databaseApiWorld(current());
    await world.ok('Owner', 'POST', `${db}/fields`, {
      name: 'Related',
      field_type: 10,
      type_option_data: { database_id: grid.databaseId },
    });
    const kept = await world.ok<string>('Owner', 'PUT', `${db}/row`, {
      pre_hash: 'kept',
      cells: { Name: 'Kept' },
    });
    const rowsBefore = await rowIdsOf(world, db);
    const fieldsBefore = await fieldsOf(world, db);
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
      ['POST', `${databaseBase(randomUUID())}/row`, { cells: {} }, ErrorCode.RecordNotFound],
      ['GET', `${databaseBase('not-a-uuid')}/fields`, undefined, ErrorCode.RecordNotFound],
      // A document page's collab and a row are no databases.
      ['GET', `${databaseBase(world.general.view_id)}/fields`, undefined, ErrorCode.RecordNotFound],
      ['POST', `${databaseBase(rowsBefore[0] ?? randomUUID())}/row`, { cells: {} }, ErrorCode.RecordNotFound],
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
    expect((await world.call('Owner', 'GET', `${databaseBase(page.view.view_id)}/row`)).code).toBe(
      ErrorCode.RecordNotFound,
    );
    const huge = await fetch(`${world.apiUrl}${db.replaceAll('{ws}', world.workspaceId)}/row`, {
      method: 'POST',
      headers: { authorization: world.ctx.users.Owner.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ cells: {}, document: 'x'.repeat(6 * 1024 * 1024) }),
    });
    expect(((await huge.json()) as { code: number }).code).toBe(ErrorCode.PayloadTooLarge);
    expect(await rowIdsOf(world, db)).toEqual(rowsBefore);
    // An existing row's upsert refused for its document keeps its cells.
    const refused = await world.call('Owner', 'PUT', `${db}/row`, {
      pre_hash: 'kept',
      cells: { Name: 'Changed' },
      document: '- x\n'.repeat(5001),
    });
    expect(refused.code).toBe(ErrorCode.InvalidRequest);
    const [detail] = await world.ok<ApiRowDetail[]>('Owner', 'GET', `${db}/row/detail?ids=${kept}`);
    expect(detail?.cells.Name).toBe('Kept');
    expect(await fieldsOf(world, db)).toEqual(fieldsBefore);
  }, 60_000);
});
