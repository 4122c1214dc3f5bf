// Database rows over /ws/v1 (issue 24): a row is live like a document — subscribed per row id, each update committed
// then fanned out — and a subscription naming its parent (the frame's creation part) creates a row or row document
// made on the client, under the same rules as a first web-update. Refusals store nothing.
import { CollabType, encodeFrame, readRow, rowDocumentId } from '@quire/shared/collab';
import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { findCollab } from '../../collab/store.js';
import { createByFirstWrite } from '../../commands/collab/createByFirstWrite.js';
import { viewActor } from '../../policies/view.js';
import { loadViewTree } from '../../queries/viewTree.js';
import { newGrid } from '../../../test/databaseRows.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld, type PageTreeWorld } from '../../../test/pageTree.js';
import { rowCollab } from '../../../test/publishedDatabase.js';
import { Frame, Sync, TestSocket, syncMessage, type Address } from '../../../test/wsClient.js';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

const isUpdate = (objectId: string) => (m: { kind: string; objectId?: string; syncType?: number }) =>
  m.kind === 'binary' && m.objectId === objectId && m.syncType === Sync.Update;

/** The row's primary cell, as the row collab holds it. */
const cellOf = (doc: Y.Doc, fieldId: string) => readRow(doc)?.cells[fieldId];

describe.each(backends)('database rows over /ws/v1 on $name', ({ name }) => {
  const current = useTestServer(name, {
    env: { QUIRE_COLLAB_UPDATE_RATE_PER_USER: '2000/1m', QUIRE_WS_UPDATES_PER_SECOND: '50' },
  });
  const sockets: TestSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  const db = () => current().server.database.db;

  async function connect(world: PageTreeWorld, role: 'Owner' | 'Member' | 'Guest') {
    const socket = await TestSocket.signedIn(current().apiUrl, world.ctx.users[role].authorization);
    sockets.push(socket);
    return socket;
  }

  /** `syncCollab`, with a subscribe frame that may create the collab under `parentId`. */
  async function subscribeCreating(
    socket: TestSocket,
    address: Address,
    create: { collabType: number; parentId: string },
  ): Promise<Y.Doc> {
    const doc = new Y.Doc();
    socket.docs.set(address.objectId, doc);
    const from = socket.received.length;
    socket.sendBinary(encodeFrame({ ...address, type: 'subscribe', create }));
    const step1 = await socket.next(
      (m) =>
        (m.kind === 'binary' && m.objectId === address.objectId && m.syncType === Sync.Step1) ||
        (m.kind === 'text' && m.message.type === 'error'),
      from,
    );
    if (step1.kind !== 'binary' || step1.payload === undefined) throw new Error(JSON.stringify(step1));
    socket.sendBinary(syncMessage(address, Sync.Step2, Y.encodeStateAsUpdate(doc, step1.payload)));
    socket.sendBinary(syncMessage(address, Sync.Step1, Y.encodeStateVector(doc)));
    await socket.next(
      (m) => m.kind === 'binary' && m.objectId === address.objectId && m.syncType === Sync.Step2,
      from,
    );
    // The empty step 2's ack, so that the next write's ack is told apart from it.
    await socket.next(
      (m) => m.kind === 'binary' && m.objectId === address.objectId && m.type === Frame.Ack,
      from,
    );
    return doc;
  }

  it('a row created by a subscription and its first update over the socket; a second socket sees its edits live', async () => {
    const world = await pageTreeWorld(current());
    const grid = await newGrid(world);
    const rowId = randomUUID();
    const address = { workspaceId: world.workspaceId, objectId: rowId };
    const alice = await connect(world, 'Member');
    await subscribeCreating(alice, address, {
      collabType: CollabType.DatabaseRow,
      parentId: grid.databaseId,
    });
    const ack = await alice.edit(address, (doc) => {
      Y.applyUpdate(doc, rowCollab(rowId, grid.databaseId, grid.primary, 'Live row'));
    });
    expect(ack).toMatchObject({ kind: 'binary', type: Frame.Ack, version: 1 });
    const stored = await findCollab(db(), world.workspaceId, rowId);
    expect(stored?.collabType).toBe(CollabType.DatabaseRow);
    const storedDoc = new Y.Doc();
    Y.applyUpdate(storedDoc, stored?.docState ?? new Uint8Array());
    expect(cellOf(storedDoc, grid.primary)).toMatchObject({ data: 'Live row' });

    // A second person (a guest reads) follows the row; the first edits a cell: it arrives, committed.
    const bob = await connect(world, 'Guest');
    const bobDoc = await bob.syncCollab(address);
    expect(cellOf(bobDoc, grid.primary)).toMatchObject({ data: 'Live row' });
    const from = bob.received.length;
    const second = await alice.edit(address, (doc) => {
      const cells = (doc.getMap('data').get('data') as Y.Map<unknown>).get('cells') as Y.Map<Y.Map<unknown>>;
      cells.get(grid.primary)?.set('data', 'Edited live');
    });
    expect(second).toMatchObject({ type: Frame.Ack, version: 2 });
    await bob.next(isUpdate(rowId), from);
    expect(cellOf(bobDoc, grid.primary)).toMatchObject({ data: 'Edited live' });
    // The guest may read the row but not write it.
    const refused = await bob.edit(address, (doc) => {
      const cells = (doc.getMap('data').get('data') as Y.Map<unknown>).get('cells') as Y.Map<Y.Map<unknown>>;
      cells.get(grid.primary)?.set('data', 'guest');
    });
    expect(refused).toMatchObject({ kind: 'text', message: { type: 'error', name: 'NotEnoughPermissions' } });
    expect((await findCollab(db(), world.workspaceId, rowId))?.version).toBe(2);
  });

  it('a row created by web-update is live at once for a socket that follows it', async () => {
    const world = await pageTreeWorld(current());
    const grid = await newGrid(world);
    const rowId = randomUUID();
    const made = await world.ok<{ version: number }>(
      'Owner',
      'POST',
      `/api/workspace/v1/{ws}/collab/${rowId}/web-update`,
      {
        doc_state: b64(rowCollab(rowId, grid.databaseId, grid.primary, 'By HTTP')),
        collab_type: CollabType.DatabaseRow,
      },
    );
    expect(made.version).toBe(1);
    const socket = await connect(world, 'Member');
    const doc = await socket.syncCollab({ workspaceId: world.workspaceId, objectId: rowId });
    expect(cellOf(doc, grid.primary)).toMatchObject({ data: 'By HTTP' });
  });

  it("a guest's creating subscription, another workspace's database, a row document under the wrong id: refused, nothing stored", async () => {
    const world = await pageTreeWorld(current());
    const grid = await newGrid(world);
    const other = await pageTreeWorld(current());
    const otherGrid = await newGrid(other);
    const guest = await connect(world, 'Guest');
    const owner = await connect(world, 'Owner');
    const tries: [TestSocket, string, { collabType: number; parentId: string }, string][] = [
      [
        guest,
        randomUUID(),
        { collabType: CollabType.DatabaseRow, parentId: grid.databaseId },
        'NotEnoughPermissions',
      ],
      [
        owner,
        randomUUID(),
        { collabType: CollabType.DatabaseRow, parentId: otherGrid.databaseId },
        'RecordNotFound',
      ],
      [owner, randomUUID(), { collabType: CollabType.Database, parentId: grid.databaseId }, 'RecordNotFound'],
      [owner, randomUUID(), { collabType: CollabType.Document, parentId: grid.databaseId }, 'InvalidRequest'],
    ];
    for (const [socket, objectId, create, error] of tries) {
      const from = socket.received.length;
      socket.sendBinary(encodeFrame({ workspaceId: world.workspaceId, objectId, type: 'subscribe', create }));
      await expect(socket.nextError(from)).resolves.toMatchObject({ message: { name: error } });
      expect(await findCollab(db(), world.workspaceId, objectId)).toBeUndefined();
    }
    // A row document under its row, created by the socket.
    const rowId = randomUUID();
    await world.ok('Owner', 'POST', `/api/workspace/v1/{ws}/collab/${rowId}/web-update`, {
      doc_state: b64(rowCollab(rowId, grid.databaseId, grid.primary, 'Row')),
      collab_type: CollabType.DatabaseRow,
    });
    const documentId = rowDocumentId(rowId) ?? '';
    await subscribeCreating(
      owner,
      { workspaceId: world.workspaceId, objectId: documentId },
      {
        collabType: CollabType.Document,
        parentId: rowId,
      },
    );
    const parent = await db()
      .selectFrom('collabs')
      .select(['parent_id', 'collab_type'])
      .where('object_id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(parent).toEqual({ parent_id: rowId, collab_type: CollabType.Document });
  });

  it('rows per database are capped: past the cap a new row is refused and not stored', async () => {
    const world = await pageTreeWorld(current());
    const grid = await newGrid(world);
    const actor = await viewActor(db(), world.workspaceId, world.ctx.users.Owner.user.uuid);
    const create = async (rowId: string) =>
      createByFirstWrite(db(), {
        workspaceId: world.workspaceId,
        objectId: rowId,
        request: { collabType: CollabType.DatabaseRow, parentId: undefined },
        update: rowCollab(rowId, grid.databaseId, grid.primary, 'r'),
        actor,
        tree: await loadViewTree(db(), world.workspaceId),
        maxCollabBytes: 1024 * 1024,
        now: new Date(),
        // The grid's three default rows, and room for two more.
        maxRows: 5,
      });
    await expect(create(randomUUID())).resolves.toMatchObject({ created: true });
    await expect(create(randomUUID())).resolves.toMatchObject({ created: true });
    const third = randomUUID();
    await expect(create(third)).rejects.toMatchObject({ errorName: 'InvalidRequest' });
    expect(await findCollab(db(), world.workspaceId, third)).toBeUndefined();
    // The database holds exactly the cap: its three rows and the two made here.
    const count = await db()
      .selectFrom('collabs')
      .select('object_id')
      .where('parent_id', '=', grid.databaseId)
      .execute();
    expect(count).toHaveLength(5);
  });
});
