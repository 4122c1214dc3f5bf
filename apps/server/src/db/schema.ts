import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

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
  /**
   * `scrypt$N$r$p$salt$hash` (gotrue/password/hash.ts), null without a password (magic link, providers).
   * Never presented: presenters pick their fields.
   */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Set for a session a recovery link started: until then it may set a password without the current one. */
  password_reset_until: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
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

export type OneTimeTokenKind = 'magiclink' | 'signup' | 'recovery' | 'pkce';

/**
 * Mailed links (with their optional 6-digit code): magic links, password sign-ups and recoveries; and PKCE
 * authorisation codes; all single use.
 */
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
  /** A sign-up's password hash, set on the account its link creates (never on an existing one). */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 on a PKCE code of a recovery link: its session may set a new password (see sessions). */
  password_reset: ColumnType<number, number | undefined, number>;
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
  /** Moved by triggers on every change a published page is drawn from (migration 0018). */
  publish_generation: Generated<number>;
}

export interface WorkspaceMembersTable {
  workspace_id: string;
  user_uuid: string;
  role: WorkspaceRole;
  joined_at: Timestamp;
  /** The member's profile in this workspace (memberProfileFormat), null until they set one. */
  profile: ColumnType<string | null, string | null | undefined, string | null>;
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

/** A workspace's invite link code; `expires_at` null: valid until deleted. */
export interface WorkspaceInviteCodesTable {
  code: string;
  workspace_id: string;
  created_by: string;
  created_at: Timestamp;
  expires_at: Timestamp | null;
}

/**
 * A node of the page tree: a space (its parent is the workspace) or a page. A page is in the trash when
 * `trashed_at` is set on it or on an ancestor; only the view the user trashed carries the mark.
 */
export interface ViewsTable {
  view_id: string;
  workspace_id: string;
  /** The workspace id for a space. */
  parent_view_id: string;
  /** The space the view is in (itself for a space): the unit of visibility. */
  space_id: string;
  /** Order among siblings (trashed ones included, so a restored page comes back where it was). */
  position: number;
  name: string;
  /** ViewIcon JSON `{ty, value}`, or null. */
  icon: string | null;
  /** ViewLayout: Document 0, Grid 1, Board 2, Calendar 3, AIChat 4. */
  layout: number;
  /** JSON object text of the typed page extras (cover, font, …) or space settings; see presenters/folderView.ts. */
  extra: string;
  is_space: number;
  /** Spaces only: 0 public to the workspace, 1 private to `created_by`. */
  space_permission: number | null;
  /** The collab holding the page's content (the database collab for grids, boards and calendars). */
  collab_id: string;
  created_by: string | null;
  last_edited_by: string | null;
  created_at: Timestamp;
  last_edited_time: Timestamp;
  trashed_at: Timestamp | null;
}

/** A collab's current state: a Yjs v1 update encoding the whole document. */
export interface CollabsTable {
  object_id: string;
  workspace_id: string;
  /** CollabType: Document 0, Database 1, …, Empty 6. */
  collab_type: number;
  doc_state: Buffer;
  /** How doc_state is encoded (src/stored/collabFormat.ts); written by default as the current format. */
  doc_format: Generated<number>;
  updated_at: Timestamp;
  /** Updates ever accepted (web-update, the socket); compaction keeps it. */
  version: Generated<number>;
  /** The snapshot's bytes plus the pending updates' (bigint: a string on PostgreSQL). */
  size_bytes: ColumnType<number | string, number | undefined, number>;
  /**
   * The collab this one belongs to when no page owns it (migration 0019): a row's database, a row document's row;
   * null for a page's own collab.
   */
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One accepted Yjs update not yet folded into its collab's snapshot, in arrival order (`id`). */
export interface CollabUpdatesTable {
  id: Generated<number | string>;
  object_id: string;
  update_bytes: Buffer;
  user_uuid: string | null;
  device_id: string | null;
  created_at: Timestamp;
}

/** An uploaded file: its bytes are in the blob storage under `storage_key`. */
export interface FileBlobsTable {
  workspace_id: string;
  /** The folder of the URL, normally the page the file was put in. */
  parent_dir: string;
  file_id: string;
  storage_key: string;
  /** The uploader's Content-Type (bounded, informative only). */
  content_type: string;
  /** What the first bytes were recognised as; `application/octet-stream` when nothing safe. */
  served_type: string;
  /** bigint: a string on PostgreSQL. */
  size_bytes: ColumnType<number | string, number, number>;
  /** The page `parent_dir` named at upload, whose deletion takes the file with it. */
  view_id: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

/** A namespace of a workspace: the current one (`is_current` 1) and older ones, which keep resolving. */
export interface PublishNamespacesTable {
  namespace: string;
  workspace_id: string;
  is_current: number;
  created_at: Timestamp;
}

/** A published view and its settings (flags are 0/1). */
export interface PublishedViewsTable {
  view_id: string;
  workspace_id: string;
  /** Unique per workspace. */
  publish_name: string;
  publisher_uuid: string | null;
  published_at: Timestamp;
  comments_enabled: Generated<number>;
  duplicate_enabled: Generated<number>;
  update_live: Generated<number>;
  with_sub_pages: Generated<number>;
  indexing: Generated<number>;
  /** scrypt hash of the page's password; never presented. */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The ancestor whose "with sub-pages" published this view. */
  published_with: string | null;
}

/** The content as published: a Yjs v1 update of the whole collab (collabFormat), taken at `source_version`. */
export interface PublishedCopiesTable {
  view_id: string;
  workspace_id: string;
  collab_type: number;
  doc_state: Buffer;
  doc_format: number;
  source_version: number;
  copied_at: Timestamp;
  /** The page's title as published (views' columns, verbatim); null in copies taken before 0013. */
  view_name: ColumnType<string | null, string | null | undefined, string | null>;
  view_icon: ColumnType<string | null, string | null | undefined, string | null>;
  view_extra: ColumnType<string | null, string | null | undefined, string | null>;
  view_layout: ColumnType<number | null, number | null | undefined, number | null>;
  /** A database's visible views as published (JSON array of view ids); null for documents and before 0017. */
  visible_view_ids: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A published database's rows (collab_type 4) and row documents (0), copied with it. */
export interface PublishedDatabasePartsTable {
  view_id: string;
  object_id: string;
  workspace_id: string;
  collab_type: number;
  doc_state: Buffer;
  doc_format: number;
}

/** The page `/{namespace}` alone opens. */
export interface PublishDefaultsTable {
  workspace_id: string;
  view_id: string;
}

/** Pages left out of an ancestor's "with sub-pages" publication (their subtrees with them). */
export interface PublishExclusionsTable {
  view_id: string;
  workspace_id: string;
  created_at: Timestamp;
}

export interface FavoriteViewsTable {
  user_uuid: string;
  view_id: string;
  workspace_id: string;
  is_pinned: number;
  favorited_at: Timestamp;
}

export interface RecentViewsTable {
  user_uuid: string;
  view_id: string;
  workspace_id: string;
  last_viewed_at: Timestamp;
}

/** A comment on a published page; `is_deleted` (0/1) marks one its author or the page's publisher deleted. */
export interface PublishedCommentsTable {
  comment_id: string;
  view_id: string;
  workspace_id: string;
  /** The comment this one answers, on the same page. */
  reply_comment_id: string | null;
  content: string;
  /** Null once the author's account is deleted. */
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  is_deleted: Generated<number>;
}

/** One user's reaction (an emoji) to a comment on a published page. */
export interface PublishedReactionsTable {
  comment_id: string;
  reaction_type: string;
  created_by: string;
  view_id: string;
  created_at: Timestamp;
}

/** A user's request for access to a page of a workspace; `status` 0 pending, 1 approved, 2 denied. */
export interface AccessRequestsTable {
  request_id: string;
  workspace_id: string;
  view_id: string;
  requester_uuid: string;
  status: Generated<number>;
  created_at: Timestamp;
  decided_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
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
  views: ViewsTable;
  collabs: CollabsTable;
  collab_updates: CollabUpdatesTable;
  file_blobs: FileBlobsTable;
  publish_namespaces: PublishNamespacesTable;
  published_views: PublishedViewsTable;
  published_copies: PublishedCopiesTable;
  published_database_parts: PublishedDatabasePartsTable;
  publish_defaults: PublishDefaultsTable;
  publish_exclusions: PublishExclusionsTable;
  favorite_views: FavoriteViewsTable;
  recent_views: RecentViewsTable;
  workspace_invitations: WorkspaceInvitationsTable;
  workspace_invite_codes: WorkspaceInviteCodesTable;
  access_requests: AccessRequestsTable;
  published_comments: PublishedCommentsTable;
  published_reactions: PublishedReactionsTable;
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
export type ViewRow = Selectable<ViewsTable>;
export type CollabRow = Selectable<CollabsTable>;
export type FileBlobRow = Selectable<FileBlobsTable>;
export type PublishedCommentRow = Selectable<PublishedCommentsTable>;
export type PublishedViewRow = Selectable<PublishedViewsTable>;
