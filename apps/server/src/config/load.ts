import { chmod, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ConfigError } from './errors.js';
import { parseFilesConfig } from './files.js';
import { parseOAuthConfig } from './oauth.js';
import { envSchema, type EnvVariable } from './schema.js';
import { resolveJwtSecret } from './secret.js';
import type { Config, RuntimeConfig } from './types.js';
import { legalPagePaths } from '../static/legalPages.js';
import { defaultWebRoot } from './webRoot.js';

export const apiWebSocketPath = '/ws/v1';

/** Longer passwords add nothing to security and only cost hashing time. */
export const maxPasswordLength = 256;

type Environment = Record<string, string | undefined>;

/** Validates the environment without touching the disk; throws a ConfigError naming each bad variable. */
export function parseConfig(
  env: Environment,
  cwd: string = process.cwd(),
): Omit<Config, 'jwtSecret'> & {
  jwtSecretFromEnv: string | undefined;
} {
  const input: Record<string, string> = {};
  for (const name of Object.keys(envSchema.shape) as EnvVariable[]) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') input[name] = value.trim();
  }
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? 'environment'),
        message: issue.message,
      })),
    );
  }
  const e = parsed.data;
  const dataDir = resolve(cwd, e.QUIRE_DATA_DIR);
  // Unset public URLs follow the ports, so `QUIRE_API_PORT=8080` alone still gives working links.
  const publicUrl = e.QUIRE_PUBLIC_URL ?? `http://localhost:${e.QUIRE_API_PORT}`;
  const authPublicUrl = e.QUIRE_AUTH_PUBLIC_URL ?? `http://localhost:${e.QUIRE_AUTH_PORT}`;
  const runtime: RuntimeConfig = {
    apiBaseUrl: publicUrl,
    authBaseUrl: authPublicUrl,
    wsUrl: `${publicUrl.replace(/^http/, 'ws')}${apiWebSocketPath}`,
    publicUrl,
    // Each deployment has its own operator: until it names its own pages, the server's stand-ins say so.
    links: {
      terms: e.QUIRE_TERMS_URL ?? `${publicUrl}${legalPagePaths.terms}`,
      privacy: e.QUIRE_PRIVACY_URL ?? `${publicUrl}${legalPagePaths.privacy}`,
      website: e.QUIRE_WEBSITE_URL ?? publicUrl,
    },
    fontStylesheetUrl: e.QUIRE_FONT_SERVICE_URL === 'off' ? null : e.QUIRE_FONT_SERVICE_URL,
  };
  return {
    host: e.QUIRE_HOST,
    apiPort: e.QUIRE_API_PORT,
    authPort: e.QUIRE_AUTH_PORT,
    publicUrl,
    authPublicUrl,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: join(dataDir, 'quire.sqlite') },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.QUIRE_REDIS_PREFIX } : null,
    jwtSecretFromEnv: e.QUIRE_JWT_SECRET,
    corsOrigins: [...new Set([publicUrl, ...e.QUIRE_CORS_ORIGINS])],
    remotes: {
      auth: e.QUIRE_REMOTES.auth ?? '/remotes/auth/mf-manifest.json',
      publish: e.QUIRE_REMOTES.publish ?? '/remotes/publish/mf-manifest.json',
      workspace: e.QUIRE_REMOTES.workspace ?? '/remotes/workspace/mf-manifest.json',
    },
    webRoot: e.QUIRE_WEB_ROOT ? resolve(cwd, e.QUIRE_WEB_ROOT) : defaultWebRoot(),
    fontFilesUrl: e.QUIRE_FONT_SERVICE_URL === 'off' ? null : e.QUIRE_FONT_FILES_URL,
    logLevel: e.QUIRE_LOG_LEVEL,
    runtime,
    oauth: parseOAuthConfig(env),
    auth: {
      accessTokenTtlSeconds: e.QUIRE_ACCESS_TOKEN_TTL,
      refreshTokenTtlSeconds: e.QUIRE_REFRESH_TOKEN_TTL,
      redirectOrigins: [...new Set([new URL(publicUrl).origin, ...e.QUIRE_REDIRECT_ORIGINS])],
      smtpUrl: e.QUIRE_SMTP_URL ?? null,
      mailFrom: e.QUIRE_MAIL_FROM,
      magicLinkRate: {
        perEmail: e.QUIRE_MAGIC_LINK_RATE_PER_EMAIL,
        perAddress: e.QUIRE_MAGIC_LINK_RATE_PER_ADDRESS,
      },
      verifyCodeRate: {
        perEmail: e.QUIRE_VERIFY_RATE_PER_EMAIL,
        perAddress: e.QUIRE_VERIFY_RATE_PER_ADDRESS,
      },
      password: {
        enabled: e.QUIRE_PASSWORD_SIGNIN,
        minLength: e.QUIRE_PASSWORD_MIN_LENGTH,
        maxLength: maxPasswordLength,
        attemptRate: {
          perEmail: e.QUIRE_PASSWORD_RATE_PER_EMAIL,
          perAddress: e.QUIRE_PASSWORD_RATE_PER_ADDRESS,
        },
      },
      trustProxy: e.QUIRE_TRUST_PROXY,
    },
    limits: {
      invitesPerWorkspace: e.QUIRE_INVITE_RATE_PER_WORKSPACE,
      inviteCodeTriesPerUser: e.QUIRE_INVITE_CODE_RATE_PER_USER,
      treeWritesPerUser: e.QUIRE_TREE_WRITE_RATE_PER_USER,
      publishPasswordTries: {
        perPage: e.QUIRE_PUBLISH_PASSWORD_RATE_PER_PAGE,
        perAddress: e.QUIRE_PUBLISH_PASSWORD_RATE_PER_ADDRESS,
      },
      publishedDuplicate: {
        perUser: e.QUIRE_DUPLICATE_RATE_PER_USER,
        maxPages: e.QUIRE_MAX_DUPLICATE_PAGES,
        maxBytes: e.QUIRE_MAX_DUPLICATE_BYTES,
      },
      csvImportsPerUser: e.QUIRE_CSV_IMPORT_RATE_PER_USER,
      accessRequestsPerUser: e.QUIRE_ACCESS_REQUEST_RATE_PER_USER,
      maxViewsPerWorkspace: e.QUIRE_MAX_VIEWS_PER_WORKSPACE,
      maxViewsPerOperation: e.QUIRE_MAX_VIEWS_PER_OPERATION,
      collabUpdatesPerUser: e.QUIRE_COLLAB_UPDATE_RATE_PER_USER,
      maxCollabUpdateBytes: e.QUIRE_MAX_COLLAB_UPDATE_BYTES,
      maxCollabBytes: e.QUIRE_MAX_COLLAB_BYTES,
      commentsPerUser: e.QUIRE_COMMENT_RATE_PER_USER,
      reactionsPerUser: e.QUIRE_REACTION_RATE_PER_USER,
    },
    files: parseFilesConfig(e, input, dataDir),
    realtime: {
      maxMessageBytes: e.QUIRE_WS_MAX_MESSAGE_BYTES,
      updatesPerSecond: e.QUIRE_WS_UPDATES_PER_SECOND,
      maxCollabsPerConnection: e.QUIRE_WS_MAX_COLLABS_PER_CONNECTION,
      authTimeoutSeconds: e.QUIRE_WS_AUTH_TIMEOUT,
      sessionCheckSeconds: e.QUIRE_WS_SESSION_CHECK_INTERVAL,
      registryMaxDocs: e.QUIRE_COLLAB_CACHE_DOCS,
      registryIdleSeconds: e.QUIRE_COLLAB_CACHE_IDLE,
    },
  };
}

/** Validates the environment, creates the data directory and settles the JWT secret. */
export async function loadConfig(
  env: Environment = process.env,
  cwd: string = process.cwd(),
): Promise<Config> {
  const { jwtSecretFromEnv, ...parsed } = parseConfig(env, cwd);
  try {
    // The data dir holds the database, the JWT secret and mails with sign-in links: its owner's alone.
    await mkdir(parsed.dataDir, { recursive: true, mode: 0o700 });
    await chmod(parsed.dataDir, 0o700);
  } catch (error) {
    throw new ConfigError([
      { variable: 'QUIRE_DATA_DIR', message: `cannot create ${parsed.dataDir}: ${(error as Error).message}` },
    ]);
  }
  return { ...parsed, jwtSecret: await resolveJwtSecret(parsed.dataDir, jwtSecretFromEnv) };
}
