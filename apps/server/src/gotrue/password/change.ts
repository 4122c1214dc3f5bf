import type { SignedInClaims } from '../../auth/authenticate.js';
import { presentGoTrueUser, type GoTrueUser } from '../../presenters/gotrueUser.js';
import type { AuthDeps } from '../deps.js';
import { AuthError } from '../errors.js';
import { loadAuthUser, revokeSessions } from '../sessions.js';
import { hashPassword, verifyPassword } from './hash.js';
import { checkNewPassword, enforcePasswordAttemptLimits } from './policy.js';

export interface PasswordChange {
  password: string;
  currentPassword: string | undefined;
}

function refusal(errorCode: string, message: string, status = 422): AuthError {
  return new AuthError('InvalidPassword', message, { status, errorCode, oauthError: 'invalid_request' });
}

/**
 * `POST /user/change-password`. An account with a password needs it (`current_password`), except in a session
 * a recovery link started, for `passwordResetWindowSeconds` and one change: that link already proved the
 * address, which is what a forgotten password falls back on. A new password ends every other session of the
 * user, so that whoever knew the old one (or held a session meanwhile) is out.
 */
export async function changePassword(
  deps: AuthDeps,
  claims: SignedInClaims,
  change: PasswordChange,
  clientAddress: string,
): Promise<GoTrueUser> {
  checkNewPassword(deps.config, change.password);
  const { user } = await loadAuthUser(deps.db, claims.userUuid);
  const session = await deps.db
    .selectFrom('sessions')
    .select('password_reset_until')
    .where('id', '=', claims.sessionId)
    .executeTakeFirstOrThrow();
  const now = deps.now().toISOString();
  const resetting = session.password_reset_until !== null && session.password_reset_until > now;

  if (user.password_hash !== null) {
    if (!resetting) {
      if (!change.currentPassword) {
        throw refusal('current_password_required', 'current_password is required to change the password');
      }
      await enforcePasswordAttemptLimits(deps, user.email, clientAddress);
      if (!(await verifyPassword(change.currentPassword, user.password_hash))) {
        throw refusal('current_password_mismatch', 'Current password is incorrect', 400);
      }
    }
    if (await verifyPassword(change.password, user.password_hash)) {
      throw refusal('same_password', 'New password should be different from the old password.');
    }
  }

  const passwordHash = await hashPassword(change.password);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('uuid', '=', user.uuid)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ password_reset_until: null })
      .where('id', '=', claims.sessionId)
      .execute();
  });
  await revokeSessions(deps, { userUuid: user.uuid, sessionId: claims.sessionId, scope: 'others' });
  const changed = await loadAuthUser(deps.db, user.uuid);
  return presentGoTrueUser(changed.user, changed.identities);
}
