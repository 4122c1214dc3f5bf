import {
  isAppError,
  passwordLengthRefusalOf,
  rateLimitOf,
  type PasswordLengthRefusal,
  type RateLimitRefusal,
} from '@quire/shared';

/** Why a sign-in step did not go through, as the screen tells it. Expected failures are values, never text. */
export type SignInProblem =
  | { kind: 'invalidEmail' }
  | { kind: 'codeIncomplete' }
  | { kind: 'wrongCode' }
  | { kind: 'wrongCredentials' }
  | { kind: 'passwordMissing' }
  | PasswordLengthRefusal
  | { kind: 'passwordUnavailable' }
  | RateLimitRefusal
  | { kind: 'failed' };

/** The request a failure came from: the same refusal means different things on different steps. */
export type SignInStep =
  { step: 'code' } | { step: 'mail' } | { step: 'password' } | { step: 'sign-up'; password: string };

/** Reads a failure by its catalogue name (never by its words); what is not expected is 'failed'. */
export function problemOf(error: unknown, step: SignInStep, now: number = Date.now()): SignInProblem {
  if (!isAppError(error)) return { kind: 'failed' };
  const name = error.errorName;
  if (name === 'InvalidEmail') return { kind: 'invalidEmail' };
  const rateLimit = rateLimitOf(error, now);
  if (rateLimit !== null) return rateLimit;
  // The code of a mail that is wrong, used, expired or out-tried: GoTrue's 403 otp_expired.
  if (name === 'UserUnAuthorized' && step.step === 'code') return { kind: 'wrongCode' };
  if (name === 'FeatureNotAvailable' && (step.step === 'password' || step.step === 'sign-up')) {
    return { kind: 'passwordUnavailable' };
  }
  if (name === 'InvalidPassword' && step.step === 'password') return { kind: 'wrongCredentials' };
  if (step.step === 'sign-up') return passwordLengthRefusalOf(error, step.password) ?? { kind: 'failed' };
  return { kind: 'failed' };
}
