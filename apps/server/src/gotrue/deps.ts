import type { Kysely } from 'kysely';
import type { Config } from '../config/index.js';
import type { Database } from '../db/schema.js';
import type { Mailer } from '../mail/types.js';

/** What every auth route family receives: building blocks only, never each other. */
export interface AuthDeps {
  config: Config;
  db: Kysely<Database>;
  mailer: Mailer;
  /** The clock of every expiry decision; tests move it instead of waiting. */
  now: () => Date;
  /**
   * Told of sessions that just ended (sign-out, revoked, a refresh token reused), so that the sockets they opened
   * close at once on every instance; a failure is only a delay (sockets re-check their session periodically).
   */
  sessionsEnded?: (sessionIds: readonly string[]) => Promise<void>;
}
