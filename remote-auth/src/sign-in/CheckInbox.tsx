import { Button } from '@quire/shared';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Field, Form, Hint, Label } from '../ui/fields';
import { signInWithEmailCode, type MailedCodeKind } from './auth-service';
import { CODE_LENGTH, CodeInput } from './CodeInput';
import { ProblemMessage } from './ProblemMessage';
import { useOpenTarget } from './useOpenTarget';
import { useSignInAttempt } from './useSignInAttempt';

const Step = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Said = styled.div`
  text-align: center;

  h3 {
    margin: 0 0 4px;
  }

  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px 8px;
`;

function useWhatWasSent(kind: MailedCodeKind, email: string) {
  const { t } = useTranslation();
  switch (kind) {
    case 'magiclink':
      return {
        title: t('auth.signIn.checkInbox', 'Check your inbox'),
        text: t('auth.signIn.linkSentTo', 'We sent a sign-in link to {{email}}. Open it to continue.', {
          email,
        }),
      };
    case 'signup':
      return {
        title: t('auth.signIn.confirmTitle', 'Confirm your e-mail address'),
        text: t(
          'auth.signIn.confirmSentTo',
          'We sent a link to {{email}}. Open it to confirm your address and finish creating your account.',
          { email },
        ),
      };
    case 'recovery':
      return {
        title: t('auth.signIn.checkInbox', 'Check your inbox'),
        text: t(
          'auth.signIn.resetSentTo',
          'We sent a link to {{email}}. Open it to sign in and choose a new password.',
          { email },
        ),
      };
  }
}

interface Props {
  kind: MailedCodeKind;
  email: string;
  /** Sends the same mail again (its new code replaces the old one); not offered when absent. */
  onResend?: () => Promise<void>;
  /** Back to the form, to use another address. */
  onBack: () => void;
}

/**
 * After a mail was sent: what to do with it, and the field for its 6-digit code, for a reader whose mail is on
 * another device. A wrong code keeps the field (and what was typed, selected) for another try; the mail can be
 * sent again, or another address used.
 */
export function CheckInbox({ kind, email, onResend, onBack }: Props) {
  const { t } = useTranslation();
  const sent = useWhatWasSent(kind, email);
  const openTarget = useOpenTarget();
  const attempt = useSignInAttempt();
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const codeId = useId();
  const hintId = useId();
  const problemId = useId();

  useEffect(() => {
    input.current?.focus();
  }, []);

  const retype = () => {
    input.current?.focus();
    input.current?.select();
  };

  const verify = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (attempt.busy || attempt.waiting) return;
    if (code.length !== CODE_LENGTH) {
      attempt.report({ kind: 'codeIncomplete' });
      retype();
      return;
    }
    setResent(false);
    const result = await attempt.run({ step: 'code' }, () => signInWithEmailCode(email, code, kind));
    if (result.ok) openTarget(result.value);
    else retype();
  };

  const resend = async () => {
    if (onResend === undefined || resending) return;
    setResending(true);
    setResent(false);
    const result = await attempt.run({ step: 'mail' }, onResend);
    setResending(false);
    if (result.ok) {
      setResent(true);
      setCode('');
      input.current?.focus();
    }
  };

  return (
    <Step data-testid="login-check-inbox">
      <Said role="status">
        <h3>{sent.title}</h3>
        <p>{sent.text}</p>
      </Said>
      <Form noValidate onSubmit={(event) => void verify(event)}>
        <Field>
          <Label htmlFor={codeId}>{t('auth.signIn.codeLabel', 'Code from the e-mail')}</Label>
          <CodeInput
            ref={input}
            id={codeId}
            value={code}
            onChange={setCode}
            invalid={attempt.problem !== null}
            describedBy={attempt.problem === null ? hintId : `${problemId} ${hintId}`}
          />
          <Hint id={hintId}>
            {t(
              'auth.signIn.codeHint',
              'The e-mail also has a 6-digit code: enter it here to sign in on this device.',
            )}
          </Hint>
        </Field>
        <ProblemMessage
          key={attempt.problemKey}
          id={problemId}
          testId="login-code-problem"
          problem={attempt.problem}
        />
        {resent && (
          <Hint role="status" data-testid="login-resent">
            {t('auth.signIn.resentTo', 'We sent a new e-mail to {{email}}. Only its code works now.', {
              email,
            })}
          </Hint>
        )}
        <Button
          data-testid="login-code-submit"
          type="submit"
          variant="primary"
          loading={attempt.busy && !resending}
          disabled={attempt.waiting}
        >
          {t('auth.signIn.codeSubmit', 'Sign in with the code')}
        </Button>
      </Form>
      <Actions>
        {onResend !== undefined && (
          <Button
            variant="ghost"
            data-testid="login-resend"
            loading={resending}
            disabled={attempt.waiting}
            onClick={() => void resend()}
          >
            {t('auth.signIn.resend', 'Send a new e-mail')}
          </Button>
        )}
        <Button variant="ghost" data-testid="login-use-another-email" onClick={onBack}>
          {t('auth.signIn.useAnotherEmail', 'Use another e-mail address')}
        </Button>
      </Actions>
    </Step>
  );
}
