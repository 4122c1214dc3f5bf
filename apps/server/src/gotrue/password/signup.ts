import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { presentPendingSignup, type PendingSignup } from '../../presenters/gotrueUser.js';
import { userByEmail } from '../accounts.js';
import type { AuthDeps } from '../deps.js';
import { mailLink } from '../mailedLinks.js';
import type { CodeChallenge } from '../pkce.js';
import { hashPassword } from './hash.js';
import { accountExistsMail, confirmSignupMail } from './mail.js';

export interface SignupRequest {
  email: string;
  password: string;
  redirectTo: string;
  challenge: CodeChallenge | null;
}

/**
 * `POST /signup`. Nothing is created until the mailed link proves the address: an account made on someone's
 * word alone would hold their address before they do (and accept the invitations sent to it), and a password
 * added to an existing account would hand it to whoever typed it. So a new address gets a confirmation link
 * that creates the account with this password; an address with an account gets a sign-in link and no password.
 * Both cost one hash and one mail and answer the same, so the answer does not tell which case it was.
 */
export async function requestSignup(
  deps: AuthDeps,
  log: FastifyBaseLogger,
  request: SignupRequest,
): Promise<PendingSignup> {
  const { email, redirectTo, challenge } = request;
  const passwordHash = await hashPassword(request.password);
  const existing = await userByEmail(deps.db, email);
  if (existing === undefined) {
    await mailLink(
      deps,
      log,
      { kind: 'signup', email, redirectTo, challenge, passwordHash },
      confirmSignupMail,
      'Error sending confirmation email',
    );
  } else {
    await mailLink(
      deps,
      log,
      { kind: 'magiclink', email, redirectTo, challenge },
      accountExistsMail,
      'Error sending confirmation email',
    );
  }
  return presentPendingSignup(randomUUID(), email, deps.now().toISOString());
}

/**
 * A confirmed sign-up's password goes on the account only if following the link created it: an account that
 * appeared meanwhile (a magic link, a provider) was made by someone who proved the address without this password.
 */
export async function adoptSignupPassword(
  deps: AuthDeps,
  userUuid: string,
  passwordHash: string,
): Promise<void> {
  await deps.db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: deps.now().toISOString() })
    .where('uuid', '=', userUuid)
    .where('password_hash', 'is', null)
    .execute();
}
