// Database rows as collabs (issue 24): a row (collab_type 4) and a row's document (collab_type 0, its id the row's
// rowDocumentId) are created by their first web-update, authorised through the database's page, and then read and
// written like documents. Every refusal stores nothing.
import { CollabType, readRow, rowDocumentId } from '@quire/shared/collab';
import { ErrorCode } from '@quire/shared/errors';
import type { CollabListAnswer, CollabState, PageView } from '@quire/shared/contract';
import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { backends, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld, type PageTreeWorld } from '../../../test/pageTree.js';
import { newGrid, orderRows } from '../../../test/databaseRows.js';
import { rowCollab, rowDocumentSaying } from '../../../test/publishedDatabase.js';

const collabPath = (objectId: string) => `/api/workspace/v1/{ws}/collab/${objectId}`;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe.each(backends)('database rows as collabs on $name', ({ name }) => {
  const current = useTestServer(name, {
    env: { QUIRE_COLLAB_UPDATE_RATE_PER_USER: '2000/1m', QUIRE_MAX_COLLAB_UPDATE_BYTES: String(64 * 1024) },
  });
  const db = () => current().server.database.db;

  const writeRow = (
    world: PageTreeWorld,
    role: 'Owner' | 'Member' | 'Guest' | 'NonMember',
    rowId: string,
    docState: Uint8Array,
    extra: Record<string, unknown> = {},
  ) =>
    world.call<{ version: number }>(role, 'POST', `${collabPath(rowId)}/web-update`, {
      doc_state: b64(docState),
      collab_type: CollabType.DatabaseRow,
      ...extra,
    });

  const storedIds = async (ids: string[]) =>
    (await db().selectFrom('collabs').select('object_id').where('object_id', 'in', ids).execute()).map(
      (row) => row.object_id,
    );

  it('a row is created by its first web-update, read back, written again, and its parent recorded', async () => {
    const world = await pageTreeWorld(current());
    const grid = await newGrid(world);
    const rowId = randomUUID();
    const created = await writeRow(
      world,
      'Member',
      rowId,
      rowCollab(rowId, grid.databaseId, grid.primary, 'First'),
    );
    expect(created).toMatchObject({ code: 0, data: { version: 1 } });
    const parent = await db()
      .selectFrom('collabs')
      .select(['parent_id', 'collab_type'])
      .where('object_id', '=', rowId)
      .executeTakeFirstOrThrow();
    expect(parent).toEqual({ parent_id: grid.databaseId, collab_type: CollabType.DatabaseRow });

    const state = await world.ok<CollabState>('Guest', 'GET', `${collabPath(rowId)}?collab_type=4`);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Uint8Array.from(state.doc_state));
    expect(readRow(doc)?.cells[grid.primary]).toMatchObject({ data: 'First' });
    const before = Y.encodeStateVector(doc);
    ((doc.getMap('data').get('data') as Y.Map<unknown>).get('cells') as Y.Map<Y.Map<unknown>>)
      .get(grid.primary)
      ?.set('data', 'Second');
    const again = await writeRow(world, 'Owner', rowId, Y.encodeStateAsUpdate(doc, before));
    expect(again).toMatchObject({ code: 0, data: { version: 2 } });
    const read = await world.ok<CollabState>('Member', 'GET', collabPath(rowId));
    const reread = new Y.Doc();
    Y.applyUpdate(reread, Uint8Array.from(read.doc_state));
    expect(readRow(reread)?.cells[grid.primary]).toMatchObject({ data: 'Second' });
  });

  it("a guest, an outsider, a row naming another workspace's database, a document or no database: refused, nothing stored", async () => {
    const world = await pageTreeWorld(current());
    const grid = await newGrid(world);
    const other = await pageTreeWorld(current());
    const otherGrid = await newGrid(other);
    const general = await world.space('General');
    const documentPage = await world.createPage('Owner', general.view_id, 'Doc');

    const guestRow = randomUUID();
    const guest = await writeRow(
      world,
      'Guest',
      guestRow,
      rowCollab(guestRow, grid.databaseId, grid.primary, 'x'),
    );
    expect(guest.code).toBe(ErrorCode.NotEnoughPermissions);
    const outsiderRow = randomUUID();
    const outsider = await writeRow(
      world,
      'NonMember',
      outsiderRow,
      rowCollab(outsiderRow, grid.databaseId, grid.primary, 'x'),
    );
    expect(outsider.code).toBe(ErrorCode.NotEnoughPermissions);

    const foreignRow = randomUUID();
    const foreign = await writeRow(
      world,
      'Owner',
      foreignRow,
      rowCollab(foreignRow, otherGrid.databaseId, otherGrid.primary, 'x'),
    );
    expect(foreign.code).toBe(ErrorCode.RecordNotFound);

    const onDocument = randomUUID();
    const notDatabase = await writeRow(
      world,
      'Owner',
      onDocument,
      rowCollab(onDocument, documentPage, 'f', 'x'),
    );
    expect(notDatabase.code).toBe(ErrorCode.RecordNotFound);

    // The row's own id must be the object id, and it must name its database.
    const mismatched = randomUUID();
    const wrongId = await writeRow(
      world,
      'Owner',
      mismatched,
      rowCollab(randomUUID(), grid.databaseId, 'f', 'x'),
    );
    expect(wrongId.code).toBe(ErrorCode.InvalidRequest);
    const noDatabase = randomUUID();
    const bare = new Y.Doc();
    const data = new Y.Map<unknown>();
    bare.getMap('data').set('data', data);
    data.set('id', noDatabase);
    const withoutDatabase = await writeRow(world, 'Owner', noDatabase, Y.encodeStateAsUpdate(bare));
    expect(withoutDatabase.code).toBe(ErrorCode.InvalidRequest);
    // A parent_id that is not the row's database.
    const otherParent = randomUUID();
    const wrongParent = await writeRow(
      world,
      'Owner',
      otherParent,
      rowCollab(otherParent, grid.databaseId, 'f', 'x'),
      { parent_id: randomUUID() },
    );
    expect(wrongParent.code).toBe(ErrorCode.InvalidRequest);
    // Garbage and an empty update.
    const garbage = randomUUID();
    expect((await writeRow(world, 'Owner', garbage, Uint8Array.from([1, 2, 3]))).code).toBe(
      ErrorCode.DecodeUpdateError,
    );
    expect((await writeRow(world, 'Owner', garbage, Uint8Array.from([0, 0]))).code).toBe(
      ErrorCode.InvalidRequest,
    );
    // Any other collab type is not created by a write.
    const asDatabase = randomUUID();
    const databaseType = await world.call('Owner', 'POST', `${collabPath(asDatabase)}/web-update`, {
      doc_state: b64(rowCollab(asDatabase, grid.databaseId, 'f', 'x')),
      collab_type: CollabType.Database,
    });
    expect(databaseType.code).toBe(ErrorCode.RecordNotFound);

    expect(
      await storedIds([
        guestRow,
        outsiderRow,
        foreignRow,
        onDocument,
        mismatched,
        noDatabase,
        otherParent,
        garbage,
        asDatabase,
      ]),
    ).toEqual([]);
    // Reads go through the page as well: another workspace does not hold the row, an outsider is refused.
    const rowId = randomUUID();
    await writeRow(world, 'Owner', rowId, rowCollab(rowId, grid.databaseId, grid.primary, 'ok'));
    expect((await other.call('Owner', 'GET', collabPath(rowId))).code).toBe(ErrorCode.RecordNotFound);
    expect((await world.call('NonMember', 'GET', collabPath(rowId))).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
  });

  it("a row document is created under a row the writer may edit, with the row's document id; refused otherwise", async () => {
    const world = await pageTreeWorld(current());
    const grid = await newGrid(world);
    const rowId = randomUUID();
    await writeRow(world, 'Owner', rowId, rowCollab(rowId, grid.databaseId, grid.primary, 'Row'));
    const documentId = rowDocumentId(rowId) ?? '';
    const writeDocument = (
      role: 'Owner' | 'Member' | 'Guest',
      objectId: string,
      parent: string | undefined,
    ) =>
      world.call<{ version: number }>(role, 'POST', `${collabPath(objectId)}/web-update`, {
        doc_state: b64(rowDocumentSaying('Notes')),
        collab_type: CollabType.Document,
        ...(parent === undefined ? {} : { parent_id: parent }),
      });

    expect((await writeDocument('Guest', documentId, rowId)).code).toBe(ErrorCode.NotEnoughPermissions);
    expect((await writeDocument('Owner', documentId, undefined)).code).toBe(ErrorCode.RecordNotFound);
    // Not the row's document id, a parent that is no row (the database itself), a row that does not exist.
    const stray = randomUUID();
    expect((await writeDocument('Owner', stray, rowId)).code).toBe(ErrorCode.InvalidRequest);
    const databaseDocument = rowDocumentId(grid.databaseId) ?? '';
    expect((await writeDocument('Owner', databaseDocument, grid.databaseId)).code).toBe(
      ErrorCode.RecordNotFound,
    );
    const ghost = randomUUID();
    expect((await writeDocument('Owner', rowDocumentId(ghost) ?? '', ghost)).code).toBe(
      ErrorCode.RecordNotFound,
    );
    expect(await storedIds([documentId, stray, databaseDocument, rowDocumentId(ghost) ?? ''])).toEqual([]);

    expect(await writeDocument('Member', documentId, rowId)).toMatchObject({ code: 0, data: { version: 1 } });
    const state = await world.ok<CollabState>('Guest', 'GET', `${collabPath(documentId)}?collab_type=0`);
    expect(state.version).toBe(1);
    const parent = await db()
      .selectFrom('collabs')
      .select('parent_id')
      .where('object_id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(parent.parent_id).toBe(rowId);
    // Written again by a second creator (it exists now): applied as an update.
    expect(await writeDocument('Owner', documentId, rowId)).toMatchObject({ code: 0, data: { version: 2 } });
  });

  it('a row of a page in the trash, or of a private space of another member, is refused like the page', async () => {
    const world = await pageTreeWorld(current());
    const grid = await newGrid(world);
    const rowId = randomUUID();
    await writeRow(world, 'Owner', rowId, rowCollab(rowId, grid.databaseId, grid.primary, 'Row'));
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${grid.viewId}/move-to-trash`);
    expect((await world.call('Member', 'GET', collabPath(rowId))).code).toBe(ErrorCode.RecordNotFound);
    const later = randomUUID();
    expect(
      (await writeRow(world, 'Owner', later, rowCollab(later, grid.databaseId, grid.primary, 'x'))).code,
    ).toBe(ErrorCode.RecordNotFound);
    expect(await storedIds([later])).toEqual([]);
  });

  it('collab_list: a page of rows at once, each authorised; unreadable, missing and mistyped ids left out; at most 200', async () => {
    const world = await pageTreeWorld(current());
    const grid = await newGrid(world);
    const rows = [randomUUID(), randomUUID(), randomUUID()];
    for (const [index, rowId] of rows.entries()) {
      await writeRow(world, 'Owner', rowId, rowCollab(rowId, grid.databaseId, grid.primary, `Row ${index}`));
    }
    // A private space's grid with a row: its owner reads it, nobody else does.
    const privateSpace = await world.ok<{ view_id: string }>('Owner', 'POST', '/api/workspace/{ws}/space', {
      name: 'Mine',
      space_permission: 1,
      space_icon: '',
      space_icon_color: '',
    });
    const hiddenGrid = await world.createPage('Owner', privateSpace.view_id, 'Hidden', 1);
    const hiddenDatabase = (
      await db()
        .selectFrom('views')
        .select('collab_id')
        .where('view_id', '=', hiddenGrid)
        .executeTakeFirstOrThrow()
    ).collab_id;
    const hiddenRow = randomUUID();
    expect(
      (await writeRow(world, 'Owner', hiddenRow, rowCollab(hiddenRow, hiddenDatabase, 'f', 'secret'))).code,
    ).toBe(0);
    const other = await pageTreeWorld(current());
    const otherGrid = await newGrid(other);
    const foreignRow = randomUUID();
    await writeRow(other, 'Owner', foreignRow, rowCollab(foreignRow, otherGrid.databaseId, 'f', 'foreign'));

    const ask = [...rows, hiddenRow, foreignRow, randomUUID()].map((object_id: string) => ({
      object_id,
      collab_type: 4,
    }));
    ask.push({ object_id: grid.databaseId, collab_type: 4 });
    const list = await world.ok<CollabListAnswer>('Member', 'POST', '/api/workspace/v1/{ws}/collab_list', {
      params_list: ask,
    });
    expect(Object.keys(list.items).sort()).toEqual([...rows].sort());
    expect(list.deferred).toEqual([]);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Uint8Array.from(list.items[rows[1] ?? '']?.doc_state ?? []));
    expect(readRow(doc)?.cells[grid.primary]).toMatchObject({ data: 'Row 1' });
    expect(list.items[rows[0] ?? '']?.version).toBe(1);
    // The owner of the private space reads its row; AppFlowy's address and bare-array body answer the same.
    const mine = await world.ok<CollabListAnswer>('Owner', 'POST', '/api/workspace/{ws}/collab_list', [
      { object_id: hiddenRow, collab_type: 4 },
    ]);
    expect(Object.keys(mine.items)).toEqual([hiddenRow]);
    // A guest reads rows too; an outsider is refused; more than 200 ids or malformed ones are a bad request.
    expect(
      Object.keys(
        (
          await world.ok<CollabListAnswer>('Guest', 'POST', '/api/workspace/v1/{ws}/collab_list', {
            params_list: ask,
          })
        ).items,
      ),
    ).toHaveLength(3);
    expect(
      (await world.call('NonMember', 'POST', '/api/workspace/v1/{ws}/collab_list', { params_list: ask }))
        .code,
    ).toBe(ErrorCode.NotEnoughPermissions);
    const tooMany = Array.from({ length: 201 }, () => ({ object_id: randomUUID(), collab_type: 4 }));
    expect(
      (await world.call('Owner', 'POST', '/api/workspace/v1/{ws}/collab_list', { params_list: tooMany }))
        .code,
    ).toBe(ErrorCode.InvalidRequest);
    expect(
      (
        await world.call('Owner', 'POST', '/api/workspace/v1/{ws}/collab_list', {
          params_list: [{ object_id: 'x', collab_type: 4 }],
        })
      ).code,
    ).toBe(ErrorCode.InvalidRequest);
  });

  it("a database page's answer carries its first rows (row_data), in the view's order, only rows of its database", async () => {
    const world = await pageTreeWorld(current());
    const grid = await newGrid(world);
    const other = await newGrid(world);
    const before = await world.ok<PageView>('Member', 'GET', `/api/workspace/{ws}/page-view/${grid.viewId}`);
    const defaults = Object.keys(before.data.row_data);
    const mine = [randomUUID(), randomUUID()];
    for (const rowId of mine) {
      await writeRow(world, 'Owner', rowId, rowCollab(rowId, grid.databaseId, grid.primary, rowId));
    }
    // A row of the other grid, listed in this grid's order: not this page's to hand out.
    const stranger = randomUUID();
    await writeRow(world, 'Owner', stranger, rowCollab(stranger, other.databaseId, other.primary, 'other'));
    // A row recorded under the other grid whose content was then made to name this one: still not this page's.
    const turncoat = randomUUID();
    const turncoatDoc = new Y.Doc();
    Y.applyUpdate(turncoatDoc, rowCollab(turncoat, other.databaseId, other.primary, 'turncoat'));
    await writeRow(world, 'Owner', turncoat, Y.encodeStateAsUpdate(turncoatDoc));
    const vector = Y.encodeStateVector(turncoatDoc);
    (turncoatDoc.getMap('data').get('data') as Y.Map<unknown>).set('database_id', grid.databaseId);
    expect((await writeRow(world, 'Owner', turncoat, Y.encodeStateAsUpdate(turncoatDoc, vector))).code).toBe(
      0,
    );
    await orderRows(world, grid, [...mine, stranger, turncoat, randomUUID()]);
    const page = await world.ok<PageView>('Guest', 'GET', `/api/workspace/{ws}/page-view/${grid.viewId}`);
    expect(Object.keys(page.data.row_data)).toEqual([...defaults, ...mine]);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Uint8Array.from(page.data.row_data[mine[0] ?? ''] ?? []));
    expect(readRow(doc)?.cells[grid.primary]).toMatchObject({ data: mine[0] });
    // A document page carries none.
    const general = await world.space('General');
    const documentPage = await world.createPage('Owner', general.view_id, 'Doc');
    const document = await world.ok<PageView>(
      'Owner',
      'GET',
      `/api/workspace/{ws}/page-view/${documentPage}`,
    );
    expect(document.data.row_data).toEqual({});
  });

  it('a first write past the update size limit is refused (1016) and creates nothing', async () => {
    const world = await pageTreeWorld(current());
    const grid = await newGrid(world);
    const rowId = randomUUID();
    const big = rowCollab(rowId, grid.databaseId, grid.primary, 'x'.repeat(70 * 1024));
    expect((await writeRow(world, 'Owner', rowId, big)).code).toBe(ErrorCode.PayloadTooLarge);
    expect(await storedIds([rowId])).toEqual([]);
  });
});
