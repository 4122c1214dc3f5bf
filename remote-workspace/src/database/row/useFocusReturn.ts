import { useEffect, type RefObject } from 'react';

/**
 * Moves the focus into `panel` when it opens and, when it closes, back where it was: the element that opened it,
 * or when that is gone (a menu item), the opened row's handle or the grid it sits in.
 */
export function useFocusReturn(panel: RefObject<HTMLElement | null>, rowId: string): void {
  useEffect(() => {
    const active = document.activeElement;
    // A removed opener (a menu item) leaves the focus on the body: the row's own place is used then.
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    panel.current?.focus();
    return () => {
      // The row shown last: prev/next changes it while the panel stays.
      const shown = panel.current?.getAttribute('data-row-id') ?? rowId;
      queueMicrotask(() => {
        const id = CSS.escape(shown);
        const fallback =
          document.querySelector<HTMLElement>(`[data-row-id="${id}"] [data-row-handle]`) ??
          document.querySelector<HTMLElement>(`[data-card-id="${id}"]`) ??
          document.querySelector<HTMLElement>('[data-testid="database-grid"]');
        const target = opener?.isConnected === true ? opener : fallback;
        target?.focus();
      });
    };
    // Only on opening and closing (`rowId` is read once): moving between rows keeps the panel and its focus.
  }, [panel]);
}
