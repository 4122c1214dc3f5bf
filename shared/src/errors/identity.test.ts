/**
 * @jest-environment node
 */
import { AppError, appErrorBrand, exhaustive, isAppError } from './index.js';

/** What a second copy of the module (another remote's bundle) builds: its own class, the same brand. */
function appErrorFromAnotherCopy(): unknown {
  const brand: unique symbol = Symbol.for('quire.AppError');
  class OtherAppError extends Error {
    readonly [brand] = true;
    readonly code = 1012;
    readonly errorName = 'NotEnoughPermissions';
  }
  return new OtherAppError('from the other copy');
}

describe('AppError identity across module copies', () => {
  it('recognises our own errors, with or without a reason', () => {
    expect(isAppError(new AppError('RecordNotFound'))).toBe(true);
    expect(isAppError(new AppError('InvalidPassword', 'x', { reason: 'same_password' }))).toBe(true);
  });

  it('recognises an AppError built by another copy of the class, which instanceof does not', () => {
    const foreign = appErrorFromAnotherCopy();
    expect(foreign instanceof AppError).toBe(false);
    expect(isAppError(foreign)).toBe(true);
  });

  it('recognises a plain object carrying the brand and the fields', () => {
    const branded = { [appErrorBrand]: true, code: -2, errorName: 'RecordNotFound', message: 'gone' };
    expect(isAppError(branded)).toBe(true);
  });

  it('refuses look-alikes without the brand, and a brand without the fields', () => {
    const lookAlike = Object.assign(new Error('x'), { name: 'AppError', code: 1012, errorName: 'Internal' });
    expect(isAppError(lookAlike)).toBe(false);
    expect(isAppError({ code: 1012, errorName: 'Internal', message: 'x' })).toBe(false);
    expect(
      isAppError({ [Symbol('quire.AppError')]: true, code: 1, errorName: 'Internal', message: 'x' }),
    ).toBe(false);
    expect(isAppError({ [appErrorBrand]: true })).toBe(false);
    expect(isAppError({ [appErrorBrand]: 'yes', code: 1, errorName: 'Internal', message: 'x' })).toBe(false);
    expect(isAppError(null)).toBe(false);
    expect(isAppError('AppError')).toBe(false);
  });
});

describe('exhaustive', () => {
  it('throws with the value that escaped the union', () => {
    type Layout = 'a' | 'b';
    const name = (layout: Layout): number => {
      switch (layout) {
        case 'a':
          return 1;
        case 'b':
          return 2;
        default:
          return exhaustive(layout);
      }
    };
    expect(name('b')).toBe(2);
    expect(() => name('c' as Layout)).toThrow('Unexpected value: "c"');
  });
});
