// Relations on a duplicated database page (issue 24): a relation field of the database to its own rows is made
// to point at the copy, and its cells at the copied rows (new ids, as the copy's row orders name them); a relation
// to another database keeps pointing where it did. The same holds for a duplicate of the published page.
import { CollabType, FieldType, decodeDoc, readDatabase, readRow } from '@quire/shared/collab';
import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { findCollab } from '../../collab/store.js';
import { newGrid, orderRows } from '../../../test/databaseRows.js';
import { destinationOf } from '../../../test/duplicate.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { callApi } from '../../../test/matrix/context.js';
import { publishWorld, type PublishWorld } from '../../../test/publish.js';
import { relationFieldUpdate, rowCollab } from '../../../test/publishedDatabase.js';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const selfField = 'selfrl';
const otherField = 'othrrl';

/** A row of `databaseId` titled `title` whose relation cells hold the given row ids. */
function rowRelating(
  rowId: string,
  grid: { databaseId: string; primary: string },
  title: string,
  relations: Record<string, string[]>,
): Uint8Array {
  const doc = decodeDoc(rowCollab(rowId, grid.databaseId, grid.primary, title));
  const cells = (doc.getMap('data').get('data') as Y.Map<unknown>).get('cells') as Y.Map<Y.Map<unknown>>;
  for (const [fieldId, ids] of Object.entries(relations)) {
    const cell = new Y.Map<unknown>();
    cells.set(fieldId, cell);
    cell.set('field_type', FieldType.Relation);
    cell.set('data', Y.Array.from(ids));
  }
  return Y.encodeStateAsUpdate(doc);
}

describe.each(backends)('relations of a duplicated database on $name', ({ name }) => {
  const current = useTestServer(name, { env: { QUIRE_COLLAB_UPDATE_RATE_PER_USER: '2000/1m' } });
  const db = () => current().server.database.db;

  const databaseOf = async (workspaceId: string, viewId: string) => {
    const { collab_id } = await db()
      .selectFrom('views')
      .select('collab_id')
      .where('view_id', '=', viewId)
      .executeTakeFirstOrThrow();
    const stored = await findCollab(db(), workspaceId, collab_id);
    const model = readDatabase(decodeDoc(stored?.docState ?? new Uint8Array()));
    const order = model.views.find((view) => view.id === viewId)?.rowOrder.map((row) => row.id) ?? [];
    return { databaseId: collab_id, model, order };
  };
  const rowState = async (workspaceId: string, rowId: string) =>
    readRow(decodeDoc((await findCollab(db(), workspaceId, rowId))?.docState ?? new Uint8Array()));

  /** A grid with a relation to itself and one to another grid, and a row relating to both. */
  async function relatedGrid(world: PublishWorld) {
    const grid = await newGrid(world);
    const other = await newGrid(world);
    const stored = await findCollab(db(), world.workspaceId, grid.databaseId);
    let state = stored?.docState ?? new Uint8Array();
    for (const [fieldId, target] of [
      [selfField, grid.databaseId],
      [otherField, other.databaseId],
    ] as const) {
      const update = relationFieldUpdate(state, fieldId, target);
      await world.ok('Owner', 'POST', `/api/workspace/v1/{ws}/collab/${grid.databaseId}/web-update`, {
        doc_state: b64(update),
        collab_type: CollabType.Database,
      });
      const doc = decodeDoc(state);
      Y.applyUpdate(doc, update);
      state = Y.encodeStateAsUpdate(doc);
    }
    const defaults = (await databaseOf(world.workspaceId, grid.viewId)).order;
    const otherRows = (await databaseOf(world.workspaceId, other.viewId)).order;
    const rowId = randomUUID();
    const relations = {
      [selfField]: [defaults[2] ?? '', defaults[0] ?? ''],
      [otherField]: [otherRows[0] ?? ''],
    };
    await world.ok('Owner', 'POST', `/api/workspace/v1/{ws}/collab/${rowId}/web-update`, {
      doc_state: b64(rowRelating(rowId, grid, 'Relating row', relations)),
      collab_type: CollabType.DatabaseRow,
    });
    await orderRows(world, grid, [rowId]);
    return { grid, other, rowId, relations };
  }

  /** The copy's relation fields and the relating row's copy (found by its title) checked against the source. */
  async function expectRepointed(
    workspaceId: string,
    copyViewId: string,
    source: Awaited<ReturnType<typeof relatedGrid>>,
    sourceOrder: string[],
  ) {
    const copy = await databaseOf(workspaceId, copyViewId);
    expect(copy.databaseId).not.toBe(source.grid.databaseId);
    expect(copy.model.fields[selfField]?.typeOption.database_id).toBe(copy.databaseId);
    expect(copy.model.fields[otherField]?.typeOption.database_id).toBe(source.other.databaseId);
    // The copy's order is the source's, position for position, under new ids.
    expect(copy.order).toHaveLength(sourceOrder.length);
    const newIdOf = new Map(sourceOrder.map((id, index) => [id, copy.order[index] ?? '']));
    const relating = newIdOf.get(source.rowId) ?? '';
    const row = await rowState(workspaceId, relating);
    expect(row?.cells[source.grid.primary]).toMatchObject({ data: 'Relating row' });
    expect(row?.cells[selfField]?.data).toEqual(source.relations[selfField].map((id) => newIdOf.get(id)));
    expect(row?.cells[otherField]?.data).toEqual(source.relations[otherField]);
  }

  it('a page duplicate re-points relations to its own rows at the copied rows; the source keeps its own', async () => {
    const world = await publishWorld(current());
    const source = await relatedGrid(world);
    const sourceOrder = (await databaseOf(world.workspaceId, source.grid.viewId)).order;
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${source.grid.viewId}/duplicate`);
    const { view_id } = await db()
      .selectFrom('views')
      .select('view_id')
      .where('workspace_id', '=', world.workspaceId)
      .where('name', '=', 'Grid (Copy)')
      .executeTakeFirstOrThrow();
    await expectRepointed(world.workspaceId, view_id, source, sourceOrder);
    // The source is untouched.
    const original = await databaseOf(world.workspaceId, source.grid.viewId);
    expect(original.model.fields[selfField]?.typeOption.database_id).toBe(source.grid.databaseId);
    expect((await rowState(world.workspaceId, source.rowId))?.cells[selfField]?.data).toEqual(
      source.relations[selfField],
    );
  });

  it('API-PUB-14 / a duplicate of the published page re-points them the same way', async () => {
    const world = await publishWorld(current());
    const source = await relatedGrid(world);
    const sourceOrder = (await databaseOf(world.workspaceId, source.grid.viewId)).order;
    await world.publish(source.grid.viewId);
    const dest = await destinationOf(world.apiUrl, world.ctx.users.NonMember.authorization);
    const answer = await dest.duplicate({
      published_view_id: source.grid.viewId,
      dest_view_id: dest.general,
    });
    expect(answer.code).toBe(0);
    await expectRepointed(dest.workspaceId, answer.data?.view_id ?? '', source, sourceOrder);
    const read = await callApi(
      world.apiUrl,
      'GET',
      `/api/workspace/v1/${dest.workspaceId}/collab/${sourceOrder[0] ?? ''}?collab_type=4`,
      { authorization: dest.authorization },
    );
    expect(read.code).not.toBe(0);
  });
});
