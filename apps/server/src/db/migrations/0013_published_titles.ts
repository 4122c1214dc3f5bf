import type { Kysely } from 'kysely';

// The published copy also keeps the page's title as published: its name, icon, extra (cover, fonts) and
// layout, copied verbatim from `views` (same stored formats). A rename then reaches the public only while
// "update live" is on, like an edit of the content. Null in copies taken before: the page's current title.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('published_copies').addColumn('view_name', 'text').execute();
  await db.schema.alterTable('published_copies').addColumn('view_icon', 'text').execute();
  await db.schema.alterTable('published_copies').addColumn('view_extra', 'text').execute();
  await db.schema.alterTable('published_copies').addColumn('view_layout', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['view_layout', 'view_extra', 'view_icon', 'view_name']) {
    await db.schema.alterTable('published_copies').dropColumn(column).execute();
  }
}
