import { usePasswordRefusalText } from '@quire/shared';
import { useTranslation } from 'react-i18next';
import { Problem } from '../ui/Problem';
import type { SignInProblem } from './problems';

function useProblemText() {
  const { t } = useTranslation();
  const refusalText = usePasswordRefusalText();
  return (problem: SignInProblem): string => {
    switch (problem.kind) {
      case 'invalidEmail':
        return t('signIn.invalidEmail', 'Please enter a valid e-mail address.');
      case 'codeIncomplete':
        return t('auth.signIn.codeIncomplete', 'Enter the 6 digits of the code from the e-mail.');
      case 'wrongCode':
        return t(
          'auth.signIn.codeWrong',
          'This code is wrong or has expired. Check the newest e-mail, or send a new one.',
        );
      case 'wrongCredentials':
        return t('auth.signIn.wrongCredentials', 'Wrong e-mail address or password.');
      case 'passwordMissing':
        return t('auth.signIn.passwordMissing', 'Enter your password.');
      case 'passwordTooShort':
      case 'passwordTooLong':
      case 'rateLimited':
        return refusalText(problem);
      case 'passwordUnavailable':
        return t(
          'auth.signIn.passwordUnavailable',
          'Password sign-in is not available on this server. Sign in with an e-mail link instead.',
        );
      case 'failed':
        return t('web.signInError', 'Sign-in failed. Please try again.');
    }
  };
}

interface Props {
  problem: SignInProblem | null;
  id?: string;
  testId?: string;
  /** 'status' when a toast already alerted about the same failure and this only adds to it. */
  role?: 'alert' | 'status';
}

/** The problem of a step, announced when it appears; nothing when there is none. */
export function ProblemMessage({ problem, id, testId, role = 'alert' }: Props) {
  const text = useProblemText();
  if (problem === null) return null;
  return (
    <Problem id={id} role={role} data-testid={testId} data-problem={problem.kind}>
      {text(problem)}
    </Problem>
  );
}
