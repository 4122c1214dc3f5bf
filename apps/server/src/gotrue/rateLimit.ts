import type { Kysely } from 'kysely';
import type { RateLimit } from '../config/index.js';
import type { Database } from '../db/schema.js';
import { hitRateLimit } from '../limits/counter.js';
import { AuthError } from './errors.js';

export { hitRateLimit, type RateDecision } from '../limits/counter.js';

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
