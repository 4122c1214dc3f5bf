// Migration 0018's triggers: every column of a page a published page is drawn from moves the workspace's
// publish generation — read from the database's own catalogue, so that a column added to `views` later and
// left out of the trigger fails here — while a content update's last-edit columns do not.
import { sql, type Kysely } from 'kysely';
import { backends, useTestServer } from '../../test/harness.js';
import { publishWorld } from '../../test/publish.js';
import type { Database } from './schema.js';

const notMoving = new Set(['last_edited_by', 'last_edited_time']);

async function generation(db: Kysely<Database>, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('workspaces')
    .select('publish_generation')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return row.publish_generation;
}

async function viewColumns(db: Kysely<Database>, postgres: boolean): Promise<string[]> {
  const rows = postgres
    ? await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_name = 'views' and table_schema = current_schema()`.execute(db)
    : await sql<{ name: string }>`select name from pragma_table_info('views')`.execute(db);
  return rows.rows.map((row) => row.name);
}

describe.each(backends)('the publish generation on $name', ({ name }) => {
  const current = useTestServer(name);

  it('issue 11 / moves with every column of a page but its last edit, and with publications, copies and namespaces', async () => {
    const world = await publishWorld(current());
    const { db } = current().server.database;
    const page = await world.createPage('Owner', world.general.view_id, 'Counted');
    const columns = await viewColumns(db, name === 'postgres');
    expect(columns).toEqual(expect.arrayContaining(['name', 'trashed_at', 'last_edited_time']));
    for (const column of columns) {
      const before = await generation(db, world.workspaceId);
      await sql`update views set ${sql.ref(column)} = ${sql.ref(column)} where view_id = ${page}`.execute(db);
      const after = await generation(db, world.workspaceId);
      expect({ column, moved: after > before }).toEqual({ column, moved: !notMoving.has(column) });
    }
    const steps: [string, () => Promise<unknown>][] = [
      ['publish', () => world.publish(page, { publish_name: 'counted' })],
      [
        'settings',
        () =>
          world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
            { view_id: page, comments_enabled: false },
          ]),
      ],
      [
        'copy',
        () =>
          db
            .updateTable('published_copies')
            .set({ copied_at: new Date().toISOString() })
            .where('view_id', '=', page)
            .execute(),
      ],
      [
        'namespace',
        () =>
          world.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-namespace', {
            old_namespace: world.workspaceId,
            new_namespace: `gen-${world.workspaceId.slice(0, 8)}`,
          }),
      ],
      ['unpublish', () => world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/unpublish`)],
    ];
    for (const [step, run] of steps) {
      const before = await generation(db, world.workspaceId);
      await run();
      expect({ step, moved: (await generation(db, world.workspaceId)) > before }).toEqual({
        step,
        moved: true,
      });
    }
  });
});
