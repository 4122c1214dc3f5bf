import type { Kysely } from 'kysely';

// Access requests (spec 001 §7 "Invitations and access"): a signed-in user asks a workspace's owner for access
// to one of its pages; the owner approves (the requester becomes a Member) or denies. One request per user,
// workspace and page, whatever its outcome.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_requests')
    .addColumn('request_id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) =>
      col.notNull().references('workspaces.workspace_id').onDelete('cascade'),
    )
    .addColumn('view_id', 'text', (col) => col.notNull().references('views.view_id').onDelete('cascade'))
    .addColumn('requester_uuid', 'text', (col) => col.notNull().references('users.uuid').onDelete('cascade'))
    // 0 pending, 1 approved, 2 denied (AppFlowy's numbers).
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .addUniqueConstraint('access_requests_once', ['requester_uuid', 'workspace_id', 'view_id'])
    .execute();
  await db.schema
    .createIndex('access_requests_workspace')
    .on('access_requests')
    .column('workspace_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_requests').execute();
}
