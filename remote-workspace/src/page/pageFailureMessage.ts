import { exhaustive, isAppError, type ErrorName } from '@quire/shared';
import type { TFunction } from 'i18next';
import { failureMessage, failureReason } from '../ui/failureReason';
import { PAGE_NAME_MAX_LENGTH } from './pageName';

export type PageChange = 'rename' | 'update';

/**
 * What a failed page change tells the user (spec 000 §8: an error toast with the message): what did not happen
 * and why, in their language, matched by error name (see ../ui/failureReason).
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
  return failureMessage(t, what, reason(t, error, sentName));
}

type PageReason = 'tooLong' | 'permission' | 'gone';

// The refusals only a page change meets; the rest are every request's (offline, signed out, …).
const pageReasons: Partial<Record<ErrorName, PageReason>> = {
  StringLengthLimitReached: 'tooLong',
  NotEnoughPermissions: 'permission',
  RecordNotFound: 'gone',
  RecordDeleted: 'gone',
  MissingView: 'gone',
};

function reason(t: TFunction, error: unknown, sentName: string | undefined): string {
  const errorName = isAppError(error) ? error.errorName : null;
  const tooLong = sentName !== undefined && sentName.length > PAGE_NAME_MAX_LENGTH;
  const kind = tooLong ? 'tooLong' : errorName === null ? undefined : pageReasons[errorName];
  switch (kind) {
    case undefined:
      return failureReason(t, errorName);
    case 'tooLong':
      return t('workspace.page.title.tooLong', 'A page name can be at most {{max}} characters.', {
        max: PAGE_NAME_MAX_LENGTH,
      });
    case 'permission':
      return t('workspace.page.failure.permission', 'You do not have permission to change this page.');
    case 'gone':
      return t('workspace.page.failure.gone', 'It no longer exists, or it was moved to the trash.');
    default:
      return exhaustive(kind);
  }
}
