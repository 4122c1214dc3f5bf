import { AppError } from '@quire/shared';
import { problemOf } from './problems';

const NOW = 1_000_000;

describe('problemOf', () => {
  it('reads a rate limit by its name; the envelope’s retry_after_secs wins over the number in the message', () => {
    expect(
      problemOf(new AppError('TooManyRequests', 'Try again in 42 seconds.'), { step: 'code' }, NOW),
    ).toEqual({
      kind: 'rateLimited',
      seconds: 42,
      until: NOW + 42_000,
    });
    const withField = new AppError('TooManyRequests', 'Try again in 42 seconds.', { retryAfterSeconds: 7 });
    expect(problemOf(withField, { step: 'mail' }, NOW)).toMatchObject({ seconds: 7, until: NOW + 7000 });
    expect(problemOf(new AppError('TooManyRequests', 'Slow down'), { step: 'mail' }, NOW)).toEqual({
      kind: 'rateLimited',
      seconds: null,
      until: null,
    });
  });

  it('the same refusal means what its step makes of it', () => {
    const unauthorized = new AppError('UserUnAuthorized', 'Token has expired or is invalid');
    expect(problemOf(unauthorized, { step: 'code' })).toEqual({ kind: 'wrongCode' });
    expect(problemOf(unauthorized, { step: 'password' })).toEqual({ kind: 'failed' });
    const invalid = new AppError('InvalidPassword', 'Invalid login credentials');
    expect(problemOf(invalid, { step: 'password' })).toEqual({ kind: 'wrongCredentials' });
    expect(problemOf(invalid, { step: 'code' })).toEqual({ kind: 'failed' });
  });

  it('a sign-up’s length refusal is too short or too long by the password itself', () => {
    const short = new AppError('InvalidPassword', 'Password should be at least 10 characters.');
    expect(problemOf(short, { step: 'sign-up', password: 'abc' })).toEqual({
      kind: 'passwordTooShort',
      minimum: 10,
    });
    const long = new AppError('InvalidPassword', 'Password should be at most 256 characters.');
    expect(problemOf(long, { step: 'sign-up', password: 'x'.repeat(257) })).toEqual({
      kind: 'passwordTooLong',
      maximum: 256,
    });
  });

  it('a sign-up’s length refusal is read by GoTrue’s error_code when the server sends it', () => {
    const long = new AppError('InvalidPassword', 'Password should be at most 8 characters.', {
      reason: 'validation_failed',
    });
    expect(problemOf(long, { step: 'sign-up', password: 'short' })).toEqual({
      kind: 'passwordTooLong',
      maximum: 8,
    });
    const other = new AppError('InvalidPassword', 'Invalid login credentials', {
      reason: 'invalid_credentials',
    });
    expect(problemOf(other, { step: 'sign-up', password: 'x' })).toEqual({ kind: 'failed' });
  });

  it('anything unexpected is a plain failure', () => {
    expect(problemOf(new Error('boom'), { step: 'code' })).toEqual({ kind: 'failed' });
    expect(problemOf(new AppError('NetworkError'), { step: 'password' })).toEqual({ kind: 'failed' });
  });
});
