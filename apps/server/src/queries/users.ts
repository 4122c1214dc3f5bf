import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.js';

/** One user by id, or undefined. */
export function findUser(db: Kysely<Database>, uuid: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** The users among `uuids` that exist (any order; an empty list asks nothing of the database). */
export async function findUsers(db: Kysely<Database>, uuids: readonly string[]): Promise<UserRow[]> {
  if (uuids.length === 0) return [];
  return db.selectFrom('users').selectAll().where('uuid', 'in', uuids).execute();
}

/** A signed-in user's stored address: invitations are matched against it, never against a token's claim. */
export async function storedEmailOf(db: Kysely<Database>, uuid: string): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return user.email;
}
