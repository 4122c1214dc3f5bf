import {
  exhaustive,
  passwordChangeRefusalOf,
  usePasswordRefusalText,
  type PasswordChangeRefusal,
} from '@quire/shared';
import { useTranslation } from 'react-i18next';

/** What stops a new password from being set, as the dialog tells it: values, read by name, never by words. */
export type ChangeProblem = PasswordChangeRefusal | { kind: 'newPasswordMissing' } | { kind: 'failed' };

/** A failed `POST /user/change-password` as a problem; what the user cannot act on is 'failed'. */
export function changeProblemOf(error: unknown, password: string): ChangeProblem {
  return passwordChangeRefusalOf(error, password) ?? { kind: 'failed' };
}

/**
 * The field a problem is shown on. The rate limit counts guesses of the current password (a recovery session
 * is never limited), so it sits beside that field.
 */
export function fieldOf(problem: ChangeProblem): 'current' | 'new' {
  switch (problem.kind) {
    case 'currentPasswordRequired':
    case 'currentPasswordWrong':
    case 'rateLimited':
      return 'current';
    case 'newPasswordMissing':
    case 'samePassword':
    case 'passwordTooShort':
    case 'passwordTooLong':
    case 'passwordUnavailable':
    case 'failed':
      return 'new';
    default:
      return exhaustive(problem);
  }
}

/** The words of each problem in the reader's language; a length limit's and a wait's are every password screen's. */
export function useChangeProblemText(): (problem: ChangeProblem) => string {
  const { t } = useTranslation();
  const refusalText = usePasswordRefusalText();
  return (problem) => {
    switch (problem.kind) {
      case 'newPasswordMissing':
        return t('workspace.account.passwordRequired', 'Enter a new password.');
      case 'currentPasswordRequired':
        return t(
          'workspace.account.passwordCurrentRequired',
          'Enter your current password. If you forgot it, sign out and choose "Forgot password?".',
        );
      case 'currentPasswordWrong':
        return t('workspace.account.passwordCurrentWrong', 'This is not your current password.');
      case 'samePassword':
        return t('workspace.account.passwordSame', 'Choose a password other than your current one.');
      case 'passwordTooShort':
      case 'passwordTooLong':
      case 'rateLimited':
        return refusalText(problem);
      case 'passwordUnavailable':
        return t('workspace.account.passwordUnavailable', 'Passwords are turned off on this server.');
      case 'failed':
        return t('workspace.account.passwordFailed', 'The password could not be changed. Try again.');
      default:
        return exhaustive(problem);
    }
  };
}
