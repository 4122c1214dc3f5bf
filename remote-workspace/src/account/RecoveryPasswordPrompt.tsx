import { clearPasswordRecovery, isPasswordRecoveryPending } from '@quire/shared';
import { useState } from 'react';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/**
 * After a sign-in through a password-recovery mail (noted by shared's login step in this tab), the new password
 * is asked for as soon as the user lands in the app, rather than left to the account footer. The note goes once
 * the dialog closes, saved or not; until then a reload asks again.
 */
export function RecoveryPasswordPrompt() {
  const [open, setOpen] = useState(isPasswordRecoveryPending);
  if (!open) return null;
  return (
    <ChangePasswordDialog
      recovering
      onClose={() => {
        clearPasswordRecovery();
        setOpen(false);
      }}
    />
  );
}
