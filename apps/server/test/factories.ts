// Test data factories: rows written through Kysely exactly as the application would.
import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { signAccessToken } from '../src/auth/jwt.js';
import type { Database, NewUser, UserRow } from '../src/db/schema.js';
import { nowTimestamp } from '../src/db/time.js';
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

export async function bearerFor(server: QuireServer, user: Pick<UserRow, 'uuid' | 'email'>): Promise<string> {
  const { accessToken } = await signAccessToken(server.config.jwtSecret, {
    userUuid: user.uuid,
    email: user.email,
  });
  return `Bearer ${accessToken}`;
}
