import type { Kysely } from 'kysely';

// Per-page opt-out of "with sub-pages": a page listed here is left out when an ancestor publishes its
// sub-pages (and so is everything under it), until it is included again or published on its own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('publish_exclusions')
    .addColumn('view_id', 'text', (col) => col.primaryKey().references('views.view_id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (col) =>
      col.notNull().references('workspaces.workspace_id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('publish_exclusions_workspace')
    .on('publish_exclusions')
    .column('workspace_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('publish_exclusions').execute();
}
