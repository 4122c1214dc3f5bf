import { Button } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../ui/fields';
import { requestPasswordReset } from './auth-service';
import { CheckInbox } from './CheckInbox';
import { CredentialsForm, type CredentialsStepProps } from './CredentialsForm';
import { useCredentialsForm } from './useCredentialsForm';

interface Props extends CredentialsStepProps {
  onBack: () => void;
}

/** 'Forgot password?' (`POST /recover`): a mail whose link or code signs in, so that a new password can be set. */
export function ResetPassword({ email, onEmailChange, redirectTo, onBack }: Props) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useCredentialsForm({ email, onEmailChange, shown: sentTo === null });

  const send = async () => {
    const result = await form.attempt.run({ step: 'mail' }, () => requestPasswordReset(email, redirectTo()));
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
    <CredentialsForm
      form={form}
      title={t('auth.signIn.resetTitle', 'Reset your password')}
      intro={
        <Hint>
          {t(
            'auth.signIn.resetIntro',
            'We will send you an e-mail with a link that signs you in, so that you can choose a new password.',
          )}
        </Hint>
      }
      submitLabel={t('auth.signIn.resetSubmit', 'Send the e-mail')}
      submitTestId="login-reset-submit"
      send={send}
      actions={
        <Button variant="ghost" data-testid="login-back-to-password" onClick={onBack}>
          {t('auth.signIn.backToPassword', 'Back to sign-in with password')}
        </Button>
      }
    />
  );
}
