/**
 * @jest-environment node
 */
import { AppError, ErrorCode, SpecMessages, defaultErrorMessage, errorNameOf, isEnvelope } from './index.js';

describe('error catalogue', () => {
  it('API-AUTH-01 / keeps AppFlowy codes, including the newer web ones', () => {
    expect(ErrorCode.Ok).toBe(0);
    expect(ErrorCode.Unhandled).toBe(-1);
    expect(ErrorCode.RetryLater).toBe(-5);
    expect(ErrorCode.InvalidEmail).toBe(1001);
    expect(ErrorCode.NotLoggedIn).toBe(1011);
    expect(ErrorCode.UserUnAuthorized).toBe(1024);
    expect(ErrorCode.PaidPlanGuestLimitExceeded).toBe(1071);
    expect(ErrorCode.AlreadyJoined).toBe(1073);
    expect(ErrorCode.TooManyRequests).toBe(1079);
    expect(ErrorCode.AccessRequestAlreadyApproved).toBe(1122);
    expect(ErrorCode.AccessRequestAlreadyDenied).toBe(1123);
    expect(ErrorCode.WorkspaceNotFound).toBe(1130);
  });

  it('has unique codes and no code in the unused gaps', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const gap of [1010, 1013, 1014, 1072]) expect(codes).not.toContain(gap);
  });

  it('maps codes to names, unknown codes to Internal', () => {
    expect(errorNameOf(1024)).toBe('UserUnAuthorized');
    expect(errorNameOf(-2)).toBe('RecordNotFound');
    expect(errorNameOf(424242)).toBe('Internal');
  });

  it('gives every name a non-empty safe message', () => {
    for (const name of Object.keys(ErrorCode) as (keyof typeof ErrorCode)[]) {
      const message = defaultErrorMessage(name);
      expect(message.length).toBeGreaterThan(5);
      expect(message).not.toMatch(/sql|stack|undefined|null/i);
    }
  });

  it('keeps the spec texts verbatim', () => {
    expect(SpecMessages.viewNotPublished).toBe('View has not been published yet');
    expect(SpecMessages.viewMetaNotPublished).toBe('View meta has not been published yet');
    expect(SpecMessages.noCacheFound).toBe('No cache found');
    expect(SpecMessages.noResponse).toBe('No response');
    expect(SpecMessages.publishOutlineNotFound).toBe('Publish outline not found');
    expect(SpecMessages.fileTooLarge).toBe(
      'File size is too large. Please upgrade your plan for unlimited uploads.',
    );
    expect(SpecMessages.fileOverFreePlanLimit).toBe(
      'Your file is over 7 MB limit of the Free plan. Upgrade for unlimited uploads.',
    );
    expect(SpecMessages.uploadFileFailed).toBe('Upload file failed.');
    expect(Object.keys(SpecMessages)).toHaveLength(19);
  });
});

describe('AppError', () => {
  it('carries the catalogue code and the default message', () => {
    const error = new AppError('NotEnoughPermissions');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe(1012);
    expect(error.errorName).toBe('NotEnoughPermissions');
    expect(error.message).toBe(defaultErrorMessage('NotEnoughPermissions'));
  });

  it('API-AUTH-02 / is built from an error envelope, keeping codes outside the catalogue', () => {
    const known = AppError.fromEnvelope({ code: 1050, message: 'taken' });
    expect(known.errorName).toBe('PublishNameAlreadyExists');
    expect(known.message).toBe('taken');
    const upload = AppError.fromEnvelope({ code: 413, message: 'File size is too large.' });
    expect(upload.code).toBe(413);
    expect(upload.errorName).toBe('Internal');
    expect(AppError.fromEnvelope({ code: -2, message: '' }).message).toBe(
      defaultErrorMessage('RecordNotFound'),
    );
    expect(new AppError('RecordNotFound', SpecMessages.viewNotFound).toEnvelope()).toEqual({
      code: -2,
      message: 'View not found',
    });
  });

  it('keeps the auth service’s finer reason beside the catalogue name; the main API has none', () => {
    const refused = AppError.fromEnvelope({ code: 1002, message: 'Same password' }, 'same_password');
    expect(refused).toMatchObject({ errorName: 'InvalidPassword', reason: 'same_password' });
    expect(AppError.fromEnvelope({ code: 1002, message: 'x' }).reason).toBeUndefined();
    expect(new AppError('InvalidPassword').reason).toBeUndefined();
  });
});

describe('isEnvelope', () => {
  it('accepts only {code: integer, message: string}', () => {
    expect(isEnvelope({ code: 0, data: { a: 1 }, message: 'ok' })).toBe(true);
    expect(isEnvelope({ code: 1017, message: 'x' })).toBe(true);
    expect(isEnvelope({ code: '0', message: 'x' })).toBe(false);
    expect(isEnvelope({ code: 0.5, message: 'x' })).toBe(false);
    expect(isEnvelope({ code: 0 })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(isEnvelope([0, 'x'])).toBe(false);
    expect(isEnvelope('No Authorization header')).toBe(false);
  });
});
