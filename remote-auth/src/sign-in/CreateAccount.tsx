import { Button, isValidSignInEmail } from '@quire/shared';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, StepTitle } from '../ui/fields';
import { signUpWithPassword } from './auth-service';
import { CheckInbox } from './CheckInbox';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { ProblemMessage } from './ProblemMessage';
import { useSignInAttempt } from './useSignInAttempt';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  redirectTo: () => string;
  onHaveAccount: () => void;
}

/**
 * A new account with a password (`POST /signup`). Nothing exists until the mailed link or its code confirms the
 * address; the server alone knows the minimum length, and says it when a password is too short.
 */
export function CreateAccount({ email, onEmailChange, redirectTo, onHaveAccount }: Props) {
  const { t } = useTranslation();
  const attempt = useSignInAttempt();
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (sentTo === null) (emailInput.current?.value === '' ? emailInput : passwordInput).current?.focus();
  }, [sentTo]);

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
    <Form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <StepTitle id={titleId}>{t('auth.signIn.createTitle', 'Create an account')}</StepTitle>
      <EmailField ref={emailInput} value={email} onChange={onEmailChange} />
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
      <ProblemMessage key={attempt.problemKey} testId="login-password-problem" problem={attempt.problem} />
      <Button
        data-testid="login-signup-submit"
        type="submit"
        variant="primary"
        loading={attempt.busy}
        disabled={attempt.waiting}
      >
        {t('auth.signIn.createAccount', 'Create account')}
      </Button>
      <Button variant="ghost" data-testid="login-have-account" onClick={onHaveAccount}>
        {t('auth.signIn.haveAccount', 'I already have an account')}
      </Button>
    </Form>
  );
}
