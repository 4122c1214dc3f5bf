import { authApi } from '../api/client.js';
import { AppError } from '../errors/index.js';
import { isValidSignInEmail } from './email.js';
import { logSignInFailure } from './log.js';
import { authCallbackUrl } from './origin.js';
import { storeRedirectTo } from './redirect-target.js';

/** The message (an i18n key, as the spec names it) of the invalid e-mail rejection (VAL-12). */
export const INVALID_EMAIL_MESSAGE = 'signIn.invalidEmail';

/**
 * Sends a magic link (LOG-01, API-AUTH-09). The e-mail is checked first and rejected with
 * 'signIn.invalidEmail' (errorName InvalidEmail) without any request; then the wanted address is stored
 * (LOG-17) and the auth service mails a link that returns to this origin's /auth/callback. The link uses
 * GoTrue's implicit flow (empty code_challenge, as AppFlowy's web client sends): it signs in from whichever
 * browser opens the mail, not only from the one that asked.
 */
export async function signInWithMagicLink(email: string, redirectTo: string): Promise<void> {
  const address = email.trim();
  if (!isValidSignInEmail(address)) throw new AppError('InvalidEmail', INVALID_EMAIL_MESSAGE);
  storeRedirectTo(redirectTo);
  try {
    await authApi.post(
      '/magiclink',
      { code_challenge: '', code_challenge_method: '', data: {}, email: address },
      { headers: { Redirect_to: authCallbackUrl() } },
    );
  } catch (error) {
    logSignInFailure('magic link', error);
    throw error;
  }
}
