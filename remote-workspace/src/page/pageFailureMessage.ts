import { exhaustive, isAppError, type ErrorName } from '@quire/shared';
import type { TFunction } from 'i18next';
import { PAGE_NAME_MAX_LENGTH } from './pageName';

export type PageChange = 'rename' | 'update';

/**
 * What a failed page change tells the user (spec 000 §8: an error toast with the message): what did not happen
 * and why, in their language. The server's own message is for developers (it may name request fields), so it is
 * matched by error name and never shown.
 */
export function pageFailureMessage(
  t: TFunction,
  change: PageChange,
  error: unknown,
  sentName?: string,
): string {
  const what =
    change === 'rename'
      ? t('workspace.page.failure.rename', 'The page could not be renamed.')
      : t('workspace.page.failure.update', 'The page could not be changed.');
  return t('workspace.page.failure.message', '{{what}} {{why}}', { what, why: reason(t, error, sentName) });
}

type Reason = 'tooLong' | 'permission' | 'gone' | 'offline' | 'signedOut' | 'retry';

// The refusals a page change can meet that the user can act on; anything else is "try again".
const reasons: Partial<Record<ErrorName, Reason>> = {
  StringLengthLimitReached: 'tooLong',
  NotEnoughPermissions: 'permission',
  RecordNotFound: 'gone',
  RecordDeleted: 'gone',
  MissingView: 'gone',
  NetworkError: 'offline',
  NotLoggedIn: 'signedOut',
  UserUnAuthorized: 'signedOut',
};

function reasonOf(error: unknown, sentName: string | undefined): Reason {
  if (sentName !== undefined && sentName.length > PAGE_NAME_MAX_LENGTH) return 'tooLong';
  return isAppError(error) ? (reasons[error.errorName] ?? 'retry') : 'retry';
}

function reason(t: TFunction, error: unknown, sentName: string | undefined): string {
  const kind = reasonOf(error, sentName);
  switch (kind) {
    case 'tooLong':
      return t('workspace.page.title.tooLong', 'A page name can be at most {{max}} characters.', {
        max: PAGE_NAME_MAX_LENGTH,
      });
    case 'permission':
      return t('workspace.page.failure.permission', 'You do not have permission to change this page.');
    case 'gone':
      return t('workspace.page.failure.gone', 'It no longer exists, or it was moved to the trash.');
    case 'offline':
      return t(
        'workspace.page.failure.offline',
        'The server cannot be reached. Check your connection and try again.',
      );
    case 'signedOut':
      return t('workspace.page.failure.signedOut', 'Your session has ended. Sign in again, then retry.');
    case 'retry':
      return t('workspace.page.failure.retry', 'Please try again in a moment.');
    default:
      return exhaustive(kind);
  }
}
