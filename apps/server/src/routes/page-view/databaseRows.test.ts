// A database page's rows through its life (issue 24): a new grid or board starts with AppFlowy's default rows
// (row collabs recorded under the database); a duplicate copies rows and row documents under new ids; the trash
// keeps them and a restore brings them back; deleting the page for good deletes them; a grid made through the API
// with rows written by web-update publishes with them.
import { CollabType, ViewLayout, readDatabase, readRow, rowDocumentId } from '@quire/shared/collab';
import type { CollabListAnswer, PageView } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { findCollab } from '../../collab/store.js';
import { newGrid, orderRows } from '../../../test/databaseRows.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { publishWorld } from '../../../test/publish.js';
import { pageTreeWorld, type PageTreeWorld } from '../../../test/pageTree.js';
import { rowCollab, rowDocumentSaying } from '../../../test/publishedDatabase.js';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe.each(backends)("a database page's rows on $name", ({ name }) => {
  const current = useTestServer(name, { env: { QUIRE_COLLAB_UPDATE_RATE_PER_USER: '2000/1m' } });
  const db = () => current().server.database.db;

  const databaseOf = async (world: PageTreeWorld, viewId: string) => {
    const { collab_id } = await db()
      .selectFrom('views')
      .select('collab_id')
      .where('view_id', '=', viewId)
      .executeTakeFirstOrThrow();
    const stored = await findCollab(db(), world.workspaceId, collab_id);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, stored?.docState ?? new Uint8Array());
    return { databaseId: collab_id, model: readDatabase(doc) };
  };
  const childrenOf = async (parentId: string) =>
    (
      await db()
        .selectFrom('collabs')
        .select(['object_id', 'collab_type'])
        .where('parent_id', '=', parentId)
        .orderBy('object_id')
        .execute()
    ).map((row) => row.object_id);

  /** A grid with one more row written by web-update (ordered in), and that row's document. */
  async function gridWithRow(world: PageTreeWorld) {
    const grid = await newGrid(world);
    const rowId = randomUUID();
    await world.ok('Member', 'POST', `/api/workspace/v1/{ws}/collab/${rowId}/web-update`, {
      doc_state: b64(rowCollab(rowId, grid.databaseId, grid.primary, 'Written row')),
      collab_type: CollabType.DatabaseRow,
    });
    await orderRows(world, grid, [rowId]);
    const documentId = rowDocumentId(rowId) ?? '';
    await world.ok('Member', 'POST', `/api/workspace/v1/{ws}/collab/${documentId}/web-update`, {
      doc_state: b64(rowDocumentSaying('Row notes')),
      collab_type: CollabType.Document,
      parent_id: rowId,
    });
    return { ...grid, rowId, documentId };
  }

  it("new grid, board and calendar pages start with AppFlowy's default rows, stored as row collabs of their database", async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const expected: [number, number][] = [
      [ViewLayout.Grid, 3],
      [ViewLayout.Board, 3],
      [ViewLayout.Calendar, 0],
    ];
    for (const [layout, count] of expected) {
      const viewId = await world.createPage('Member', general.view_id, `Layout ${layout}`, layout);
      const { databaseId, model } = await databaseOf(world, viewId);
      const order = model.views.find((view) => view.id === viewId)?.rowOrder.map((row) => row.id) ?? [];
      expect(order).toHaveLength(count);
      expect(await childrenOf(databaseId)).toEqual([...order].sort());
      const page = await world.ok<PageView>('Guest', 'GET', `/api/workspace/{ws}/page-view/${viewId}`);
      expect(Object.keys(page.data.row_data)).toEqual(order);
      for (const rowId of order) {
        const doc = new Y.Doc();
        Y.applyUpdate(doc, Uint8Array.from(page.data.row_data[rowId] ?? []));
        expect(readRow(doc)).toMatchObject({ id: rowId, databaseId });
      }
    }
  });

  it('a duplicate copies the rows and row documents under new ids, naming the copy; the original keeps its own', async () => {
    const world = await pageTreeWorld(current());
    const grid = await gridWithRow(world);
    await world.ok('Member', 'POST', `/api/workspace/{ws}/page-view/${grid.viewId}/duplicate`);
    const copy = await db()
      .selectFrom('views')
      .select('view_id')
      .where('workspace_id', '=', world.workspaceId)
      .where('name', '=', 'Grid (Copy)')
      .executeTakeFirstOrThrow();
    const copied = await databaseOf(world, copy.view_id);
    expect(copied.databaseId).not.toBe(grid.databaseId);
    const order =
      copied.model.views.find((view) => view.id === copy.view_id)?.rowOrder.map((row) => row.id) ?? [];
    const original = await databaseOf(world, grid.viewId);
    const originalOrder =
      original.model.views.find((view) => view.id === grid.viewId)?.rowOrder.map((row) => row.id) ?? [];
    expect(order).toHaveLength(4);
    expect(order.filter((id) => originalOrder.includes(id))).toEqual([]);
    expect(await childrenOf(copied.databaseId)).toEqual([...order].sort());
    expect(await childrenOf(grid.databaseId)).toEqual([...originalOrder].sort());
    // The written row's copy: its cell, the copy's database, and its document copied under the new row.
    const list = await world.ok<CollabListAnswer>('Guest', 'POST', '/api/workspace/v1/{ws}/collab_list', {
      params_list: order.map((object_id) => ({ object_id, collab_type: CollabType.DatabaseRow })),
    });
    const written = order.find((rowId) => {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, Uint8Array.from(list.items[rowId]?.doc_state ?? []));
      return readRow(doc)?.cells[grid.primary]?.data === 'Written row';
    });
    expect(written).toBeDefined();
    const rowDoc = new Y.Doc();
    Y.applyUpdate(rowDoc, Uint8Array.from(list.items[written ?? '']?.doc_state ?? []));
    expect(readRow(rowDoc)?.databaseId).toBe(copied.databaseId);
    const documentCopy = rowDocumentId(written ?? '') ?? '';
    expect(await childrenOf(written ?? '')).toEqual([documentCopy]);
    const state = await world.ok<{ doc_state: number[] }>(
      'Guest',
      'GET',
      `/api/workspace/v1/{ws}/collab/${documentCopy}?collab_type=0`,
    );
    expect(Buffer.from(Uint8Array.from(state.doc_state)).includes(Buffer.from('Row notes'))).toBe(true);
  });

  it('the trash keeps the rows (unreadable meanwhile), a restore brings them back, deleting for good deletes them', async () => {
    const world = await pageTreeWorld(current());
    const grid = await gridWithRow(world);
    const rows = await childrenOf(grid.databaseId);
    expect(rows).toHaveLength(4);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${grid.viewId}/move-to-trash`);
    expect(await childrenOf(grid.databaseId)).toEqual(rows);
    expect((await world.call('Member', 'GET', `/api/workspace/v1/{ws}/collab/${grid.rowId}`)).code).toBe(
      ErrorCode.RecordNotFound,
    );
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${grid.viewId}/restore-from-trash`);
    expect((await world.call('Member', 'GET', `/api/workspace/v1/{ws}/collab/${grid.rowId}`)).code).toBe(0);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${grid.viewId}/move-to-trash`);
    await world.ok('Owner', 'DELETE', `/api/workspace/{ws}/trash/${grid.viewId}`);
    expect(await childrenOf(grid.databaseId)).toEqual([]);
    expect(await childrenOf(grid.rowId)).toEqual([]);
    expect(await findCollab(db(), world.workspaceId, grid.documentId)).toBeUndefined();
    // Another grid's rows are untouched.
    const other = await gridWithRow(world);
    expect(await childrenOf(other.databaseId)).toHaveLength(4);
  });

  it('PUB / a grid made through the API with rows written through web-update publishes with them', async () => {
    const world = await publishWorld(current());
    const grid = await gridWithRow(world);
    await world.publish(grid.viewId);
    const namespace = await world.namespace();
    const publishName = await world.nameOf(grid.viewId);
    const response = await fetch(`${world.apiUrl}/api/workspace/published/${namespace}/${publishName}/blob`);
    const blob = (await response.json()) as {
      database_row_collabs: Record<string, number[]>;
      database_row_document_collabs: Record<string, number[]>;
    };
    const order =
      (await databaseOf(world, grid.viewId)).model.views
        .find((view) => view.id === grid.viewId)
        ?.rowOrder.map((row) => row.id) ?? [];
    expect(Object.keys(blob.database_row_collabs).sort()).toEqual([...order].sort());
    expect(Object.keys(blob.database_row_document_collabs)).toEqual([grid.documentId]);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Uint8Array.from(blob.database_row_collabs[grid.rowId] ?? []));
    expect(readRow(doc)?.cells[grid.primary]).toMatchObject({ data: 'Written row' });

    // Published with "update live": a row created after it is listed reaches the public copy by its creation.
    const later = randomUUID();
    await orderRows(world, grid, [later]);
    await world.ok('Member', 'POST', `/api/workspace/v1/{ws}/collab/${later}/web-update`, {
      doc_state: b64(rowCollab(later, grid.databaseId, grid.primary, 'Later row')),
      collab_type: CollabType.DatabaseRow,
    });
    const again = await fetch(`${world.apiUrl}/api/workspace/published/${namespace}/${publishName}/blob`);
    const after = (await again.json()) as { database_row_collabs: Record<string, number[]> };
    expect(Object.keys(after.database_row_collabs)).toContain(later);
  });
});
