import { PostgresAdapter, sql, type Kysely } from 'kysely';

// A published database is more than its collab: the rows of its visible views and their row documents are
// copied beside it, and the copy remembers which views were made visible (visible_database_view_ids). Public
// reads of a database touch only these copies, like every published page's content.
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('published_database_parts')
    .addColumn('view_id', 'text', (col) =>
      col.notNull().references('published_copies.view_id').onDelete('cascade'),
    )
    .addColumn('object_id', 'text', (col) => col.notNull())
    .addColumn('workspace_id', 'text', (col) =>
      col.notNull().references('workspaces.workspace_id').onDelete('cascade'),
    )
    // CollabType: DatabaseRow (4) for a row, Document (0) for a row document.
    .addColumn('collab_type', 'integer', (col) => col.notNull())
    .addColumn('doc_state', bytes, (col) => col.notNull())
    .addColumn('doc_format', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('published_database_parts_pk', ['view_id', 'object_id'])
    .execute();
  // JSON array of view ids; null for a document, or a database copy taken before this migration.
  await db.schema.alterTable('published_copies').addColumn('visible_view_ids', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('published_copies').dropColumn('visible_view_ids').execute();
  await db.schema.dropTable('published_database_parts').execute();
}
