import type { Kysely } from 'kysely';

// Accounts and sessions: sign-in state (sessions, refresh tokens, one-time tokens, identities), the
// rate-limit counters every instance shares, and the workspace tables the first verify fills.
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  for (const column of ['email_confirmed_at', 'last_sign_in_at', 'onboarded_at']) {
    await db.schema.alterTable('users').addColumn(column, 'text').execute();
  }

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_uuid', 'text', (col) => col.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('refreshed_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_uuid').on('sessions').column('user_uuid').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('successor_id', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_session_id')
    .on('refresh_tokens')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('code_hash', 'text')
    .addColumn('code_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('email', 'text')
    .addColumn('user_uuid', 'text', (col) => col.references('users.uuid').onDelete('cascade'))
    .addColumn('provider', 'text')
    .addColumn('redirect_to', 'text')
    .addColumn('code_challenge', 'text')
    .addColumn('code_challenge_method', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('one_time_tokens_expires_at')
    .on('one_time_tokens')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('one_time_tokens_email_kind')
    .on('one_time_tokens')
    .columns(['email', 'kind'])
    .execute();

  await db.schema
    .createTable('identities')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_uuid', 'text', (col) => col.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_user_id', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('identity_data', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('last_sign_in_at', 'text')
    .addUniqueConstraint('identities_provider_account', ['provider', 'provider_user_id'])
    .execute();
  await db.schema.createIndex('identities_user_uuid').on('identities').column('user_uuid').execute();

  await db.schema
    .createTable('rate_limit_buckets')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_buckets_pk', ['key', 'window_start'])
    .execute();
  await db.schema
    .createIndex('rate_limit_buckets_expires_at')
    .on('rate_limit_buckets')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('workspaces')
    .addColumn('workspace_id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_name', 'text', (col) => col.notNull())
    .addColumn('icon', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('owner_uuid', 'text', (col) => col.notNull().references('users.uuid'))
    .addColumn('database_storage_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('workspace_members')
    .addColumn('workspace_id', 'text', (col) =>
      col.notNull().references('workspaces.workspace_id').onDelete('cascade'),
    )
    .addColumn('user_uuid', 'text', (col) => col.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('workspace_members_pk', ['workspace_id', 'user_uuid'])
    .execute();
  await db.schema
    .createIndex('workspace_members_user_uuid')
    .on('workspace_members')
    .column('user_uuid')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'workspace_members',
    'workspaces',
    'rate_limit_buckets',
    'identities',
    'one_time_tokens',
    'refresh_tokens',
    'sessions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['onboarded_at', 'last_sign_in_at', 'email_confirmed_at']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
