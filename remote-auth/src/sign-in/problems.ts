import { isAppError } from '@quire/shared';

/** Why a sign-in step did not go through, as the screen tells it. Expected failures are values, never text. */
export type SignInProblem =
  | { kind: 'invalidEmail' }
  | { kind: 'codeIncomplete' }
  | { kind: 'wrongCode' }
  | { kind: 'wrongCredentials' }
  | { kind: 'passwordMissing' }
  | { kind: 'passwordTooShort'; minimum: number | null }
  | { kind: 'passwordTooLong'; maximum: number | null }
  | { kind: 'passwordUnavailable' }
  /** `seconds` as the server said it (null when it did not), `until` the moment a retry may succeed. */
  | { kind: 'rateLimited'; seconds: number | null; until: number | null }
  | { kind: 'failed' };

/** The request a failure came from: the same refusal means different things on different steps. */
export type SignInStep =
  { step: 'code' } | { step: 'mail' } | { step: 'password' } | { step: 'sign-up'; password: string };

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A password's length as the server counts it: characters as people see them, after NFKC. */
export function passwordLength(password: string): number {
  return Array.from(graphemes.segment(password.normalize('NFKC'))).length;
}

/**
 * The one number in a refusal's message ('Try again in 42 seconds.', 'at least 8 characters'): the auth service
 * says the wait and the length limit only there, the wait also as `Retry-After`, which the client does not expose.
 */
function numberIn(message: string): number | null {
  const match = /\d+/.exec(message);
  return match === null ? null : Number(match[0]);
}

export function rateLimited(seconds: number | null, now: number = Date.now()): SignInProblem {
  return { kind: 'rateLimited', seconds, until: seconds === null ? null : now + seconds * 1000 };
}

/** Reads a failure by its catalogue name (never by its words); what is not expected is 'failed'. */
export function problemOf(error: unknown, step: SignInStep, now: number = Date.now()): SignInProblem {
  if (!isAppError(error)) return { kind: 'failed' };
  const name = error.errorName;
  if (name === 'InvalidEmail') return { kind: 'invalidEmail' };
  if (name === 'TooManyRequests') {
    return rateLimited(error.retryAfterSeconds ?? numberIn(error.message), now);
  }
  // The code of a mail that is wrong, used, expired or out-tried: GoTrue's 403 otp_expired.
  if (name === 'UserUnAuthorized' && step.step === 'code') return { kind: 'wrongCode' };
  if (name === 'FeatureNotAvailable' && (step.step === 'password' || step.step === 'sign-up')) {
    return { kind: 'passwordUnavailable' };
  }
  if (name === 'InvalidPassword' && step.step === 'password') return { kind: 'wrongCredentials' };
  if (name === 'InvalidPassword' && step.step === 'sign-up') {
    // Too short and too long are one refusal with the limit in it; the password says which side it is on.
    const limit = numberIn(error.message);
    return limit !== null && passwordLength(step.password) > limit
      ? { kind: 'passwordTooLong', maximum: limit }
      : { kind: 'passwordTooShort', minimum: limit };
  }
  return { kind: 'failed' };
}

/** 'in 42 seconds', 'in 10 minutes', 'dans 42 secondes': the wait in the reader's language. */
export function waitPhrase(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  return seconds < 90
    ? format.format(Math.max(1, Math.ceil(seconds)), 'second')
    : format.format(Math.ceil(seconds / 60), 'minute');
}
