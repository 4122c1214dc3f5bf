import type { Kysely } from 'kysely';

// Invitations to a workspace by e-mail: the invitee signs in with that address and accepts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workspace_invitations')
    .addColumn('invite_id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) =>
      col.notNull().references('workspaces.workspace_id').onDelete('cascade'),
    )
    .addColumn('inviter_uuid', 'text', (col) => col.notNull().references('users.uuid').onDelete('cascade'))
    // Lower-cased: addresses are compared without regard to case, as sign-in does.
    .addColumn('invitee_email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('workspace_invitations_invitee_email')
    .on('workspace_invitations')
    .columns(['invitee_email', 'status'])
    .execute();
  await db.schema
    .createIndex('workspace_invitations_workspace_id')
    .on('workspace_invitations')
    .column('workspace_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workspace_invitations').execute();
}
