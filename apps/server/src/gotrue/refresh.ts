import { randomUUID } from 'node:crypto';
import type { RefreshTokenRow } from '../db/schema.js';
import type { AuthDeps } from './deps.js';
import { AuthError } from './errors.js';
import { hashToken, randomToken } from './secrets.js';
import { announceSessionsEnded, tokenResponse, type TokenResponse } from './sessions.js';

/** How long a rotated token is kept to recognise its reuse. */
const usedTokenRetentionMs = 30 * 24 * 3600 * 1000;

function invalidGrant(errorCode: string, message: string): AuthError {
  return new AuthError('UserUnAuthorized', `Invalid Refresh Token: ${message}`, {
    status: 400,
    errorCode,
    oauthError: 'invalid_grant',
  });
}

/**
 * `grant_type=refresh_token`: every use rotates the token (the old one is marked used and points at its
 * successor). A rotated token presented again means two parties hold it — the client and a thief — so
 * the whole session (its family of tokens) is revoked and both must sign in again. There is no grace
 * window: clients must not refresh one token twice concurrently (`@quire/shared` shares one refresh).
 */
export async function refreshSession(deps: AuthDeps, presented: string): Promise<TokenResponse> {
  const token = await deps.db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(presented))
    .executeTakeFirst();
  if (token === undefined) throw invalidGrant('refresh_token_not_found', 'Refresh Token Not Found');
  const session = await deps.db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', token.session_id)
    .executeTakeFirstOrThrow();
  if (session.revoked_at !== null || token.revoked_at !== null) {
    throw invalidGrant('session_not_found', 'Session Revoked');
  }
  if (token.used_at !== null) return revokeOnReuse(deps, token);
  const idleMs = deps.now().getTime() - Date.parse(token.created_at);
  if (idleMs > deps.config.auth.refreshTokenTtlSeconds * 1000) return endExpiredSession(deps, token);

  const now = deps.now().toISOString();
  const next = { id: randomUUID(), secret: randomToken() };
  const rotated = await deps.db.transaction().execute(async (trx) => {
    // Conditional on `used_at is null`: of two concurrent refreshes with one token, one rotates and the
    // other is reuse, exactly as if they had come one after the other.
    const claimed = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: now, successor_id: next.id })
      .where('id', '=', token.id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('refresh_tokens')
      .values({ id: next.id, session_id: session.id, token_hash: hashToken(next.secret), created_at: now })
      .execute();
    await trx.updateTable('sessions').set({ refreshed_at: now }).where('id', '=', session.id).execute();
    // A session refreshed hourly for a year would keep 8760 rows; a token used over 30 days ago presented
    // again is then merely unknown instead of revoking the session — a fair trade for a bounded table.
    await trx
      .deleteFrom('refresh_tokens')
      .where('session_id', '=', session.id)
      .where('used_at', '<', new Date(deps.now().getTime() - usedTokenRetentionMs).toISOString())
      .execute();
    return true;
  });
  if (!rotated) return revokeOnReuse(deps, token);
  return tokenResponse(deps, session, next.secret);
}

/** A refresh token unused for longer than QUIRE_REFRESH_TOKEN_TTL ends its session, like a sign-out. */
async function endExpiredSession(deps: AuthDeps, token: RefreshTokenRow): Promise<never> {
  await deps.db
    .updateTable('sessions')
    .set({ revoked_at: deps.now().toISOString() })
    .where('id', '=', token.session_id)
    .where('revoked_at', 'is', null)
    .execute();
  throw invalidGrant('session_expired', 'Session Expired');
}

async function revokeOnReuse(deps: AuthDeps, token: RefreshTokenRow): Promise<never> {
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', token.session_id)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('session_id', '=', token.session_id)
      .where('revoked_at', 'is', null)
      .execute();
  });
  await announceSessionsEnded(deps, [token.session_id]);
  throw invalidGrant('refresh_token_already_used', 'Already Used');
}
