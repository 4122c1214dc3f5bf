import { TabStorageKeys, readStored, removeStored, writeStored } from '../platform/storage.js';

// A sign-in through a password-recovery mail (GoTrue's `type=recovery`, by its link or its code) leaves the user
// signed in without a password they know, for a short window in which the auth service lets them set one without
// it. The login step notes it; the workspace asks for the new password once the user lands there. Kept per tab:
// it has to outlive the navigation from the login step to the app, not reach other tabs or a later visit.

/** Every completed sign-in says whether it was a recovery, so a later ordinary sign-in in the tab clears it. */
export function notePasswordRecovery(recovering: boolean): void {
  if (recovering) writeStored(TabStorageKeys.passwordRecovery, '1', 'tab');
  else removeStored(TabStorageKeys.passwordRecovery, 'tab');
}

/** Whether this tab's last sign-in came from a recovery mail and no new password has been asked for since. */
export function isPasswordRecoveryPending(): boolean {
  return readStored(TabStorageKeys.passwordRecovery, 'tab') === '1';
}

/** The new password was asked for (saved or declined); the account footer still offers it. */
export function clearPasswordRecovery(): void {
  removeStored(TabStorageKeys.passwordRecovery, 'tab');
}
