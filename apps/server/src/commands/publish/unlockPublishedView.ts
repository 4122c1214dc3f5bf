import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { LimitsConfig } from '../../config/index.js';
import type { Database, PublishedViewRow } from '../../db/schema.js';
import { verifyPassword } from '../../gotrue/password/hash.js';
import { hitRateLimit, waitText, type RateDecision } from '../../limits/counter.js';

const tooManyMessage = (wait: string) => `Too many wrong passwords for this page. Try again in ${wait}.`;

/**
 * Whether `password` opens the protected page `publication` (true for a page without one). Wrong passwords
 * are counted per client address and per page (TooManyRequests 1079 past a limit):
 * - an address over its own limit is refused before its password is even checked: its guessing stops there;
 * - a page over its limit (guesses from many addresses) still lets a right password through from an address
 *   that has guessed wrong nowhere in the window, so readers are never locked out by someone else's guesses; an
 *   address with a wrong guess is refused, and a wrong guess on such a page is refused and counted — each new
 *   address gets one guess a window there, not its limit.
 * Right passwords are not counted: readers of a page do not use up its tries.
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
  const page = { key: `publish-password:page:${publication.view_id}`, rule: rules.perPage };
  const address = { key: `publish-password:address:${params.clientAddress}`, rule: rules.perAddress };
  // Cost 0 reads a window's count without adding to it.
  const [pageNow, addressNow] = await Promise.all(
    [page, address].map(({ key, rule }) => hitRateLimit(db, key, rule, now, 0)),
  );
  if (pageNow === undefined || addressNow === undefined) throw new Error('two rate decisions expected');
  refuseOver([addressNow]);
  // Under attack, only addresses with no wrong guess of their own may try.
  if (!pageNow.allowed && addressNow.hits > 0) refuseOver([pageNow]);
  if (await verifyPassword(password, publication.password_hash)) return true;
  const counted = await Promise.all([page, address].map(({ key, rule }) => hitRateLimit(db, key, rule, now)));
  refuseOver(pageNow.allowed ? counted : [pageNow]);
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
