import type { Kysely } from 'kysely';

// Invite links: one code per workspace that lets any signed-in person join as a Member until it expires or
// the Owner deletes it. The code is what the link carries, so it is stored as issued (the Owner can show it
// again) and is unguessable (16 characters of 62).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workspace_invite_codes')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) =>
      col.notNull().unique().references('workspaces.workspace_id').onDelete('cascade'),
    )
    .addColumn('created_by', 'text', (col) => col.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workspace_invite_codes').execute();
}
