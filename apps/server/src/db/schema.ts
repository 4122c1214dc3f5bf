import type { Insertable, Selectable, Updateable } from 'kysely';

/**
 * Timestamps are ISO 8601 UTC text written by the application (see `time.ts`): the same column type,
 * value and ordering on SQLite and PostgreSQL, and already the RFC 3339 form the API speaks.
 */
export type Timestamp = string;

export interface UsersTable {
  /** The user's id everywhere (JWT `sub`, foreign keys): a UUID kept as text on both dialects. */
  uuid: string;
  /** AppFlowy's numeric-looking user id; a string because snowflake values exceed 2^53. */
  uid: string;
  email: string;
  name: string;
  /** JSON object text (icon_url, …); validated when read, see presenters/user.ts. */
  metadata: string;
  latest_workspace_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
