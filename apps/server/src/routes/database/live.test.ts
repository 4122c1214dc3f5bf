// The database REST API's writes reach live clients at once (issue 24): they go through the same registry as a
// web-update, so a socket subscribed to the database sees a new row listed, and one subscribed to a row sees an
// upsert's cells, without reloading.
import { readDatabase, readRow } from '@quire/shared/collab';
import { backends, useTestServer } from '../../../test/harness.js';
import { newGrid } from '../../../test/databaseRows.js';
import { pageTreeWorld } from '../../../test/pageTree.js';
import { TestSocket } from '../../../test/wsClient.js';

describe.each(backends)('database REST API, live on $name', ({ name }) => {
  const current = useTestServer(name, { env: { QUIRE_COLLAB_UPDATE_RATE_PER_USER: '5000/1m' } });

  it("a row added over REST appears in a subscriber's database; an upsert's cells in a subscriber's row", async () => {
    const world = await pageTreeWorld(current());
    const grid = await newGrid(world);
    const path = `/api/workspace/{ws}/database/${grid.databaseId}`;
    const rowId = await world.ok<string>('Owner', 'PUT', `${path}/row`, {
      pre_hash: 'live',
      cells: { Name: 'Before' },
    });
    const watcher = await TestSocket.signedIn(current().apiUrl, world.ctx.users.Guest.authorization);
    try {
      const database = await watcher.syncCollab({
        workspaceId: world.workspaceId,
        objectId: grid.databaseId,
      });
      const row = await watcher.syncCollab({ workspaceId: world.workspaceId, objectId: rowId });
      expect(readRow(row)?.cells[grid.primary]).toMatchObject({ data: 'Before' });

      const added = await world.ok<string>('Member', 'POST', `${path}/row`, { cells: { Name: 'Live' } });
      const listed = () =>
        readDatabase(database).views[0]?.rowOrder.some((entry) => entry.id === added) === true;
      await watcher.next(listed);
      expect(listed()).toBe(true);

      await world.ok('Member', 'PUT', `${path}/row`, { pre_hash: 'live', cells: { Name: 'After' } });
      const renamed = () => readRow(row)?.cells[grid.primary]?.data === 'After';
      await watcher.next(renamed);
      expect(renamed()).toBe(true);
    } finally {
      watcher.close();
    }
  });
});
