/**
 * @jest-environment node
 */
import { AppError, ErrorCode } from '../errors/index.js';
import { unwrapJson } from './response.js';

function refusal(status: number, body: unknown): unknown {
  try {
    unwrapJson({ status, body });
  } catch (error) {
    return error;
  }
  throw new Error('unwrapJson accepted a refusal');
}

describe('unwrapJson', () => {
  it('API-AUTH-02 / keeps GoTrue’s error_code as the reason of an auth-service refusal in its envelope form', () => {
    const error = refusal(422, {
      code: ErrorCode.InvalidPassword,
      message: 'New password should be different from the old password.',
      error_code: 'same_password',
      msg: 'New password should be different from the old password.',
      error: 'invalid_request',
      error_description: 'New password should be different from the old password.',
    });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ errorName: 'InvalidPassword', reason: 'same_password' });
  });

  it('keeps it, and the wait, on a plain GoTrue body named by its status', () => {
    expect(
      refusal(429, { error_code: 'over_request_rate_limit', msg: 'Slow down', retry_after_secs: 12 }),
    ).toMatchObject({
      errorName: 'TooManyRequests',
      message: 'Slow down',
      reason: 'over_request_rate_limit',
      retryAfterSeconds: 12,
    });
  });

  it('a body without error_code gives no reason', () => {
    expect(
      refusal(400, { error: 'invalid_grant', error_description: 'Invalid Refresh Token' }),
    ).toMatchObject({
      errorName: 'InvalidRequest',
      reason: undefined,
    });
    expect(refusal(503, undefined)).toMatchObject({ message: 'No response', reason: undefined });
    expect(unwrapJson({ status: 200, body: { ok: true } })).toEqual({ ok: true });
  });
});
