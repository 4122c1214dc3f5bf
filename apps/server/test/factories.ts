// Test data factories: rows written through Kysely exactly as the application would.
import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, NewUser, UserRow } from '../src/db/schema.js';
import { nowTimestamp } from '../src/db/time.js';
import { issueSession, type TokenResponse } from '../src/gotrue/sessions.js';
import type { QuireServer } from '../src/server.js';

export async function insertUser(db: Kysely<Database>, overrides: Partial<NewUser> = {}): Promise<UserRow> {
  const now = nowTimestamp();
  const uuid = overrides.uuid ?? randomUUID();
  const row: NewUser = {
    uuid,
    // Snowflake-sized, beyond 2^53, like AppFlowy's uids: only a string keeps it exact.
    uid: `${randomInt(100_000, 999_999)}${randomInt(100_000_000_000, 999_999_999_999)}`,
    email: `user-${uuid}@example.com`,
    name: 'Test User',
    metadata: '{}',
    latest_workspace_id: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await db.insertInto('users').values(row).execute();
  return db.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
}

/** `Authorization` for `user` through a real session (as a magic-link sign-in would leave it). */
export async function bearerFor(server: QuireServer, user: Pick<UserRow, 'uuid'>): Promise<string> {
  const tokens = await signIn(server, user);
  return `Bearer ${tokens.access_token}`;
}

/** A signed-in session of `user`: the token response the auth service would answer. */
export function signIn(
  server: QuireServer,
  user: Pick<UserRow, 'uuid'>,
  provider = 'email',
): Promise<TokenResponse> {
  return issueSession(server.authDeps, { user, provider });
}
