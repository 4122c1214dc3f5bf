import { Button, isAppError, notify, signInWithMagicLink } from '@quire/shared';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Input = styled.input`
  height: 40px;
  padding: 0 12px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium, 8px);
  background: var(--quire-surface, transparent);
  color: var(--quire-text);
  font: inherit;

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
    outline-offset: 1px;
  }
`;

const Sent = styled.div`
  text-align: center;
`;

interface Props {
  /** The address to come back to, read when the link is requested. */
  redirectTo: () => string;
}

/**
 * The e-mail half of the sign-in form (LOG-03, LOG-04, LOG-14, LOG-15, VAL-12). The browser's own e-mail
 * check is turned off (`noValidate`) so that every address meets the spec's rule and its toast.
 */
export function EmailSignIn({ redirectTo }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
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
      }
    } finally {
      setSending(false);
    }
  };

  if (sentTo !== null) {
    return (
      <Sent data-testid="login-check-inbox" role="status">
        <h3>{t('auth.signIn.checkInbox', 'Check your inbox')}</h3>
        <p>
          {t('auth.signIn.linkSentTo', 'We sent a sign-in link to {{email}}. Open it to continue.', {
            email: sentTo,
          })}
        </p>
        <Button
          variant="ghost"
          onClick={() => {
            setSentTo(null);
          }}
        >
          {t('auth.signIn.useAnotherEmail', 'Use another e-mail address')}
        </Button>
      </Sent>
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
          setEmail(event.target.value);
        }}
      />
      <Button data-testid="login-continue" type="submit" variant="primary" loading={sending}>
        {t('auth.loginDialog.continue', 'Continue')}
      </Button>
    </Form>
  );
}
