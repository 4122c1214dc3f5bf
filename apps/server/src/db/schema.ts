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
  /** Set when an address was proven (magic link, or a provider vouching for it). */
  email_confirmed_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  /** Set by the first `GET /api/user/verify/{token}`, which creates the default workspace. */
  onboarded_at: Timestamp | null;
}

/** One sign-in: every access token carries its id (`session_id`), and revoking it ends them all. */
export interface SessionsTable {
  id: string;
  user_uuid: string;
  /** How this session was signed in: `email` (magic link) or an OAuth provider id. */
  provider: string;
  created_at: Timestamp;
  refreshed_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** Opaque refresh tokens, stored as sha256; each is used once and points at the token that replaced it. */
export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
  successor_id: string | null;
  revoked_at: Timestamp | null;
}

export type OneTimeTokenKind = 'magiclink' | 'pkce';

/** Magic links (with their optional 6-digit code) and PKCE authorisation codes; all single use. */
export interface OneTimeTokensTable {
  id: string;
  kind: OneTimeTokenKind;
  token_hash: string;
  /** HMAC of the 6-digit code sent beside a magic link. */
  code_hash: string | null;
  code_attempts: number;
  email: string | null;
  user_uuid: string | null;
  provider: string | null;
  redirect_to: string | null;
  code_challenge: string | null;
  code_challenge_method: 's256' | 'plain' | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A sign-in method of a user: `email`, or an OAuth provider's account id. */
export interface IdentitiesTable {
  id: string;
  user_uuid: string;
  provider: string;
  provider_user_id: string;
  email: string | null;
  /** JSON object text: what the provider said about the account (name, avatar). */
  identity_data: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_sign_in_at: Timestamp | null;
}

/** Fixed-window counters shared by every instance (rate limits of `/magiclink`). */
export interface RateLimitBucketsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
  expires_at: Timestamp;
}

export type WorkspaceRole = 'Owner' | 'Member' | 'Guest';

export interface WorkspacesTable {
  workspace_id: string;
  workspace_name: string;
  icon: string;
  owner_uuid: string;
  database_storage_id: string;
  created_at: Timestamp;
}

export interface WorkspaceMembersTable {
  workspace_id: string;
  user_uuid: string;
  role: WorkspaceRole;
  joined_at: Timestamp;
}

export type InvitationStatus = 'Pending' | 'Accepted' | 'Rejected';

/** An invitation by e-mail; `invitee_email` is lower-cased. */
export interface WorkspaceInvitationsTable {
  invite_id: string;
  workspace_id: string;
  inviter_uuid: string;
  invitee_email: string;
  role: WorkspaceRole;
  status: InvitationStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  identities: IdentitiesTable;
  rate_limit_buckets: RateLimitBucketsTable;
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invitations: WorkspaceInvitationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type OneTimeTokenRow = Selectable<OneTimeTokensTable>;
export type IdentityRow = Selectable<IdentitiesTable>;
export type WorkspaceRow = Selectable<WorkspacesTable>;
export type WorkspaceMemberRow = Selectable<WorkspaceMembersTable>;
export type WorkspaceInvitationRow = Selectable<WorkspaceInvitationsTable>;
