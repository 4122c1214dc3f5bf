import type { Kysely } from 'kysely';

// Stored formats carry a version (STYLE: saved data is versioned and migrated on read). The JSON columns carry
// theirs inside the value (see src/stored/); a collab's bytes are raw Yjs, so its version is a column. Every
// collab written so far is format 1: one Yjs v1 update holding the whole document.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('collabs')
    .addColumn('doc_format', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('collabs').dropColumn('doc_format').execute();
}
