import { Dialog, TextField, notify } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from './api';

/** The auth service bounds passwords at 1024 characters; its own rules (length) answer with their message. */
const MAX_PASSWORD = 1024;

/** Sets a new password (after a reset e-mail, or to replace the current one). Errors are the server's words. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = () => {
    if (saving) return;
    if (next === '') {
      setProblem(t('workspace.account.passwordRequired', 'Enter a new password.'));
      return;
    }
    setSaving(true);
    changePassword(next, current).then(
      () => {
        notify.success(
          t(
            'workspace.account.passwordSaved',
            'Your password was changed. Your other sessions were signed out.',
          ),
        );
        onClose();
      },
      (error: unknown) => {
        setSaving(false);
        setProblem(error instanceof Error ? error.message : String(error));
      },
    );
  };
  return (
    <Dialog
      open
      title={t('workspace.account.passwordTitle', 'Set a new password')}
      onClose={onClose}
      onConfirm={save}
      confirmLabel={t('workspace.account.save', 'Save')}
      testId="change-password"
      confirmTestId="change-password-save"
    >
      <TextField
        type="password"
        autoComplete="current-password"
        data-testid="current-password"
        label={t('workspace.account.currentPassword', 'Current password')}
        placeholder={t(
          'workspace.account.currentPasswordHint',
          'Leave empty if you have no password yet or came from a reset e-mail.',
        )}
        maxLength={MAX_PASSWORD}
        value={current}
        onChange={setCurrent}
      />
      <TextField
        autoFocus
        type="password"
        autoComplete="new-password"
        data-testid="new-password"
        label={t('workspace.account.newPassword', 'New password')}
        maxLength={MAX_PASSWORD}
        value={next}
        error={problem}
        onChange={(value) => {
          setNext(value);
          setProblem(null);
        }}
      />
    </Dialog>
  );
}
