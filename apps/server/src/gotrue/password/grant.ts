import { normaliseEmail } from '../../models/email.js';
import { emailProvider, userByEmail } from '../accounts.js';
import type { AuthDeps } from '../deps.js';
import { issueSession, type TokenResponse } from '../sessions.js';
import { hashPassword, needsRehash, verifyNothing, verifyPassword } from './hash.js';
import { enforcePasswordAttemptLimits, invalidCredentials } from './policy.js';

/**
 * `POST /token?grant_type=password`. An unknown address, an account without a password and a wrong password
 * get the same answer after the same work (one scrypt), so neither the body nor the timing tells them apart.
 */
export async function signInWithPassword(
  deps: AuthDeps,
  grant: { email: string; password: string },
  clientAddress: string,
): Promise<TokenResponse> {
  const email = normaliseEmail(grant.email);
  await enforcePasswordAttemptLimits(deps, email, clientAddress);
  const user = await userByEmail(deps.db, email);
  const stored = user?.password_hash ?? null;
  const matches =
    stored === null ? await verifyNothing(grant.password) : await verifyPassword(grant.password, stored);
  if (user === undefined || stored === null || !matches) throw invalidCredentials();
  if (needsRehash(stored)) {
    await deps.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(grant.password) })
      .where('uuid', '=', user.uuid)
      .where('password_hash', '=', stored)
      .execute();
  }
  return issueSession(deps, { user, provider: emailProvider });
}
