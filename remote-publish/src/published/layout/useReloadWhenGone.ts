import { useEffect, useRef } from 'react';

/** How the page reloads; an object so tests can watch it (jsdom cannot reload). */
export const pageReload = {
  reload: (): void => {
    window.location.reload();
  },
};

/**
 * ST-03: when the page's meta disappears after it had been shown (unpublished while open), the page reloads,
 * and the server then answers what it answers any reader of an unpublished page.
 */
export function useReloadWhenGone(status: 'loading' | 'password' | 'loaded' | 'failed'): void {
  const shown = useRef(false);
  useEffect(() => {
    if (status === 'loaded') shown.current = true;
    else if (status === 'failed' && shown.current) {
      shown.current = false;
      pageReload.reload();
    }
  }, [status]);
}
