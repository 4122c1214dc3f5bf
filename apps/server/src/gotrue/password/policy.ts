import type { Config } from '../../config/index.js';
import type { AuthDeps } from '../deps.js';
import { AuthError } from '../errors.js';
import { enforceRateLimit, rateLimitAddress } from '../rateLimit.js';

/**
 * GoTrue's answer while its e-mail provider is off, here while password sign-in is (QUIRE_PASSWORD_SIGNIN):
 * 400 on the token endpoint (an OAuth2 error), 422 elsewhere, as GoTrue answers them.
 */
export function requirePasswordSignIn(config: Config, status: 400 | 422): void {
  if (config.auth.password.enabled) return;
  throw new AuthError('FeatureNotAvailable', 'Password sign-in is disabled', {
    status,
    errorCode: 'email_provider_disabled',
    oauthError: status === 400 ? 'invalid_grant' : 'invalid_request',
  });
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Length counts characters as people see them (grapheme clusters: `é` or one emoji is one), not UTF-16 units
 * or bytes. The body's own bound (1024 UTF-16 units) caps what a long cluster can cost.
 */
export function checkNewPassword(config: Config, password: string): void {
  const { minLength, maxLength } = config.auth.password;
  const length = Array.from(graphemes.segment(password.normalize('NFKC'))).length;
  if (length < minLength) {
    throw new AuthError('InvalidPassword', `Password should be at least ${minLength} characters.`, {
      status: 422,
      errorCode: 'weak_password',
      oauthError: 'invalid_request',
    });
  }
  if (length > maxLength) {
    throw new AuthError('InvalidPassword', `Password should be at most ${maxLength} characters.`, {
      status: 422,
      errorCode: 'validation_failed',
      oauthError: 'invalid_request',
    });
  }
}

/** One answer for a wrong password and for an address without one (or without an account). */
export function invalidCredentials(): AuthError {
  return new AuthError('InvalidPassword', 'Invalid login credentials', {
    status: 400,
    errorCode: 'invalid_credentials',
    oauthError: 'invalid_grant',
  });
}

/**
 * Password guesses per client address (an IPv6 /64 is one), then per e-mail, counted before any hash is
 * compared. Fixed windows: whoever hammers an address locks it for the rest of the window only, and its owner
 * can always sign in by magic link meanwhile.
 */
export async function enforcePasswordAttemptLimits(
  deps: AuthDeps,
  email: string,
  address: string,
): Promise<void> {
  const { perAddress, perEmail } = deps.config.auth.password.attemptRate;
  const now = deps.now();
  const message = (seconds: number) => `Too many password attempts. Try again in ${seconds} seconds.`;
  await enforceRateLimit(deps.db, `password:address:${rateLimitAddress(address)}`, perAddress, now, {
    errorCode: 'over_request_rate_limit',
    message,
  });
  await enforceRateLimit(deps.db, `password:email:${email}`, perEmail, now, {
    errorCode: 'over_request_rate_limit',
    message,
  });
}
