import { Button } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Row, TextButton } from '../ui/fields';
import { signInWithPassword } from './auth-service';
import { CredentialsForm, type CredentialsStepProps } from './CredentialsForm';
import { PasswordField } from './PasswordField';
import { useCredentialsForm } from './useCredentialsForm';
import { useOpenTarget } from './useOpenTarget';

interface Props extends CredentialsStepProps {
  onForgotPassword: () => void;
  onCreateAccount: () => void;
  onUseLink: () => void;
}

/** E-mail and password (`POST /token?grant_type=password`), offered when the server has passwords on. */
export function PasswordSignIn(props: Props) {
  const { email, onEmailChange, redirectTo } = props;
  const { t } = useTranslation();
  const openTarget = useOpenTarget();
  const [password, setPassword] = useState('');
  const form = useCredentialsForm({ email, onEmailChange, password });
  const { attempt, passwordInput } = form;

  const send = async () => {
    const result = await attempt.run({ step: 'password' }, () =>
      signInWithPassword(email, password, redirectTo()),
    );
    if (result.ok) {
      openTarget(result.value);
    } else {
      passwordInput.current?.focus();
      passwordInput.current?.select();
    }
  };

  return (
    <CredentialsForm
      form={form}
      title={t('auth.signIn.passwordTitle', 'Sign in with your password')}
      submitLabel={t('auth.signIn.passwordSubmit', 'Sign in')}
      submitTestId="login-password-submit"
      send={send}
      actions={
        <>
          <Row>
            <TextButton type="button" data-testid="login-forgot-password" onClick={props.onForgotPassword}>
              {t('auth.signIn.forgotPassword', 'Forgot password?')}
            </TextButton>
            <TextButton type="button" data-testid="login-create-account" onClick={props.onCreateAccount}>
              {t('auth.signIn.createAccount', 'Create account')}
            </TextButton>
          </Row>
          <Button variant="ghost" data-testid="login-use-link" onClick={props.onUseLink}>
            {t('auth.signIn.useLink', 'Sign in with an e-mail link instead')}
          </Button>
        </>
      }
    >
      <PasswordField
        ref={passwordInput}
        label={t('auth.signIn.passwordLabel', 'Password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        invalid={attempt.problem?.kind === 'wrongCredentials' || attempt.problem?.kind === 'passwordMissing'}
      />
    </CredentialsForm>
  );
}
