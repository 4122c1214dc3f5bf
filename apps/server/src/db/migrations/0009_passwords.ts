import type { Kysely } from 'kysely';

// Password sign-in (off unless QUIRE_PASSWORD_SIGNIN): the account's scrypt hash; the hash a sign-up waits
// with until its mailed link confirms the address; whether a PKCE code came from a recovery link; and how long
// a session started by a recovery link may set a new password without the current one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('users').addColumn('password_hash', 'text').execute();
  await db.schema.alterTable('one_time_tokens').addColumn('password_hash', 'text').execute();
  await db.schema
    .alterTable('one_time_tokens')
    .addColumn('password_reset', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sessions').addColumn('password_reset_until', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('password_reset_until').execute();
  await db.schema.alterTable('one_time_tokens').dropColumn('password_reset').execute();
  await db.schema.alterTable('one_time_tokens').dropColumn('password_hash').execute();
  await db.schema.alterTable('users').dropColumn('password_hash').execute();
}
