import { sql, type Kysely } from 'kysely';
import type { RateLimit } from '../config/index.js';
import type { Database } from '../db/schema.js';
import { AuthError } from './errors.js';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit on `key` in a fixed window kept in SQL, so every instance sharing the database agrees.
 * The increment is one atomic upsert (no read-then-write race); hits over the limit count too, so
 * hammering does not reopen the window early. Fixed windows allow a burst of up to twice the limit across
 * a window edge: the price of one row per key instead of one per hit.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimit,
  now: Date,
): Promise<RateDecision> {
  const windowMs = rule.windowSeconds * 1000;
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  const windowStart = new Date(startMs).toISOString();
  const expiresAt = new Date(startMs + windowMs).toISOString();
  const { hits } = await db
    .insertInto('rate_limit_buckets')
    .values({ key, window_start: windowStart, hits: 1, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet({ hits: sql<number>`rate_limit_buckets.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  // Old windows are dead weight; an indexed delete per hit keeps the table at the live keys.
  await db.deleteFrom('rate_limit_buckets').where('expires_at', '<=', now.toISOString()).execute();
  if (hits <= rule.limit) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((startMs + windowMs - now.getTime()) / 1000)),
  };
}

/**
 * The address a rate limit counts: an IPv4 address as it is; an IPv6 address by its /64, because one
 * subscriber usually holds a whole /64 and could otherwise take a fresh address for every request.
 */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]?.split('::') ?? [];
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [
        ...headGroups,
        ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
        ...tailGroups,
      ]
    : headGroups;
  const prefix = groups.slice(0, 4).map((group) => (parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Counts one hit and throws GoTrue's 429 (with Retry-After) when `key` is over `rule`. */
export async function enforceRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimit,
  now: Date,
  refusal: { errorCode: string; message: (retryAfterSeconds: number) => string },
): Promise<void> {
  const decision = await hitRateLimit(db, key, rule, now);
  if (decision.allowed) return;
  throw new AuthError('TooManyRequests', refusal.message(decision.retryAfterSeconds), {
    status: 429,
    errorCode: refusal.errorCode,
    retryAfterSeconds: decision.retryAfterSeconds,
  });
}
