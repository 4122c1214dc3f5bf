import { Button, getAuthSettings } from '@quire/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** Shown only where the server has password sign-in on: opens the dialog that sets a new password. */
export function PasswordButton() {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    getAuthSettings().then(
      (settings) => {
        if (live) setEnabled(settings.passwordSignIn);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!enabled) return null;
  return (
    <>
      <Button
        size="small"
        variant="ghost"
        data-testid="account-password"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('workspace.account.password', 'Password')}
      </Button>
      {open && (
        <ChangePasswordDialog
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
