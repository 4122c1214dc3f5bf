import { useEffect } from 'react';
import { findView, folderStore } from '../../data';
import type { EditorPage } from '../pageContext';

/** The page a click landed on, when it landed on a page mention's chip. */
function mentionedPage(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const chip = target.closest<HTMLElement>('.quire-inline-page[data-page-id]');
  return chip?.dataset.pageId ?? null;
}

/**
 * A click on a page mention opens that page through the router, as a sub-page card does; a mention of a page
 * the folder does not hold (deleted, or not shared with the reader) opens nothing.
 */
export function useMentionClicks(root: HTMLElement | undefined, page: EditorPage | null): void {
  useEffect(() => {
    if (root === undefined || page === null) return;
    const open = (event: MouseEvent) => {
      const pageId = mentionedPage(event.target);
      if (pageId === null) return;
      if (findView(folderStore.get(page.workspaceId).root, pageId) === null) return;
      event.preventDefault();
      page.openView(pageId);
    };
    root.addEventListener('click', open);
    return () => {
      root.removeEventListener('click', open);
    };
  }, [root, page]);
}
