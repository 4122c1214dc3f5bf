import { randomUUID } from 'node:crypto';
import type { OneTimeTokenKind, OneTimeTokenRow } from '../db/schema.js';
import type { AuthDeps } from './deps.js';
import type { CodeChallenge } from './pkce.js';
import { hashCode, hashToken, randomSixDigitCode, randomToken, sameSecret } from './secrets.js';

export const mailedLinkTtlSeconds = 3600;
/** GoTrue's flow-state lifetime: the browser exchanges the code right after the redirect. */
export const authCodeTtlSeconds = 300;
/** Tries of a link's 6-digit code; 10^6 codes, a few links an hour: guessing is hopeless. The link itself is not affected. */
export const maxCodeAttempts = 5;

export type Consumed =
  { ok: true; row: OneTimeTokenRow } | { ok: false; reason: 'unknown' | 'expired' | 'used' };

/** What a mailed link carries; the kinds are the `type` of its `/verify` URL. */
export type MailedLinkKind = Extract<OneTimeTokenKind, 'magiclink' | 'signup' | 'recovery'>;

export interface NewMailedLink {
  kind: MailedLinkKind;
  email: string;
  redirectTo: string;
  challenge: CodeChallenge | null;
  /** A sign-up's password hash, kept until the link confirms the address. */
  passwordHash?: string;
}

/** Stores a mailed link (hashes only) and returns its secrets, to be mailed and then forgotten. */
export async function createMailedLink(
  deps: AuthDeps,
  link: NewMailedLink,
): Promise<{ token: string; code: string }> {
  const id = randomUUID();
  const token = randomToken();
  const code = randomSixDigitCode();
  const now = deps.now();
  await pruneExpired(deps, now);
  await deps.db
    .insertInto('one_time_tokens')
    .values({
      id,
      kind: link.kind,
      token_hash: hashToken(token),
      code_hash: hashCode(deps.config.jwtSecret, id, code),
      code_attempts: 0,
      email: link.email,
      redirect_to: link.redirectTo,
      code_challenge: link.challenge?.challenge ?? null,
      code_challenge_method: link.challenge?.method ?? null,
      password_hash: link.passwordHash ?? null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + mailedLinkTtlSeconds * 1000).toISOString(),
    })
    .execute();
  return { token, code };
}

/**
 * A PKCE authorisation code for a user who just proved who they are (mailed link or provider);
 * `passwordReset` when a recovery link did, so that the session it becomes may set a new password.
 */
export async function createAuthCode(
  deps: AuthDeps,
  grant: { userUuid: string; provider: string; challenge: CodeChallenge; passwordReset?: boolean },
): Promise<string> {
  const code = randomToken();
  const now = deps.now();
  await pruneExpired(deps, now);
  await deps.db
    .insertInto('one_time_tokens')
    .values({
      id: randomUUID(),
      kind: 'pkce',
      token_hash: hashToken(code),
      code_attempts: 0,
      user_uuid: grant.userUuid,
      provider: grant.provider,
      code_challenge: grant.challenge.challenge,
      code_challenge_method: grant.challenge.method,
      password_reset: grant.passwordReset === true ? 1 : 0,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + authCodeTtlSeconds * 1000).toISOString(),
    })
    .execute();
  return code;
}

/** Uses up the token of `kind` whose secret is `token`; only the first caller ever gets `ok`. */
export async function consumeToken(deps: AuthDeps, kind: OneTimeTokenKind, token: string): Promise<Consumed> {
  const row = await deps.db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .executeTakeFirst();
  return claim(deps, row);
}

/**
 * Uses up the newest mailed link of one of `kinds` to `email` if `code` is its 6-digit code (GoTrue: only the
 * latest mail's code counts). Every try spends one of `maxCodeAttempts`, reserved by one conditional UPDATE
 * before the code is compared, so concurrent guesses cannot exceed the cap on any database. Spent attempts end
 * the code only: the link in the mail keeps working, so nobody can lock a person out by typing wrong codes for
 * their address.
 */
export async function consumeMailedCode(
  deps: AuthDeps,
  kinds: readonly MailedLinkKind[],
  email: string,
  code: string,
): Promise<Consumed> {
  const row = await deps.db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('kind', 'in', kinds)
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (row === undefined || row.code_hash === null) return { ok: false, reason: 'unknown' };
  const reserved = await deps.db
    .updateTable('one_time_tokens')
    .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('code_attempts', '<', maxCodeAttempts)
    .executeTakeFirst();
  if (Number(reserved.numUpdatedRows) !== 1) return { ok: false, reason: 'expired' };
  if (!sameSecret(row.code_hash, hashCode(deps.config.jwtSecret, row.id, code))) {
    return { ok: false, reason: 'unknown' };
  }
  return claim(deps, row);
}

async function claim(deps: AuthDeps, row: OneTimeTokenRow | undefined): Promise<Consumed> {
  if (row === undefined) return { ok: false, reason: 'unknown' };
  if (row.used_at !== null) return { ok: false, reason: 'used' };
  const now = deps.now().toISOString();
  if (row.expires_at <= now) return { ok: false, reason: 'expired' };
  // The conditional update is the single-use guarantee: two concurrent clicks, one winner.
  const result = await deps.db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { ok: false, reason: 'used' };
  return { ok: true, row: { ...row, used_at: now } };
}

/** Dead tokens are worthless (every dead link gets the same answer): each new one sweeps them (indexed). */
async function pruneExpired(deps: AuthDeps, now: Date): Promise<void> {
  await deps.db.deleteFrom('one_time_tokens').where('expires_at', '<', now.toISOString()).execute();
}
