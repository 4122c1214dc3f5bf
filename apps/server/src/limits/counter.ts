import { AppError } from '@quire/shared/errors';
import { sql, type Kysely } from 'kysely';
import type { RateLimit } from '../config/index.js';
import type { Database } from '../db/schema.js';

/** `hits`: the window's count after this request (its cost included). */
export type RateDecision = ({ allowed: true } | { allowed: false; retryAfterSeconds: number }) & {
  hits: number;
};

/**
 * Counts `cost` hits (one by default) on `key` in a fixed window kept in SQL, so every instance sharing the database agrees.
 * The increment is one atomic upsert (no read-then-write race); hits over the limit count too, so
 * hammering does not reopen the window early. Fixed windows allow a burst of up to twice the limit across
 * a window edge: the price of one row per key instead of one per hit.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimit,
  now: Date,
  /** How many units this request costs (an invitation to 20 addresses costs 20). */
  cost = 1,
): Promise<RateDecision> {
  const windowMs = rule.windowSeconds * 1000;
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  const windowStart = new Date(startMs).toISOString();
  const expiresAt = new Date(startMs + windowMs).toISOString();
  const { hits } = await db
    .insertInto('rate_limit_buckets')
    .values({ key, window_start: windowStart, hits: cost, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet({ hits: sql<number>`rate_limit_buckets.hits + ${cost}` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  // Old windows are dead weight; an indexed delete per hit keeps the table at the live keys.
  await db.deleteFrom('rate_limit_buckets').where('expires_at', '<=', now.toISOString()).execute();
  if (hits <= rule.limit) return { allowed: true, hits };
  return {
    allowed: false,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil((startMs + windowMs - now.getTime()) / 1000)),
  };
}

/**
 * Counts `cost` units on `key` and refuses with TooManyRequests (1079) over `rule`, saying how long to wait
 * (the message and the envelope's `retry_after_secs`). The refused units count too, like every hit.
 */
export async function enforceApiRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimit,
  now: Date,
  message: (wait: string) => string,
  cost = 1,
): Promise<void> {
  const decision = await hitRateLimit(db, key, rule, now, cost);
  if (decision.allowed) return;
  throw new AppError('TooManyRequests', message(waitText(decision.retryAfterSeconds)), {
    retryAfterSeconds: decision.retryAfterSeconds,
  });
}

/** "45 seconds", "1 minute", "12 minutes": how long to wait, rounded up to what a person reads. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
