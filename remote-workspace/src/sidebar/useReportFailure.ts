import { isAppError, notify } from '@quire/shared';
import { useCallback } from 'react';

/** Page updates that fail raise an error toast with the message (spec 000 §8). */
export function useReportFailure(): (error: unknown) => void {
  return useCallback((error: unknown) => {
    const message = isAppError(error) || error instanceof Error ? error.message : String(error);
    notify.error(message);
  }, []);
}
