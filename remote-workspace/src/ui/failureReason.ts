import { exhaustive, type ErrorName } from '@quire/shared';
import type { TFunction } from 'i18next';

/**
 * Why a request failed, in terms a user can act on, whatever they were doing (loading the folder, renaming a
 * page). Features add the refusals only they meet (a page name too long) and fall back to these. The server's
 * own message is for developers (it may name routes or request fields), so a failure is told by its error
 * name and the message is never shown.
 */
type Reason = 'offline' | 'signedOut' | 'wait' | 'permission' | 'gone' | 'retry';

const reasons: Partial<Record<ErrorName, Reason>> = {
  NetworkError: 'offline',
  NotLoggedIn: 'signedOut',
  UserUnAuthorized: 'signedOut',
  TooManyRequests: 'wait',
  NotEnoughPermissions: 'permission',
  RecordNotFound: 'gone',
  RecordDeleted: 'gone',
  MissingView: 'gone',
};

/** The sentence that says why; `null` (no AppError: a bug, a malformed answer) reads as "try again". */
export function failureReason(t: TFunction, errorName: ErrorName | null): string {
  const reason = errorName === null ? 'retry' : (reasons[errorName] ?? 'retry');
  switch (reason) {
    case 'offline':
      return t(
        'workspace.failure.offline',
        'The server cannot be reached. Check your connection and try again.',
      );
    case 'signedOut':
      return t('workspace.failure.signedOut', 'Your session has ended. Sign in again, then retry.');
    case 'wait':
      return t('workspace.failure.wait', 'Too many requests in a short time. Wait a minute, then try again.');
    case 'permission':
      return t('workspace.failure.permission', 'You do not have permission to do that.');
    case 'gone':
      return t('workspace.failure.gone', 'It no longer exists, or it was moved to the trash.');
    case 'retry':
      return t('workspace.failure.retry', 'Please try again in a moment.');
    default:
      return exhaustive(reason);
  }
}

/** What did not happen, then why, as one message (the order and spacing are the language's). */
export function failureMessage(t: TFunction, what: string, why: string): string {
  return t('workspace.failure.message', '{{what}} {{why}}', { what, why });
}
