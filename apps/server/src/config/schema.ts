import { z } from 'zod';

/** The remotes the shell composes; QUIRE_REMOTES may override the manifest URL of each, and nothing else. */
export const remoteNames = ['auth', 'publish', 'workspace'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const port = z
  .string()
  .regex(/^\d+$/, 'must be a whole number between 0 and 65535')
  .transform(Number)
  .pipe(z.number().max(65535, 'must be a whole number between 0 and 65535'));

/** An http(s) origin such as `https://quire.example.com` (a trailing slash is tolerated, a path is not). */
const origin = z.string().transform((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: `must be an http(s) URL, got "${value}"` });
    return z.NEVER;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    ctx.addIssue({ code: 'custom', message: `must use http or https, got "${url.protocol}"` });
    return z.NEVER;
  }
  // Every route lives at the root of its host; a path prefix would silently break links and the SPA.
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    ctx.addIssue({ code: 'custom', message: `must be an origin without a path, got "${value}"` });
    return z.NEVER;
  }
  return url.origin;
});

const connectionUrl = (protocols: readonly string[], hint: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL (${hint})` },
  );

const corsOrigins = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const item of value.split(',').map((part) => part.trim())) {
    if (item === '') continue;
    const parsed = origin.safeParse(item);
    if (parsed.success) origins.push(parsed.data);
    else ctx.addIssue({ code: 'custom', message: `"${item}" is not an http(s) origin` });
  }
  return origins;
});

/** `<count>/<window>`, e.g. `3/10m`: at most count requests per window (s, m or h). */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

const unitSeconds = { s: 1, m: 60, h: 3600 } as const;

const rateLimit = z.string().transform((value, ctx): RateLimit => {
  const match = /^(\d+)\s*\/\s*(\d+)\s*([smh])$/.exec(value);
  const limit = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]) * unitSeconds[(match?.[3] ?? 's') as keyof typeof unitSeconds];
  if (match === null || limit < 1 || windowSeconds < 1) {
    ctx.addIssue({ code: 'custom', message: `must look like "3/10m" (count per s, m or h), got "${value}"` });
    return z.NEVER;
  }
  return { limit, windowSeconds };
});

const seconds = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number of seconds between ${min} and ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be a whole number of seconds between ${min} and ${max}`)
        .max(max, `must be a whole number of seconds between ${min} and ${max}`),
    );

/** An on/off switch: `1`, `true`, `yes`, `on` or `0`, `false`, `no`, `off` (any case). */
const flag = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(
    z.enum(['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'], {
      message: 'must be 1 or 0 (true or false)',
    }),
  )
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const smtpUrl = connectionUrl(['smtp:', 'smtps:'], 'e.g. smtp://user:pass@mail.example.com:587');

/** `Name <address>` or a bare address; nodemailer parses it, this only refuses the obviously wrong. */
const mailFrom = z.string().regex(/^[^<>]*<[^<>@\s]+@[^<>@\s]+>$|^[^<>@\s]+@[^<>@\s]+$/, {
  message: 'must be an address or "Name <address>"',
});

/** Fastify's trustProxy: `true`, a number of hops, or addresses/CIDRs (comma separated). */
const trustProxy = z.string().transform((value): boolean | number | string[] => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
});

const manifestUrl = z.string().refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
  message: 'each manifest URL must be absolute (http/https) or start with "/"',
});

const remotes = z.string().transform((value, ctx) => {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object of remote name to manifest URL' });
    return z.NEVER;
  }
  const parsed = z
    .strictObject({
      auth: manifestUrl.optional(),
      publish: manifestUrl.optional(),
      workspace: manifestUrl.optional(),
    })
    .safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const message =
        issue.code === 'unrecognized_keys'
          ? `unknown remote ${issue.keys.map((k) => `"${k}"`).join(', ')} (known: ${remoteNames.join(', ')})`
          : `${issue.path.join('.') || 'value'}: ${issue.message}`;
      ctx.addIssue({ code: 'custom', message });
    }
    return z.NEVER;
  }
  return parsed.data;
});

const pageUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

/**
 * Every environment variable the server reads. Empty strings count as unset (the usual shell habit of
 * `FOO= npm start`), so each default below applies to them too.
 */
export const envSchema = z.object({
  QUIRE_HOST: z.string().min(1).default('0.0.0.0'),
  QUIRE_API_PORT: port.default(8000),
  QUIRE_AUTH_PORT: port.default(9999),
  QUIRE_PUBLIC_URL: origin.optional(),
  QUIRE_AUTH_PUBLIC_URL: origin.optional(),
  QUIRE_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: connectionUrl(
    ['postgres:', 'postgresql:'],
    'unset it to use SQLite in QUIRE_DATA_DIR',
  ).optional(),
  REDIS_URL: connectionUrl(['redis:', 'rediss:'], 'unset it to run a single instance').optional(),
  QUIRE_REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]*$/, 'may contain only letters, digits and : _ . -')
    .default('quire:'),
  QUIRE_JWT_SECRET: z.string().min(32, 'must be at least 32 characters (HS256 needs 256 bits)').optional(),
  QUIRE_CORS_ORIGINS: corsOrigins.default([]),
  QUIRE_REMOTES: remotes.default({}),
  QUIRE_WEB_ROOT: z.string().optional(),
  QUIRE_LOG_LEVEL: z.enum(logLevels).default('info'),
  QUIRE_ACCESS_TOKEN_TTL: seconds(5, 604800).default(3600),
  // A refresh token unused this long is dead: 30 days by default, at most a year.
  QUIRE_REFRESH_TOKEN_TTL: seconds(60, 31_536_000).default(2_592_000),
  QUIRE_SMTP_URL: smtpUrl.optional(),
  QUIRE_MAIL_FROM: mailFrom.default('Quire <no-reply@localhost>'),
  QUIRE_REDIRECT_ORIGINS: corsOrigins.default([]),
  QUIRE_MAGIC_LINK_RATE_PER_EMAIL: rateLimit.default({ limit: 3, windowSeconds: 600 }),
  QUIRE_MAGIC_LINK_RATE_PER_ADDRESS: rateLimit.default({ limit: 30, windowSeconds: 3600 }),
  QUIRE_VERIFY_RATE_PER_EMAIL: rateLimit.default({ limit: 10, windowSeconds: 600 }),
  QUIRE_VERIFY_RATE_PER_ADDRESS: rateLimit.default({ limit: 30, windowSeconds: 600 }),
  QUIRE_PASSWORD_SIGNIN: flag.default(false),
  QUIRE_PASSWORD_MIN_LENGTH: z
    .string()
    .regex(/^\d+$/, 'must be a whole number between 6 and 128')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(6, 'must be a whole number between 6 and 128')
        .max(128, 'must be a whole number between 6 and 128'),
    )
    .default(8),
  QUIRE_PASSWORD_RATE_PER_EMAIL: rateLimit.default({ limit: 10, windowSeconds: 900 }),
  QUIRE_PASSWORD_RATE_PER_ADDRESS: rateLimit.default({ limit: 30, windowSeconds: 900 }),
  QUIRE_INVITE_RATE_PER_WORKSPACE: rateLimit.default({ limit: 50, windowSeconds: 3600 }),
  QUIRE_INVITE_CODE_RATE_PER_USER: rateLimit.default({ limit: 20, windowSeconds: 600 }),
  QUIRE_TREE_WRITE_RATE_PER_USER: rateLimit.default({ limit: 20, windowSeconds: 60 }),
  // Duplicating published pages (routes/published-duplicate): per user, and the pages and bytes one copy may take.
  QUIRE_DUPLICATE_RATE_PER_USER: rateLimit.default({ limit: 10, windowSeconds: 600 }),
  // CSV imports per user, counted in started MiB of the files (an import's work follows its size).
  QUIRE_CSV_IMPORT_RATE_PER_USER: rateLimit.default({ limit: 100, windowSeconds: 3600 }),
  QUIRE_MAX_DUPLICATE_PAGES: z.coerce.number().int().min(1).max(10_000).default(200),
  QUIRE_MAX_DUPLICATE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(32 * 1024 * 1024),
  // Access requests mail the workspace's owner: per requester.
  QUIRE_ACCESS_REQUEST_RATE_PER_USER: rateLimit.default({ limit: 10, windowSeconds: 3600 }),
  QUIRE_PUBLISH_PASSWORD_RATE_PER_PAGE: rateLimit.default({ limit: 50, windowSeconds: 900 }),
  QUIRE_PUBLISH_PASSWORD_RATE_PER_ADDRESS: rateLimit.default({ limit: 10, windowSeconds: 900 }),
  QUIRE_MAX_VIEWS_PER_WORKSPACE: z.coerce.number().int().min(100).max(10_000_000).default(20_000),
  QUIRE_MAX_VIEWS_PER_OPERATION: z.coerce.number().int().min(10).max(100_000).default(500),
  QUIRE_COLLAB_UPDATE_RATE_PER_USER: rateLimit.default({ limit: 600, windowSeconds: 60 }),
  QUIRE_MAX_COLLAB_UPDATE_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(64 * 1024 * 1024)
    .default(4 * 1024 * 1024),
  QUIRE_MAX_COLLAB_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .max(1024 * 1024 * 1024)
    .default(64 * 1024 * 1024),
  // Comments and reactions on published pages, per user (each write is stored and shown to every reader).
  QUIRE_COMMENT_RATE_PER_USER: rateLimit.default({ limit: 20, windowSeconds: 60 }),
  QUIRE_REACTION_RATE_PER_USER: rateLimit.default({ limit: 60, windowSeconds: 60 }),
  QUIRE_TRUST_PROXY: trustProxy.default(false),
  // The realtime websocket /ws/v1 (docs/realtime.md): per-connection caps and the in-memory document registry.
  QUIRE_WS_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(1024 * 1024),
  QUIRE_WS_UPDATES_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(50),
  QUIRE_WS_MAX_COLLABS_PER_CONNECTION: z.coerce.number().int().min(1).max(100_000).default(200),
  QUIRE_WS_AUTH_TIMEOUT: seconds(1, 600).default(10),
  QUIRE_WS_SESSION_CHECK_INTERVAL: seconds(1, 3600).default(30),
  QUIRE_COLLAB_CACHE_DOCS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  QUIRE_COLLAB_CACHE_IDLE: seconds(1, 86_400).default(300),
  // File storage (routes/file-storage): one upload's bytes (the spec's Free-plan 7 MB), a workspace's bytes.
  QUIRE_MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(5 * 1024 * 1024 * 1024)
    .default(7 * 1024 * 1024),
  QUIRE_MAX_STORAGE_PER_WORKSPACE: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .max(Number.MAX_SAFE_INTEGER)
    .default(10 * 1024 * 1024 * 1024),
  QUIRE_UPLOAD_RATE_PER_USER: rateLimit.default({ limit: 60, windowSeconds: 600 }),
  // Any S3-compatible store instead of the data dir: QUIRE_S3_BUCKET turns it on.
  QUIRE_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 of a-z 0-9 . -)')
    .optional(),
  QUIRE_S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://127.0.0.1:9000' })
    .optional(),
  QUIRE_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must look like us-east-1')
    .default('us-east-1'),
  QUIRE_S3_ACCESS_KEY_ID: z.string().optional(),
  QUIRE_S3_SECRET_ACCESS_KEY: z.string().optional(),
  QUIRE_S3_FORCE_PATH_STYLE: flag.default(false),
  QUIRE_S3_PREFIX: z
    .string()
    .regex(
      /^([A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*$/,
      'must be empty or folder names each ending in / (e.g. quire/)',
    )
    .default(''),
  QUIRE_TERMS_URL: pageUrl.optional(),
  QUIRE_PRIVACY_URL: pageUrl.optional(),
  QUIRE_WEBSITE_URL: pageUrl.optional(),
  // Where pages' chosen fonts come from (a Google Fonts css2-compatible stylesheet service and the origin of
  // its font files), or `off`: pages then show their font only where the reader has it installed.
  QUIRE_FONT_SERVICE_URL: z
    .union([z.literal('off'), pageUrl], { error: 'must be an absolute http(s) URL or off' })
    .default('https://fonts.googleapis.com/css2'),
  QUIRE_FONT_FILES_URL: pageUrl.default('https://fonts.gstatic.com'),
});

export type EnvInput = z.input<typeof envSchema>;
export type Env = z.output<typeof envSchema>;
export type EnvVariable = keyof typeof envSchema.shape;
