import { PostgresAdapter, sql, type Kysely } from 'kysely';

// A workspace's publish generation: a counter that moves whenever anything changes that a published page
// is resolved or drawn from — its namespaces, publications and their settings, published copies, and the
// page tree (names, icons, covers, places, the trash, spaces' visibility). Triggers move it, in the very
// transaction of the change, whichever command made it, so a server-rendered page cached under a generation
// is never served once the state it was drawn from has changed, on any instance sharing the database.
// A page's last edit (`last_edited_by`, `last_edited_time`, written with every content update) does not move it:
// content reaches readers through the published copy, which does.

const tables = ['views', 'published_views', 'published_copies', 'publish_namespaces'] as const;

/** Every column of `views` but the two written by each content update. */
const viewColumns = [
  'view_id',
  'workspace_id',
  'parent_view_id',
  'space_id',
  'position',
  'name',
  'icon',
  'layout',
  'extra',
  'is_space',
  'space_permission',
  'collab_id',
  'created_by',
  'created_at',
  'trashed_at',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('workspaces')
    .addColumn('publish_generation', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION quire_bump_publish_generation() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        UPDATE workspaces SET publish_generation = publish_generation + 1 WHERE workspace_id = OLD.workspace_id;
      END IF;
      IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.workspace_id IS DISTINCT FROM OLD.workspace_id) THEN
        UPDATE workspaces SET publish_generation = publish_generation + 1 WHERE workspace_id = NEW.workspace_id;
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  for (const table of tables) {
    const update = table === 'views' ? sql.raw(`UPDATE OF ${viewColumns.join(', ')}`) : sql.raw('UPDATE');
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_publish_generation`)}
      AFTER INSERT OR ${update} OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION quire_bump_publish_generation()`.execute(db);
  }
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const bump = (row: 'NEW' | 'OLD') =>
    `UPDATE workspaces SET publish_generation = publish_generation + 1 WHERE workspace_id = ${row}.workspace_id;`;
  for (const table of tables) {
    const update = table === 'views' ? `UPDATE OF ${viewColumns.join(', ')}` : 'UPDATE';
    await sql
      .raw(
        `CREATE TRIGGER ${table}_publish_generation_insert AFTER INSERT ON ${table} BEGIN ${bump('NEW')} END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_publish_generation_update AFTER ${update} ON ${table} BEGIN ${bump('OLD')} ` +
          `UPDATE workspaces SET publish_generation = publish_generation + 1 ` +
          `WHERE workspace_id = NEW.workspace_id AND NEW.workspace_id IS NOT OLD.workspace_id; END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_publish_generation_delete AFTER DELETE ON ${table} BEGIN ${bump('OLD')} END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of tables) {
    if (postgres) {
      await sql.raw(`DROP TRIGGER ${table}_publish_generation ON ${table}`).execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`DROP TRIGGER ${table}_publish_generation_${event}`).execute(db);
      }
    }
  }
  if (postgres) await sql`DROP FUNCTION quire_bump_publish_generation()`.execute(db);
  await db.schema.alterTable('workspaces').dropColumn('publish_generation').execute();
}
