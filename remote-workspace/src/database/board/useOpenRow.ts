import { useCallback } from 'react';

/**
 * Opening a row from a card or an event: the page's own row opener when it gives one; otherwise the row page's
 * address, `?r=<rowId>`, is pushed, and a popstate tells the router (which listens for it) to read it.
 */
export function useOpenRow(onOpenRow: ((rowId: string) => void) | undefined): (rowId: string) => void {
  return useCallback(
    (rowId: string) => {
      if (onOpenRow !== undefined) {
        onOpenRow(rowId);
        return;
      }
      const url = new URL(window.location.href);
      url.searchParams.set('r', rowId);
      window.history.pushState(window.history.state, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
    },
    [onOpenRow],
  );
}
