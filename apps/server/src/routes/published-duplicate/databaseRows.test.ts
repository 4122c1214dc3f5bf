// Duplicating a published database page (issue 24): the copy's rows and row documents are stored as row collabs
// of the new database, recorded under it, with new ids in its row orders; read and edited like any row; the
// source's rows untouched; the copy bounded by QUIRE_MAX_DUPLICATE_BYTES with the rows counted.
import {
  CollabType,
  decodeDoc,
  readDatabase,
  readRow,
  rowDocumentId,
  type DatabaseModel,
} from '@quire/shared/collab';
import type { CollabListAnswer } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { newGrid, orderRows } from '../../../test/databaseRows.js';
import { destinationOf, folderIds } from '../../../test/duplicate.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { callApi } from '../../../test/matrix/context.js';
import { publishWorld, type PublishWorld } from '../../../test/publish.js';
import { rowCollab, rowDocumentSaying } from '../../../test/publishedDatabase.js';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** A published grid: its three default rows and one written by web-update (with a document). */
async function publishedGrid(world: PublishWorld, title = 'Written row') {
  const grid = await newGrid(world);
  const rowId = randomUUID();
  await world.ok('Member', 'POST', `/api/workspace/v1/{ws}/collab/${rowId}/web-update`, {
    doc_state: b64(rowCollab(rowId, grid.databaseId, grid.primary, title)),
    collab_type: CollabType.DatabaseRow,
  });
  await orderRows(world, grid, [rowId]);
  const documentId = rowDocumentId(rowId) ?? '';
  await world.ok('Member', 'POST', `/api/workspace/v1/{ws}/collab/${documentId}/web-update`, {
    doc_state: b64(rowDocumentSaying('Row notes')),
    collab_type: CollabType.Document,
    parent_id: rowId,
  });
  await world.publish(grid.viewId, { update_live: false });
  return { ...grid, rowId, documentId };
}

describe.each(backends)('published-duplicate of a database on $name', ({ name }) => {
  const current = useTestServer(name, { env: { QUIRE_COLLAB_UPDATE_RATE_PER_USER: '2000/1m' } });
  const db = () => current().server.database.db;
  const childrenOf = async (parentId: string) =>
    (
      await db()
        .selectFrom('collabs')
        .select('object_id')
        .where('parent_id', '=', parentId)
        .orderBy('object_id')
        .execute()
    ).map((row) => row.object_id);

  it('API-PUB-14 / the copy stores the published rows and row documents as its own rows, readable and editable; the source untouched', async () => {
    const world = await publishWorld(current());
    const grid = await publishedGrid(world);
    const sourceRows = await childrenOf(grid.databaseId);
    expect(sourceRows).toHaveLength(4);
    const dest = await destinationOf(world.apiUrl, world.ctx.users.NonMember.authorization);
    const answer = await dest.duplicate({ published_view_id: grid.viewId, dest_view_id: dest.general });
    expect(answer.code).toBe(0);
    const copyId = answer.data?.view_id ?? '';
    const [databaseId] = Object.keys(answer.data?.database_mappings ?? {});
    const api = (method: string, path: string, body?: unknown) =>
      callApi(world.apiUrl, method, `/api/workspace/v1/${dest.workspaceId}${path}`, {
        authorization: dest.authorization,
        ...(body === undefined ? {} : { body }),
      });

    // The copy's orders name new ids, each a row recorded under the copy's database.
    const database = await api('GET', `/collab/${databaseId}?collab_type=1`);
    expect(database.code).toBe(0);
    const model: DatabaseModel = readDatabase(
      decodeDoc(Uint8Array.from((database.data as { doc_state: number[] }).doc_state)),
    );
    expect(model.id).toBe(databaseId);
    const order = model.views.find((view) => view.id === copyId)?.rowOrder.map((row) => row.id) ?? [];
    expect(order).toHaveLength(4);
    expect(order.filter((id) => sourceRows.includes(id))).toEqual([]);
    expect(await childrenOf(databaseId ?? '')).toEqual([...order].sort());

    // Read in one batch: every row names the copy's database; the written one kept its cell and its document.
    const list = await api('POST', '/collab_list', {
      params_list: order.map((object_id) => ({ object_id, collab_type: CollabType.DatabaseRow })),
    });
    const items = (list.data as CollabListAnswer).items;
    expect(Object.keys(items).sort()).toEqual([...order].sort());
    const rowOf = (id: string) => readRow(decodeDoc(Uint8Array.from(items[id]?.doc_state ?? [])));
    for (const id of order) expect(rowOf(id)).toMatchObject({ id, databaseId });
    const written = order.find((id) => rowOf(id)?.cells[grid.primary]?.data === 'Written row') ?? '';
    expect(written).not.toBe('');
    const documentCopy = rowDocumentId(written) ?? '';
    expect(await childrenOf(written)).toEqual([documentCopy]);
    const document = await api('GET', `/collab/${documentCopy}?collab_type=0`);
    const documentBytes = Uint8Array.from((document.data as { doc_state: number[] }).doc_state);
    expect(Buffer.from(documentBytes).includes(Buffer.from('Row notes'))).toBe(true);

    // Edited by web-update like any row; read back through GET collab.
    const one = await api('GET', `/collab/${written}?collab_type=4`);
    const doc = decodeDoc(Uint8Array.from((one.data as { doc_state: number[] }).doc_state));
    const before = Y.encodeStateVector(doc);
    ((doc.getMap('data').get('data') as Y.Map<unknown>).get('cells') as Y.Map<Y.Map<unknown>>)
      .get(grid.primary)
      ?.set('data', 'Edited in the copy');
    const edit = await api('POST', `/collab/${written}/web-update`, {
      doc_state: b64(Y.encodeStateAsUpdate(doc, before)),
      collab_type: CollabType.DatabaseRow,
    });
    expect(edit.code).toBe(0);
    const reread = await api('GET', `/collab/${written}?collab_type=4`);
    const edited = readRow(decodeDoc(Uint8Array.from((reread.data as { doc_state: number[] }).doc_state)));
    expect(edited?.cells[grid.primary]).toMatchObject({ data: 'Edited in the copy' });

    // The source keeps its rows, its written row and its document as they were.
    expect(await childrenOf(grid.databaseId)).toEqual(sourceRows);
    expect(await childrenOf(grid.rowId)).toEqual([grid.documentId]);
    const source = await world.ok<{ doc_state: number[] }>(
      'Owner',
      'GET',
      `/api/workspace/v1/{ws}/collab/${grid.rowId}?collab_type=4`,
    );
    expect(readRow(decodeDoc(Uint8Array.from(source.doc_state)))?.cells[grid.primary]).toMatchObject({
      data: 'Written row',
    });
  });
});

describe.each(backends)('published-duplicate of a database, bounded, on $name', ({ name }) => {
  const current = useTestServer(name, {
    env: { QUIRE_COLLAB_UPDATE_RATE_PER_USER: '2000/1m', QUIRE_MAX_DUPLICATE_BYTES: '40000' },
  });

  it('API-PUB-14 / the rows count towards QUIRE_MAX_DUPLICATE_BYTES: too large a database is refused, nothing written', async () => {
    const world = await publishWorld(current());
    // The database collab alone is far under the bound; one row's 50,000 characters take it over.
    const grid = await publishedGrid(world, 'x'.repeat(50_000));
    const dest = await destinationOf(world.apiUrl, world.ctx.users.NonMember.authorization);
    const before = folderIds(await dest.folder());
    const collabsBefore = await current()
      .server.database.db.selectFrom('collabs')
      .select('object_id')
      .where('workspace_id', '=', dest.workspaceId)
      .execute();
    const answer = await dest.duplicate({ published_view_id: grid.viewId, dest_view_id: dest.general });
    expect(answer.code).toBe(ErrorCode.InvalidRequest);
    expect(answer.message).toMatch(/too large to duplicate/);
    expect(folderIds(await dest.folder())).toEqual(before);
    const collabsAfter = await current()
      .server.database.db.selectFrom('collabs')
      .select('object_id')
      .where('workspace_id', '=', dest.workspaceId)
      .execute();
    expect(collabsAfter).toHaveLength(collabsBefore.length);
  });
});
