import { Dialog, TextField, notify } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { changePassword } from './api';
import { changeProblemOf, fieldOf, useChangeProblemText, type ChangeProblem } from './changeProblem';

/** The auth service bounds passwords at 1024 characters; its own rules (length) answer with their limit. */
const MAX_PASSWORD = 1024;

const Intro = styled.p`
  margin: 0 0 12px;
  color: var(--quire-text-secondary);
`;

interface Props {
  onClose: () => void;
  /**
   * Opened because the user signed in through a password-recovery mail: that session may set a password without
   * the current one, so the field is not asked for unless the server still wants it (the window passed).
   */
  recovering?: boolean;
}

/** Sets a new password (after a reset e-mail, or to replace the current one); each refusal beside its field. */
export function ChangePasswordDialog({ onClose, recovering = false }: Props) {
  const { t } = useTranslation();
  const problemText = useChangeProblemText();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [askCurrent, setAskCurrent] = useState(!recovering);
  const [problem, setProblem] = useState<ChangeProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const report = (found: ChangeProblem) => {
    if (fieldOf(found) === 'current') setAskCurrent(true);
    setProblem(found);
  };
  const save = () => {
    if (saving) return;
    if (next === '') {
      report({ kind: 'newPasswordMissing' });
      return;
    }
    setSaving(true);
    changePassword(next, askCurrent ? current : '').then(
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
        report(changeProblemOf(error, next));
      },
    );
  };
  const errorOn = (field: 'current' | 'new') =>
    problem !== null && fieldOf(problem) === field ? problemText(problem) : null;
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
      {recovering && (
        <Intro data-testid="change-password-recovery">
          {t(
            'workspace.account.passwordRecoveryIntro',
            'You signed in with a link to reset your password. Choose your new password now.',
          )}
        </Intro>
      )}
      {askCurrent && (
        <TextField
          // After a recovery mail the field appears only when the server asks for it: then it is what to fill.
          autoFocus={recovering}
          type="password"
          autoComplete="current-password"
          data-testid="current-password"
          label={t('workspace.account.currentPassword', 'Current password')}
          placeholder={
            recovering
              ? undefined
              : t(
                  'workspace.account.currentPasswordHint',
                  'Leave empty if you have no password yet or came from a reset e-mail.',
                )
          }
          maxLength={MAX_PASSWORD}
          value={current}
          error={errorOn('current')}
          onChange={(value) => {
            setCurrent(value);
            setProblem(null);
          }}
        />
      )}
      <TextField
        autoFocus
        type="password"
        autoComplete="new-password"
        data-testid="new-password"
        label={t('workspace.account.newPassword', 'New password')}
        maxLength={MAX_PASSWORD}
        value={next}
        error={errorOn('new')}
        onChange={(value) => {
          setNext(value);
          setProblem(null);
        }}
      />
    </Dialog>
  );
}
