import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Publishing: a workspace's namespaces (the current one and every one it had, which keep resolving), the
// published views with their settings, and a copy of each published view's content taken at publish time
// (and refreshed on every accepted update while "update live" is on). Public reads touch only these copies.
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;

  await db.schema
    .createTable('publish_namespaces')
    // Globally unique: the first path segment of every published page.
    .addColumn('namespace', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) =>
      col.notNull().references('workspaces.workspace_id').onDelete('cascade'),
    )
    // 1 for the workspace's current namespace; older ones stay as 0 and resolve to the same workspace.
    .addColumn('is_current', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('publish_namespaces_workspace')
    .on('publish_namespaces')
    .column('workspace_id')
    .execute();

  await db.schema
    .createTable('published_views')
    .addColumn('view_id', 'text', (col) => col.primaryKey().references('views.view_id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (col) =>
      col.notNull().references('workspaces.workspace_id').onDelete('cascade'),
    )
    .addColumn('publish_name', 'text', (col) => col.notNull())
    .addColumn('publisher_uuid', 'text', (col) => col.references('users.uuid').onDelete('set null'))
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('comments_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('duplicate_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('update_live', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('with_sub_pages', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('indexing', 'integer', (col) => col.notNull().defaultTo(1))
    // scrypt hash (never presented, never logged); null: no password.
    .addColumn('password_hash', 'text')
    .addColumn('expires_at', 'text')
    // The published ancestor whose "with sub-pages" published this one; null when published on its own.
    .addColumn('published_with', 'text')
    .addUniqueConstraint('published_views_name', ['workspace_id', 'publish_name'])
    .execute();

  await db.schema
    .createTable('published_copies')
    .addColumn('view_id', 'text', (col) =>
      col.primaryKey().references('published_views.view_id').onDelete('cascade'),
    )
    .addColumn('workspace_id', 'text', (col) =>
      col.notNull().references('workspaces.workspace_id').onDelete('cascade'),
    )
    .addColumn('collab_type', 'integer', (col) => col.notNull())
    .addColumn('doc_state', bytes, (col) => col.notNull())
    .addColumn('doc_format', 'integer', (col) => col.notNull())
    // The source collab's version the copy was taken at: an older copy never overwrites a newer one.
    .addColumn('source_version', 'integer', (col) => col.notNull())
    .addColumn('copied_at', 'text', (col) => col.notNull())
    .execute();

  // The page `/{namespace}` alone opens; unpublishing it clears it.
  await db.schema
    .createTable('publish_defaults')
    .addColumn('workspace_id', 'text', (col) =>
      col.primaryKey().references('workspaces.workspace_id').onDelete('cascade'),
    )
    .addColumn('view_id', 'text', (col) =>
      col.notNull().references('published_views.view_id').onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['publish_defaults', 'published_copies', 'published_views', 'publish_namespaces']) {
    await db.schema.dropTable(table).execute();
  }
}
