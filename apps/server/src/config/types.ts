import type { RuntimeConfig } from '@quire/shared/contract';
import type { OAuthConfig } from './oauth.js';
import type { LogLevel, RateLimit, RemoteName } from './schema.js';

/**
 * The browser-visible subset of the configuration, served as `GET /config.json`: the contract's `RuntimeConfig`
 * (one definition for server and browser); nothing secret may ever be added to it.
 */
export type { RuntimeConfig } from '@quire/shared/contract';

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** The whole server configuration; everything outside `runtime` stays on the server. */
export interface Config {
  host: string;
  apiPort: number;
  authPort: number;
  publicUrl: string;
  authPublicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  redis: { url: string; prefix: string } | null;
  jwtSecret: string;
  /** Every origin CORS lets in: the public URL's origin first, then QUIRE_CORS_ORIGINS. */
  corsOrigins: string[];
  /** Remote name → URL of its `mf-manifest.json`, as `/remotes.json` serves it. */
  remotes: Record<RemoteName, string>;
  webRoot: string;
  /** The origin of the font service's font files (CSP font-src); null when the font service is off. */
  fontFilesUrl: string | null;
  logLevel: LogLevel;
  runtime: RuntimeConfig;
  /** Third-party sign-in providers (QUIRE_OAUTH_*); only configured ones are present. */
  oauth: OAuthConfig;
  auth: AuthConfig;
  limits: LimitsConfig;
  files: FilesConfig;
  realtime: RealtimeConfig;
}

/** The websocket /ws/v1 and the document registry behind it and web-update (QUIRE_WS_*, QUIRE_COLLAB_CACHE_*). */
export interface RealtimeConfig {
  /** Bytes of one websocket message; a bigger one is refused with an error frame (twice that closes the socket). */
  maxMessageBytes: number;
  /** Document updates (sync step 2 or update frames) one connection may send per second. */
  updatesPerSecond: number;
  /** Collabs one connection may have subscribed at once. */
  maxCollabsPerConnection: number;
  /** How long a new socket may take to authenticate before it is closed. */
  authTimeoutSeconds: number;
  /** How often an open socket's session and memberships are checked again. */
  sessionCheckSeconds: number;
  /** Documents kept in memory at most (those with subscribers are kept whatever the bound). */
  registryMaxDocs: number;
  /** A document nobody is subscribed to leaves memory after this long unused. */
  registryIdleSeconds: number;
}

/** Uploaded files (QUIRE_MAX_UPLOAD_BYTES, QUIRE_MAX_STORAGE_PER_WORKSPACE, QUIRE_UPLOAD_RATE_PER_USER, QUIRE_S3_*). */
export interface FilesConfig {
  /** Bytes of one upload; a bigger body is refused (HTTP 413) before it is stored. */
  maxUploadBytes: number;
  /** Bytes all of a workspace's files may take together. */
  maxStoragePerWorkspace: number;
  uploadsPerUser: RateLimit;
  storage: BlobStorageConfig;
}

/** Where file bytes live: a folder under the data dir, or an S3-compatible bucket. */
export type BlobStorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Unset: AWS itself. */
      endpoint: string | null;
      region: string;
      /** Unset: the SDK's own chain (environment, instance role…). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      forcePathStyle: boolean;
      /** Put before every key, so deployments can share a bucket (`quire/`). */
      prefix: string;
    };

/** Caps on work a user can make the server do (QUIRE_*_RATE, QUIRE_MAX_*); see docs/security.md. */
export interface LimitsConfig {
  /** Invitation mails one workspace may send, counted per address. */
  invitesPerWorkspace: RateLimit;
  /** Invite link codes looked up or used per user (codes must not be guessable by trying). */
  inviteCodeTriesPerUser: RateLimit;
  /** Duplicates and whole-trash restores per user: each can write many views. */
  treeWritesPerUser: RateLimit;
  /** Wrong passwords of protected published pages, per page and per client address. */
  publishPasswordTries: { perPage: RateLimit; perAddress: RateLimit };
  /** Copies of published pages into one's workspace: per user, and the pages and content bytes one may copy. */
  publishedDuplicate: { perUser: RateLimit; maxPages: number; maxBytes: number };
  /** CSV imported per user, in started MiB per file (an import's work grows with its size). */
  csvImportsPerUser: RateLimit;
  /** Access requests per requester (each mails the workspace's owner). */
  accessRequestsPerUser: RateLimit;
  /** Views (pages and spaces, the trash included) one workspace may hold. */
  maxViewsPerWorkspace: number;
  /** Views one duplicate or restore may write. */
  maxViewsPerOperation: number;
  /** Collab updates (web-update) per user: each costs a decode and a write. */
  collabUpdatesPerUser: RateLimit;
  /** Bytes of one collab update (a whole document's state may be sent as one). */
  maxCollabUpdateBytes: number;
  /** Bytes one collab may reach, snapshot plus pending updates. */
  maxCollabBytes: number;
  /** Comments written and deleted on published pages, per user. */
  commentsPerUser: RateLimit;
  /** Reactions added and taken back on published pages' comments, per user. */
  reactionsPerUser: RateLimit;
}

/** What the authentication service needs beyond the addresses above. */
export interface AuthConfig {
  accessTokenTtlSeconds: number;
  /** A refresh token not used for this long no longer refreshes (its session ends). */
  refreshTokenTtlSeconds: number;
  /** Origins a sign-in may redirect to: the public URL's origin first, then QUIRE_REDIRECT_ORIGINS. */
  redirectOrigins: string[];
  /** null: mails go to the log and `<data dir>/outbox`. */
  smtpUrl: string | null;
  mailFrom: string;
  magicLinkRate: { perEmail: RateLimit; perAddress: RateLimit };
  /** Typed 6-digit codes (POST /verify): guesses per e-mail and per client address (an IPv6 /64 counts as one). */
  verifyCodeRate: { perEmail: RateLimit; perAddress: RateLimit };
  password: PasswordConfig;
  /** Fastify's trustProxy: whose X-Forwarded-For decides the client address of the rate limits. */
  trustProxy: boolean | number | string[];
}

/** Password sign-in (QUIRE_PASSWORD_*): off unless QUIRE_PASSWORD_SIGNIN is set. */
export interface PasswordConfig {
  enabled: boolean;
  /** Characters (Unicode code points) a new password needs at least. */
  minLength: number;
  /** Characters a password may have at most: a bound on the work one sign-in attempt costs. */
  maxLength: number;
  /** Sign-in attempts (and current-password checks) per e-mail address and per client address. */
  attemptRate: { perEmail: RateLimit; perAddress: RateLimit };
}
