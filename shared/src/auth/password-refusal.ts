import { isAppError } from '../errors/index.js';

// How the auth service's refusals of a password read, for every screen that sends one (signing in, creating an
// account, setting a new password): by catalogue name and GoTrue's `error_code` (the error's `reason`), never by
// their English words. Only the length limit and a rate limit's wait are numbers found in the message.

/** A rate limit: `seconds` as the server said it (null when it did not), `until` the moment a retry may succeed. */
export interface RateLimitRefusal {
  kind: 'rateLimited';
  seconds: number | null;
  until: number | null;
}

/** A new password outside the server's length limits, with the limit when the server said it. */
export type PasswordLengthRefusal =
  { kind: 'passwordTooShort'; minimum: number | null } | { kind: 'passwordTooLong'; maximum: number | null };

/** Why `POST /user/change-password` did not set the new password. */
export type PasswordChangeRefusal =
  | PasswordLengthRefusal
  | RateLimitRefusal
  /** The account has a password and this session did not come from a recovery mail (or its window passed). */
  | { kind: 'currentPasswordRequired' }
  | { kind: 'currentPasswordWrong' }
  | { kind: 'samePassword' }
  /** The server has password sign-in off. */
  | { kind: 'passwordUnavailable' };

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A password's length as the server counts it: characters as people see them, after NFKC. */
export function passwordLength(password: string): number {
  return Array.from(graphemes.segment(password.normalize('NFKC'))).length;
}

/**
 * The one number in a refusal's message ('Try again in 42 seconds.', 'at least 8 characters'): the auth service
 * says the length limit only there, and the wait there and as `Retry-After`, which the client does not expose.
 */
function numberIn(message: string): number | null {
  const match = /\d+/.exec(message);
  return match === null ? null : Number(match[0]);
}

export function rateLimited(seconds: number | null, now: number = Date.now()): RateLimitRefusal {
  return { kind: 'rateLimited', seconds, until: seconds === null ? null : now + seconds * 1000 };
}

/** A TooManyRequests refusal and its wait (`retry_after_secs`, else the message's number); null for others. */
export function rateLimitOf(error: unknown, now: number = Date.now()): RateLimitRefusal | null {
  if (!isAppError(error) || error.errorName !== 'TooManyRequests') return null;
  return rateLimited(error.retryAfterSeconds ?? numberIn(error.message), now);
}

/**
 * An InvalidPassword refusal of a new `password` by its length: `weak_password` is too short, `validation_failed`
 * too long. Without a reason (an auth service that does not send GoTrue's `error_code`) both are one refusal
 * with the limit in it, and the password itself says which side of the limit it is on. Null for other errors
 * and other reasons.
 */
export function passwordLengthRefusalOf(error: unknown, password: string): PasswordLengthRefusal | null {
  if (!isAppError(error) || error.errorName !== 'InvalidPassword') return null;
  const limit = numberIn(error.message);
  let tooLong: boolean;
  if (error.reason === 'weak_password') tooLong = false;
  else if (error.reason === 'validation_failed') tooLong = true;
  else if (error.reason === undefined) tooLong = limit !== null && passwordLength(password) > limit;
  else return null;
  return tooLong ? { kind: 'passwordTooLong', maximum: limit } : { kind: 'passwordTooShort', minimum: limit };
}

/** The InvalidPassword refusals of a change that are not about the new password's length, by `error_code`. */
const changeRefusals = new Map<string, 'currentPasswordRequired' | 'currentPasswordWrong' | 'samePassword'>([
  ['current_password_required', 'currentPasswordRequired'],
  ['current_password_mismatch', 'currentPasswordWrong'],
  ['same_password', 'samePassword'],
]);

/** Why setting `password` as the new one was refused; null when the failure is not one the user can act on. */
export function passwordChangeRefusalOf(
  error: unknown,
  password: string,
  now: number = Date.now(),
): PasswordChangeRefusal | null {
  if (!isAppError(error)) return null;
  if (error.errorName === 'TooManyRequests') return rateLimitOf(error, now);
  if (error.errorName === 'FeatureNotAvailable') return { kind: 'passwordUnavailable' };
  if (error.errorName !== 'InvalidPassword') return null;
  const refusal = changeRefusals.get(error.reason ?? '');
  return refusal === undefined ? passwordLengthRefusalOf(error, password) : { kind: refusal };
}
