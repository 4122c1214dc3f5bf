import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { signAccessToken } from '../auth/jwt.js';
import type { Database, IdentityRow, SessionRow, UserRow } from '../db/schema.js';
import { presentGoTrueUser, providersOf, userMetadataOf, type GoTrueUser } from '../presenters/gotrueUser.js';
import type { AuthDeps } from './deps.js';
import { hashToken, randomToken } from './secrets.js';

/** GoTrue's token answer (password, refresh, pkce grants and POST /verify). */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  /** Unix seconds. */
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

/**
 * How long a session started by a recovery link may set a new password without the current one: long enough
 * to type one, short enough that a token copied later is not a way to replace the password.
 */
export const passwordResetWindowSeconds = 15 * 60;

/**
 * Starts a session for a signed-in user: a session row, its first refresh token and an access token.
 * `passwordReset`: the user came through a recovery link (see `passwordResetWindowSeconds`).
 */
export async function issueSession(
  deps: AuthDeps,
  {
    user,
    provider,
    passwordReset = false,
  }: { user: Pick<UserRow, 'uuid'>; provider: string; passwordReset?: boolean },
): Promise<TokenResponse> {
  const clock = deps.now();
  const now = clock.toISOString();
  const session: SessionRow = {
    id: randomUUID(),
    user_uuid: user.uuid,
    provider,
    created_at: now,
    refreshed_at: null,
    revoked_at: null,
    password_reset_until: passwordReset
      ? new Date(clock.getTime() + passwordResetWindowSeconds * 1000).toISOString()
      : null,
  };
  const refreshToken = randomToken();
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto('sessions').values(session).execute();
    await trx
      .insertInto('refresh_tokens')
      .values({
        id: randomUUID(),
        session_id: session.id,
        token_hash: hashToken(refreshToken),
        created_at: now,
      })
      .execute();
    await trx.updateTable('users').set({ last_sign_in_at: now }).where('uuid', '=', user.uuid).execute();
  });
  return tokenResponse(deps, session, refreshToken);
}

/** A fresh access token for `session`, answered together with the refresh token that goes with it. */
export async function tokenResponse(
  deps: AuthDeps,
  session: SessionRow,
  refreshToken: string,
): Promise<TokenResponse> {
  const { user, identities } = await loadAuthUser(deps.db, session.user_uuid);
  const signed = await signAccessToken(deps.config.jwtSecret, {
    userUuid: user.uuid,
    email: user.email,
    sessionId: session.id,
    provider: session.provider,
    providers: providersOf(identities),
    userMetadata: userMetadataOf(user),
    issuer: deps.config.authPublicUrl,
    ttlSeconds: deps.config.auth.accessTokenTtlSeconds,
    now: Math.floor(deps.now().getTime() / 1000),
  });
  return {
    access_token: signed.accessToken,
    token_type: 'bearer',
    expires_in: signed.expiresIn,
    expires_at: signed.expiresAt,
    refresh_token: refreshToken,
    user: presentGoTrueUser(user, identities),
  };
}

export async function loadAuthUser(
  db: Kysely<Database>,
  userUuid: string,
): Promise<{ user: UserRow; identities: IdentityRow[] }> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('uuid', '=', userUuid)
    .executeTakeFirstOrThrow();
  const identities = await db
    .selectFrom('identities')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .orderBy('created_at')
    .execute();
  return { user, identities };
}

/** True while the session exists, belongs to `userUuid` and has not been revoked (logout, token reuse). */
export async function isSessionActive(
  db: Kysely<Database>,
  sessionId: string,
  userUuid: string,
): Promise<boolean> {
  const session = await db
    .selectFrom('sessions')
    .select(['user_uuid', 'revoked_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return session !== undefined && session.user_uuid === userUuid && session.revoked_at === null;
}

export type LogoutScope = 'local' | 'global' | 'others';

/**
 * Ends sessions the way GoTrue's `POST /logout?scope=` does: `local` this one, `global` all of the user's,
 * `others` all but this one. Their refresh tokens stop working with them.
 */
export async function revokeSessions(
  deps: AuthDeps,
  { userUuid, sessionId, scope }: { userUuid: string; sessionId: string; scope: LogoutScope },
): Promise<void> {
  const now = deps.now().toISOString();
  const ended = await deps.db.transaction().execute(async (trx) => {
    let sessions = trx
      .selectFrom('sessions')
      .select('id')
      .where('user_uuid', '=', userUuid)
      .where('revoked_at', 'is', null);
    if (scope === 'local') sessions = sessions.where('id', '=', sessionId);
    if (scope === 'others') sessions = sessions.where('id', '!=', sessionId);
    const ids = (await sessions.execute()).map((row) => row.id);
    if (ids.length === 0) return ids;
    await trx.updateTable('sessions').set({ revoked_at: now }).where('id', 'in', ids).execute();
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('session_id', 'in', ids)
      .where('revoked_at', 'is', null)
      .execute();
    return ids;
  });
  await announceSessionsEnded(deps, ended);
}

/** Tells `deps.sessionsEnded` (the sockets of those sessions close); never fails the sign-out itself. */
export async function announceSessionsEnded(deps: AuthDeps, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  try {
    await deps.sessionsEnded?.(sessionIds);
  } catch {
    // The sockets' periodic session check closes them instead.
  }
}
