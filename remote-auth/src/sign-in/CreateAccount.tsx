import { Button } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signUpWithPassword } from './auth-service';
import { CheckInbox } from './CheckInbox';
import { CredentialsForm, type CredentialsStepProps } from './CredentialsForm';
import { PasswordField } from './PasswordField';
import { useCredentialsForm } from './useCredentialsForm';

interface Props extends CredentialsStepProps {
  onHaveAccount: () => void;
}

/**
 * A new account with a password (`POST /signup`). Nothing exists until the mailed link or its code confirms the
 * address; the server alone knows the minimum length, and says it when a password is too short.
 */
export function CreateAccount({ email, onEmailChange, redirectTo, onHaveAccount }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useCredentialsForm({ email, onEmailChange, password, shown: sentTo === null });
  const { attempt, passwordInput } = form;

  const send = async () => {
    const result = await attempt.run({ step: 'sign-up', password }, () =>
      signUpWithPassword(email, password, redirectTo()),
    );
    if (result.ok) {
      setPassword('');
      setSentTo(email.trim());
    } else {
      passwordInput.current?.focus();
    }
  };

  if (sentTo !== null) {
    return (
      <CheckInbox
        kind="signup"
        email={sentTo}
        onBack={() => {
          setSentTo(null);
        }}
      />
    );
  }

  const problem = attempt.problem?.kind;
  return (
    <CredentialsForm
      form={form}
      title={t('auth.signIn.createTitle', 'Create an account')}
      submitLabel={t('auth.signIn.createAccount', 'Create account')}
      submitTestId="login-signup-submit"
      send={send}
      actions={
        <Button variant="ghost" data-testid="login-have-account" onClick={onHaveAccount}>
          {t('auth.signIn.haveAccount', 'I already have an account')}
        </Button>
      }
    >
      <PasswordField
        ref={passwordInput}
        label={t('auth.signIn.newPasswordLabel', 'Choose a password')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        invalid={
          problem === 'passwordTooShort' || problem === 'passwordTooLong' || problem === 'passwordMissing'
        }
        hint={t(
          'auth.signIn.confirmHint',
          'We will send you an e-mail to confirm your address before the account is created.',
        )}
      />
    </CredentialsForm>
  );
}
