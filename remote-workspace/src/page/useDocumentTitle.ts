import { useEffect } from 'react';

/**
 * The browser tab shows `title` while the calling component is mounted (null: leave the tab as it is, e.g.
 * while the page loads); on unmount the title the tab had before comes back.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);

  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
