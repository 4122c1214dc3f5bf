import {
  clearPasswordRecovery,
  isPasswordRecoveryPending,
  notePasswordRecovery,
} from './password-recovery.js';

describe('the password-recovery note', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('is kept in this tab only (sessionStorage), never in the storage other tabs share', () => {
    expect(isPasswordRecoveryPending()).toBe(false);
    notePasswordRecovery(true);
    expect(isPasswordRecoveryPending()).toBe(true);
    expect(window.sessionStorage.length).toBe(1);
    expect(window.localStorage.length).toBe(0);
  });

  it('is cleared by an ordinary sign-in and once the new password was asked for', () => {
    notePasswordRecovery(true);
    notePasswordRecovery(false);
    expect(isPasswordRecoveryPending()).toBe(false);
    notePasswordRecovery(true);
    clearPasswordRecovery();
    expect(isPasswordRecoveryPending()).toBe(false);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('reads junk as no note', () => {
    window.sessionStorage.setItem('quire-password-recovery', 'yes please');
    expect(isPasswordRecoveryPending()).toBe(false);
  });
});
