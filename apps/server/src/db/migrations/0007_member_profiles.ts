import type { Kysely } from 'kysely';

// A member's profile inside one workspace (AppFlowy's workspace-profile): the name, pictures and description
// they show there, as versioned JSON (src/stored/formats.ts); null until they set one, when their account's
// name and avatar are shown.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspace_members').addColumn('profile', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspace_members').dropColumn('profile').execute();
}
