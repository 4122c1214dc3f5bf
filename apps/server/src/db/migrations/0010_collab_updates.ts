import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Collab edits are appended, not rewritten: `collab_updates` holds each accepted Yjs update in arrival order
// and a background compaction folds them into `collabs.doc_state` (the snapshot). `collabs.version` counts
// the updates ever accepted (it never goes back, compaction included); `collabs.size_bytes` is the snapshot
// plus the pending updates, the figure the per-collab size cap is checked against.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bytes = postgres ? sql`bytea` : sql`blob`;

  await db.schema
    .alterTable('collabs')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('collabs')
    .addColumn('size_bytes', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE collabs SET size_bytes = length(doc_state)`.execute(db);

  await db.schema
    .createTable('collab_updates')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('object_id', 'text', (col) =>
      col.notNull().references('collabs.object_id').onDelete('cascade'),
    )
    .addColumn('update_bytes', bytes, (col) => col.notNull())
    .addColumn('user_uuid', 'text', (col) => col.references('users.uuid').onDelete('set null'))
    .addColumn('device_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('collab_updates_object_id')
    .on('collab_updates')
    .columns(['object_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('collab_updates').execute();
  await db.schema.alterTable('collabs').dropColumn('size_bytes').execute();
  await db.schema.alterTable('collabs').dropColumn('version').execute();
}
