import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { LimitsConfig } from '../../config/index.js';
import type { Database, PublishedViewRow } from '../../db/schema.js';
import { verifyPassword } from '../../gotrue/password/hash.js';
import { hitRateLimit, waitText, type RateDecision } from '../../limits/counter.js';

const tooManyMessage = (wait: string) => `Too many wrong passwords for this page. Try again in ${wait}.`;

/**
 * Whether `password` opens the protected page `publication` (true for a page without one). Wrong passwords
 * are counted per page and per client address; over either limit every try is refused (TooManyRequests
 * 1079) before the password is even checked, so guessing stops at the limit whatever the guesses are. Right
 * passwords are not counted: readers of a page do not use up its tries.
 */
export async function unlockPublishedView(
  db: Kysely<Database>,
  params: {
    publication: PublishedViewRow;
    password: string | undefined;
    clientAddress: string;
    limits: Pick<LimitsConfig, 'publishPasswordTries'>;
    now: Date;
  },
): Promise<boolean> {
  const { publication, password, now } = params;
  if (publication.password_hash === null) return true;
  if (password === undefined || password === '') return false;
  const rules = params.limits.publishPasswordTries;
  const keys = [
    { key: `publish-password:page:${publication.view_id}`, rule: rules.perPage },
    { key: `publish-password:address:${params.clientAddress}`, rule: rules.perAddress },
  ];
  // Cost 0 reads a window's count without adding to it.
  refuseOver(await Promise.all(keys.map(({ key, rule }) => hitRateLimit(db, key, rule, now, 0))));
  if (await verifyPassword(password, publication.password_hash)) return true;
  refuseOver(await Promise.all(keys.map(({ key, rule }) => hitRateLimit(db, key, rule, now))));
  return false;
}

function refuseOver(decisions: readonly RateDecision[]): void {
  for (const decision of decisions) {
    if (!decision.allowed) {
      throw new AppError('TooManyRequests', tooManyMessage(waitText(decision.retryAfterSeconds)), {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
  }
}
