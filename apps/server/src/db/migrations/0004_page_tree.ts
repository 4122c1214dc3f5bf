import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The page tree (spaces and pages of a workspace, in SQL as the design decides), the collab each page
// owns, and the per-user favourites and recents. Everything cascades from its workspace.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Collab state is binary: bytea on PostgreSQL, blob on SQLite (Kysely has no portable name for it).
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;

  await db.schema
    .createTable('views')
    .addColumn('view_id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) =>
      col.notNull().references('workspaces.workspace_id').onDelete('cascade'),
    )
    // The workspace id for a space. No foreign key on purpose: a page in the trash outlives a parent that
    // is deleted for good, and is then restored to the root of its space.
    .addColumn('parent_view_id', 'text', (col) => col.notNull())
    .addColumn('space_id', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('icon', 'text')
    .addColumn('layout', 'integer', (col) => col.notNull())
    .addColumn('extra', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('is_space', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('space_permission', 'integer')
    .addColumn('collab_id', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.references('users.uuid').onDelete('set null'))
    .addColumn('last_edited_by', 'text', (col) => col.references('users.uuid').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_edited_time', 'text', (col) => col.notNull())
    .addColumn('trashed_at', 'text')
    .execute();
  await db.schema.createIndex('views_workspace_id').on('views').column('workspace_id').execute();
  await db.schema
    .createIndex('views_parent_position')
    .on('views')
    .columns(['parent_view_id', 'position'])
    .execute();

  await db.schema
    .createTable('collabs')
    .addColumn('object_id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) =>
      col.notNull().references('workspaces.workspace_id').onDelete('cascade'),
    )
    .addColumn('collab_type', 'integer', (col) => col.notNull())
    .addColumn('doc_state', bytes, (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('collabs_workspace_id').on('collabs').column('workspace_id').execute();

  await db.schema
    .createTable('favorite_views')
    .addColumn('user_uuid', 'text', (col) => col.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('view_id', 'text', (col) => col.notNull().references('views.view_id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (col) =>
      col.notNull().references('workspaces.workspace_id').onDelete('cascade'),
    )
    .addColumn('is_pinned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('favorited_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('favorite_views_pk', ['user_uuid', 'view_id'])
    .execute();
  await db.schema.createIndex('favorite_views_view_id').on('favorite_views').column('view_id').execute();

  await db.schema
    .createTable('recent_views')
    .addColumn('user_uuid', 'text', (col) => col.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('view_id', 'text', (col) => col.notNull().references('views.view_id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (col) =>
      col.notNull().references('workspaces.workspace_id').onDelete('cascade'),
    )
    .addColumn('last_viewed_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('recent_views_pk', ['user_uuid', 'view_id'])
    .execute();
  await db.schema.createIndex('recent_views_view_id').on('recent_views').column('view_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['recent_views', 'favorite_views', 'collabs', 'views']) {
    await db.schema.dropTable(table).execute();
  }
}
