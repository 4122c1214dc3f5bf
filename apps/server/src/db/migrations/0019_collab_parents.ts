import type { Kysely } from 'kysely';

// A collab that no page owns directly records the collab it belongs to, so that it is authorised through it:
// a database row (collab_type 4) names its database, a row's document (collab_type 0) its row. A page's own
// collab (a document, a database) keeps null: the page tree (views.collab_id) owns it. The index answers
// "the rows of a database" (counting them against the cap, copying or deleting them with their database).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('collabs').addColumn('parent_id', 'text').execute();
  await db.schema
    .createIndex('collabs_parent_idx')
    .on('collabs')
    .columns(['workspace_id', 'parent_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('collabs_parent_idx').execute();
  await db.schema.alterTable('collabs').dropColumn('parent_id').execute();
}
