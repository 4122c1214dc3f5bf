import { Button, isValidSignInEmail } from '@quire/shared';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Row, StepTitle, TextButton } from '../ui/fields';
import { signInWithPassword } from './auth-service';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { ProblemMessage } from './ProblemMessage';
import { useOpenTarget } from './useOpenTarget';
import { useSignInAttempt } from './useSignInAttempt';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  redirectTo: () => string;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
  onUseLink: () => void;
}

/** E-mail and password (`POST /token?grant_type=password`), offered when the server has passwords on. */
export function PasswordSignIn(props: Props) {
  const { email, onEmailChange, redirectTo } = props;
  const { t } = useTranslation();
  const attempt = useSignInAttempt();
  const openTarget = useOpenTarget();
  const [password, setPassword] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    // The address usually came along from the e-mail link form; then the password is what is left to type.
    (emailInput.current?.value === '' ? emailInput : passwordInput).current?.focus();
  }, []);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (attempt.busy || attempt.waiting) return;
    if (!isValidSignInEmail(email.trim())) {
      attempt.report({ kind: 'invalidEmail' });
      emailInput.current?.focus();
      return;
    }
    if (password === '') {
      attempt.report({ kind: 'passwordMissing' });
      passwordInput.current?.focus();
      return;
    }
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
    <Form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <StepTitle id={titleId}>{t('auth.signIn.passwordTitle', 'Sign in with your password')}</StepTitle>
      <EmailField ref={emailInput} value={email} onChange={onEmailChange} />
      <PasswordField
        ref={passwordInput}
        label={t('auth.signIn.passwordLabel', 'Password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        invalid={attempt.problem?.kind === 'wrongCredentials' || attempt.problem?.kind === 'passwordMissing'}
      />
      <ProblemMessage key={attempt.problemKey} testId="login-password-problem" problem={attempt.problem} />
      <Button
        data-testid="login-password-submit"
        type="submit"
        variant="primary"
        loading={attempt.busy}
        disabled={attempt.waiting}
      >
        {t('auth.signIn.passwordSubmit', 'Sign in')}
      </Button>
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
    </Form>
  );
}
