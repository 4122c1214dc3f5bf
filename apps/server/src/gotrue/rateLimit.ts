import { sql, type Kysely } from 'kysely';
import type { RateLimit } from '../config/index.js';
import type { Database } from '../db/schema.js';

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
