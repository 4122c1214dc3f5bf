/** How far below (or above) the viewport the comments start loading: one screen of reading ahead. */
export const COMMENTS_MARGIN = '100%';

/** The address fragment that points at the comments (`#published-comments`). */
export const COMMENTS_ANCHOR = 'published-comments';

/** Whether the address asks for the comments themselves: its fragment names the section or something in it. */
export function addressTargetsComments(hash: string): boolean {
  return hash.startsWith(`#${COMMENTS_ANCHOR}`);
}

/**
 * Calls `onNear` once, when `element` comes within `margin` (a CSS length or a percentage of the viewport's
 * height) of the viewport — at once when it already is, or when the browser has no IntersectionObserver.
 * Returns the cleanup.
 */
export function whenNearViewport(element: Element, margin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: `${margin} 0px ${margin} 0px` },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
  };
}
