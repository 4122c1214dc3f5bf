// Which rows follow a database (issue 24): the row's recorded parent (collabs.parent_id) decides, not what its
// content names. A row recorded under another database whose content was edited to claim this one is left out of
// the published copy and of a page duplicate; a row stored before parents were recorded (parent null) is kept unless
// its content names another database (AppFlowy's rows without a database_id: publish/database.test.ts).
import { CollabType, decodeDoc, readDatabase } from '@quire/shared/collab';
import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { findCollab, insertCollab } from '../../collab/store.js';
import { newGrid, orderRows } from '../../../test/databaseRows.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { publishWorld, type PublishWorld } from '../../../test/publish.js';
import { rowCollab } from '../../../test/publishedDatabase.js';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe.each(backends)('rows of a published or duplicated database on $name', ({ name }) => {
  const current = useTestServer(name, { env: { QUIRE_COLLAB_UPDATE_RATE_PER_USER: '2000/1m' } });
  const db = () => current().server.database.db;

  const writeRow = (world: PublishWorld, rowId: string, state: Uint8Array) =>
    world.ok('Owner', 'POST', `/api/workspace/v1/{ws}/collab/${rowId}/web-update`, {
      doc_state: b64(state),
      collab_type: CollabType.DatabaseRow,
    });
  const orderOf = async (world: PublishWorld, viewId: string) => {
    const { collab_id } = await db()
      .selectFrom('views')
      .select('collab_id')
      .where('view_id', '=', viewId)
      .executeTakeFirstOrThrow();
    const stored = await findCollab(db(), world.workspaceId, collab_id);
    const model = readDatabase(decodeDoc(stored?.docState ?? new Uint8Array()));
    return model.views.find((view) => view.id === viewId)?.rowOrder.map((row) => row.id) ?? [];
  };

  it('PUB / a row recorded under another database is left out even when its content claims this one; a parent-less row naming this one is kept', async () => {
    const world = await publishWorld(current());
    const grid = await newGrid(world);
    const other = await newGrid(world);
    const defaults = await orderOf(world, grid.viewId);

    const mine = randomUUID();
    await writeRow(world, mine, rowCollab(mine, grid.databaseId, grid.primary, 'mine'));
    // Created under the other grid, then its content edited to name this grid: its parent stays the other grid.
    const turncoat = randomUUID();
    const turncoatDoc = decodeDoc(rowCollab(turncoat, other.databaseId, other.primary, 'TURNCOAT-ROW'));
    await writeRow(world, turncoat, Y.encodeStateAsUpdate(turncoatDoc));
    const vector = Y.encodeStateVector(turncoatDoc);
    (turncoatDoc.getMap('data').get('data') as Y.Map<unknown>).set('database_id', grid.databaseId);
    await writeRow(world, turncoat, Y.encodeStateAsUpdate(turncoatDoc, vector));
    const recorded = await db()
      .selectFrom('collabs')
      .select('parent_id')
      .where('object_id', '=', turncoat)
      .executeTakeFirstOrThrow();
    expect(recorded.parent_id).toBe(other.databaseId);
    // Rows stored before migration 0019 (no parent recorded): one naming this grid, one naming the other.
    const legacy = randomUUID();
    const legacyElsewhere = randomUUID();
    const now = new Date().toISOString();
    for (const [rowId, databaseId, title] of [
      [legacy, grid.databaseId, 'legacy'],
      [legacyElsewhere, other.databaseId, 'LEGACY-ELSEWHERE'],
    ] as const) {
      await insertCollab(db(), {
        workspaceId: world.workspaceId,
        collab: {
          objectId: rowId,
          collabType: CollabType.DatabaseRow,
          docState: rowCollab(rowId, databaseId, grid.primary, title),
        },
        now,
      });
    }
    await orderRows(world, grid, [mine, turncoat, legacy, legacyElsewhere]);

    await world.publish(grid.viewId);
    const namespace = await world.namespace();
    const publishName = await world.nameOf(grid.viewId);
    const response = await fetch(`${world.apiUrl}/api/workspace/published/${namespace}/${publishName}/blob`);
    const text = await response.text();
    const blob = JSON.parse(text) as { database_row_collabs: Record<string, number[]> };
    expect(Object.keys(blob.database_row_collabs).sort()).toEqual([...defaults, mine, legacy].sort());
    expect(text).not.toContain(turncoat);
    expect(Buffer.from(text).includes(Buffer.from('TURNCOAT-ROW'))).toBe(false);

    // A duplicate of the page copies the same rows: the turncoat and the other grid's parent-less row stay out.
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${grid.viewId}/duplicate`);
    const copy = await db()
      .selectFrom('views')
      .select(['view_id', 'collab_id'])
      .where('workspace_id', '=', world.workspaceId)
      .where('name', '=', 'Grid (Copy)')
      .executeTakeFirstOrThrow();
    expect(await orderOf(world, copy.view_id)).toHaveLength(defaults.length + 2);
    const copiedRows = await db()
      .selectFrom('collabs')
      .select('doc_state')
      .where('parent_id', '=', copy.collab_id)
      .execute();
    expect(copiedRows).toHaveLength(defaults.length + 2);
    for (const row of copiedRows) {
      const bytes = Buffer.from(row.doc_state as Uint8Array);
      expect(bytes.includes(Buffer.from('TURNCOAT-ROW'))).toBe(false);
      expect(bytes.includes(Buffer.from('LEGACY-ELSEWHERE'))).toBe(false);
    }
  });
});
