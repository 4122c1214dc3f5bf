import { Button, isValidSignInEmail } from '@quire/shared';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Hint, StepTitle } from '../ui/fields';
import { requestPasswordReset } from './auth-service';
import { CheckInbox } from './CheckInbox';
import { EmailField } from './EmailField';
import { ProblemMessage } from './ProblemMessage';
import { useSignInAttempt } from './useSignInAttempt';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  redirectTo: () => string;
  onBack: () => void;
}

/** 'Forgot password?' (`POST /recover`): a mail whose link or code signs in, so that a new password can be set. */
export function ResetPassword({ email, onEmailChange, redirectTo, onBack }: Props) {
  const { t } = useTranslation();
  const attempt = useSignInAttempt();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (sentTo === null) emailInput.current?.focus();
  }, [sentTo]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (attempt.busy || attempt.waiting) return;
    if (!isValidSignInEmail(email.trim())) {
      attempt.report({ kind: 'invalidEmail' });
      emailInput.current?.focus();
      return;
    }
    const result = await attempt.run({ step: 'mail' }, () => requestPasswordReset(email, redirectTo()));
    if (result.ok) setSentTo(email.trim());
  };

  if (sentTo !== null) {
    return (
      <CheckInbox
        kind="recovery"
        email={sentTo}
        onResend={() => requestPasswordReset(sentTo, redirectTo())}
        onBack={() => {
          setSentTo(null);
        }}
      />
    );
  }

  return (
    <Form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <StepTitle id={titleId}>{t('auth.signIn.resetTitle', 'Reset your password')}</StepTitle>
      <Hint>
        {t(
          'auth.signIn.resetIntro',
          'We will send you an e-mail with a link that signs you in, so that you can choose a new password.',
        )}
      </Hint>
      <EmailField ref={emailInput} value={email} onChange={onEmailChange} />
      <ProblemMessage key={attempt.problemKey} testId="login-password-problem" problem={attempt.problem} />
      <Button
        data-testid="login-reset-submit"
        type="submit"
        variant="primary"
        loading={attempt.busy}
        disabled={attempt.waiting}
      >
        {t('auth.signIn.resetSubmit', 'Send the e-mail')}
      </Button>
      <Button variant="ghost" data-testid="login-back-to-password" onClick={onBack}>
        {t('auth.signIn.backToPassword', 'Back to sign-in with password')}
      </Button>
    </Form>
  );
}
