import { Button, isAppError, notify, signInWithMagicLink } from '@quire/shared';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from '../ui/fields';
import { CheckInbox } from './CheckInbox';
import { ProblemMessage } from './ProblemMessage';
import { problemOf } from './problems';
import { useSignInAttempt } from './useSignInAttempt';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  /** The address to come back to, read when the link is requested. */
  redirectTo: () => string;
  /** Offered under Continue when the server has password sign-in on. */
  onUsePassword?: () => void;
}

/**
 * The e-mail half of the sign-in form (LOG-03, LOG-04, LOG-14, LOG-15, VAL-12). The browser's own e-mail
 * check is turned off (`noValidate`) so that every address meets the spec's rule and its toast. Once the link is
 * sent, the mail's code can be typed instead (CheckInbox).
 */
export function EmailSignIn({ email, onEmailChange, redirectTo, onUsePassword }: Props) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Only a rate limit's wait is shown here (the spec's toast says the rest); it goes when the wait is over.
  const wait = useSignInAttempt();

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    wait.report(null);
    try {
      await signInWithMagicLink(email, redirectTo());
      notify.success(
        t('signIn.magicLinkSent', 'We sent a sign-in link to your e-mail. Open it to continue.'),
      );
      setSentTo(email.trim());
    } catch (error) {
      if (isAppError(error) && error.errorName === 'InvalidEmail') {
        notify.error(t('signIn.invalidEmail', 'Please enter a valid e-mail address.'));
      } else {
        notify.error(t('web.signInError', 'Sign-in failed. Please try again.'));
        const problem = problemOf(error, { step: 'mail' });
        if (problem.kind === 'rateLimited') wait.report(problem);
      }
    } finally {
      setSending(false);
    }
  };

  if (sentTo !== null) {
    return (
      <CheckInbox
        kind="magiclink"
        email={sentTo}
        onResend={() => signInWithMagicLink(sentTo, redirectTo())}
        onBack={() => {
          setSentTo(null);
        }}
      />
    );
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Input
        aria-label={t('auth.signIn.emailLabel', 'E-mail address')}
        data-testid="login-email"
        type="email"
        autoComplete="email"
        placeholder={t('auth.loginDialog.emailPlaceholder', 'Enter your e-mail address')}
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
        }}
      />
      <ProblemMessage
        key={wait.problemKey}
        role="status"
        problem={wait.problem}
        testId="login-email-problem"
      />
      <Button data-testid="login-continue" type="submit" variant="primary" loading={sending}>
        {t('auth.loginDialog.continue', 'Continue')}
      </Button>
      {onUsePassword !== undefined && (
        <Button variant="ghost" data-testid="login-use-password" onClick={onUsePassword}>
          {t('auth.signIn.usePassword', 'Sign in with password')}
        </Button>
      )}
    </Form>
  );
}
