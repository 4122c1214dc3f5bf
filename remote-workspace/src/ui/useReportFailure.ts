import { errorNameOf, isAppError, notify } from '@quire/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage, failureReason } from './failureReason';

/**
 * A failed command raises an error toast (spec 000 §8): what did not happen, then why, in the user's
 * language and by error name, never the server's developer message. `report(what)` makes the handler.
 */
export function useReportFailure(): (what: string) => (error: unknown) => void {
  const { t } = useTranslation();
  return useCallback(
    (what: string) => (error: unknown) => {
      const name = isAppError(error) ? errorNameOf(error.code) : null;
      notify.error(failureMessage(t, what, failureReason(t, name)));
    },
    [t],
  );
}
