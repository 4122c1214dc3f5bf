import type { Kysely } from 'kysely';

// Comments and reactions on published pages (spec 001 §7). They belong to the page, not to its publication:
// unpublishing hides them with the page and publishing again shows them again; deleting the page for good
// deletes them. A deleted comment is only marked (its replies still answer something); a comment's
// reactions go with it. A user who is deleted leaves their comments without an author.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('published_comments')
    .addColumn('comment_id', 'text', (col) => col.primaryKey())
    .addColumn('view_id', 'text', (col) => col.notNull().references('views.view_id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (col) =>
      col.notNull().references('workspaces.workspace_id').onDelete('cascade'),
    )
    .addColumn('reply_comment_id', 'text', (col) =>
      col.references('published_comments.comment_id').onDelete('cascade'),
    )
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.references('users.uuid').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('is_deleted', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('published_comments_view')
    .on('published_comments')
    .columns(['view_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('published_comments_reply')
    .on('published_comments')
    .column('reply_comment_id')
    .execute();

  await db.schema
    .createTable('published_reactions')
    .addColumn('comment_id', 'text', (col) =>
      col.notNull().references('published_comments.comment_id').onDelete('cascade'),
    )
    .addColumn('reaction_type', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('view_id', 'text', (col) => col.notNull().references('views.view_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('published_reactions_pk', ['comment_id', 'reaction_type', 'created_by'])
    .execute();
  await db.schema
    .createIndex('published_reactions_view')
    .on('published_reactions')
    .column('view_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('published_reactions').execute();
  await db.schema.dropTable('published_comments').execute();
}
