/**
 * @jest-environment node
 */
import { AppError } from '../errors/index.js';
import {
  passwordChangeRefusalOf,
  passwordLength,
  passwordLengthRefusalOf,
  rateLimitOf,
} from './password-refusal.js';

const NOW = 1_000_000;

/** A refusal as the auth service words it, with GoTrue's `error_code` as the reason. */
const invalid = (reason: string | undefined, message: string) =>
  new AppError('InvalidPassword', message, { reason });

describe('passwordLength', () => {
  it('counts characters as people see them', () => {
    expect(passwordLength('e\u0301te\u0301')).toBe(3);
    expect(passwordLength('👩‍👩‍👧')).toBe(1);
  });
});

describe('rateLimitOf', () => {
  it('reads the wait from retry_after_secs, else from the message; other errors are no rate limit', () => {
    const said = new AppError('TooManyRequests', 'Try again in 42 seconds.', { retryAfterSeconds: 7 });
    expect(rateLimitOf(said, NOW)).toEqual({ kind: 'rateLimited', seconds: 7, until: NOW + 7000 });
    expect(rateLimitOf(new AppError('TooManyRequests', 'Try again in 42 seconds.'), NOW)).toEqual({
      kind: 'rateLimited',
      seconds: 42,
      until: NOW + 42_000,
    });
    expect(rateLimitOf(new AppError('TooManyRequests', 'Slow down'), NOW)).toEqual({
      kind: 'rateLimited',
      seconds: null,
      until: null,
    });
    expect(rateLimitOf(invalid('weak_password', 'at least 8'), NOW)).toBeNull();
    expect(rateLimitOf(new Error('Try again in 3 seconds'), NOW)).toBeNull();
  });
});

describe('passwordLengthRefusalOf', () => {
  it('reads too short and too long by GoTrue’s error_code, the limit from the message', () => {
    expect(
      passwordLengthRefusalOf(invalid('weak_password', 'Password should be at least 10 characters.'), 'x'),
    ).toEqual({ kind: 'passwordTooShort', minimum: 10 });
    // The reason wins over the password's own length (the server counts after NFKC).
    expect(
      passwordLengthRefusalOf(
        invalid('validation_failed', 'Password should be at most 4 characters.'),
        'abc',
      ),
    ).toEqual({ kind: 'passwordTooLong', maximum: 4 });
  });

  it('without a reason, the password says which side of the limit it is on', () => {
    const short = new AppError('InvalidPassword', 'Password should be at least 10 characters.');
    expect(passwordLengthRefusalOf(short, 'abc')).toEqual({ kind: 'passwordTooShort', minimum: 10 });
    const long = new AppError('InvalidPassword', 'Password should be at most 256 characters.');
    expect(passwordLengthRefusalOf(long, 'x'.repeat(257))).toEqual({ kind: 'passwordTooLong', maximum: 256 });
    expect(passwordLengthRefusalOf(new AppError('InvalidPassword', 'Weak'), 'abc')).toEqual({
      kind: 'passwordTooShort',
      minimum: null,
    });
  });

  it('other errors and other reasons are no length refusal', () => {
    expect(
      passwordLengthRefusalOf(invalid('invalid_credentials', 'Invalid login credentials'), 'x'),
    ).toBeNull();
    expect(passwordLengthRefusalOf(new AppError('InvalidRequest', 'at most 1024'), 'x')).toBeNull();
  });
});

describe('passwordChangeRefusalOf', () => {
  it('reads each refusal of POST /user/change-password by its error_code', () => {
    expect(
      passwordChangeRefusalOf(invalid('current_password_required', 'current_password is required'), 'n'),
    ).toEqual({ kind: 'currentPasswordRequired' });
    expect(
      passwordChangeRefusalOf(invalid('current_password_mismatch', 'Current password is incorrect'), 'n'),
    ).toEqual({ kind: 'currentPasswordWrong' });
    expect(
      passwordChangeRefusalOf(invalid('same_password', 'New password should be different'), 'n'),
    ).toEqual({
      kind: 'samePassword',
    });
    expect(passwordChangeRefusalOf(invalid('weak_password', 'at least 8 characters.'), 'n')).toEqual({
      kind: 'passwordTooShort',
      minimum: 8,
    });
    expect(passwordChangeRefusalOf(invalid('validation_failed', 'at most 64 characters.'), 'n')).toEqual({
      kind: 'passwordTooLong',
      maximum: 64,
    });
    const limited = new AppError('TooManyRequests', 'Too many password attempts.', { retryAfterSeconds: 30 });
    expect(passwordChangeRefusalOf(limited, 'n', NOW)).toEqual({
      kind: 'rateLimited',
      seconds: 30,
      until: NOW + 30_000,
    });
    const off = new AppError('FeatureNotAvailable', 'Password sign-in is disabled', {
      reason: 'email_provider_disabled',
    });
    expect(passwordChangeRefusalOf(off, 'n')).toEqual({ kind: 'passwordUnavailable' });
  });

  it('what the user cannot act on is null', () => {
    expect(passwordChangeRefusalOf(new AppError('NetworkError'), 'n')).toBeNull();
    expect(
      passwordChangeRefusalOf(new AppError('UserUnAuthorized', 'expired', { reason: 'bad_jwt' }), 'n'),
    ).toBeNull();
    expect(passwordChangeRefusalOf(new Error('boom'), 'n')).toBeNull();
  });
});
