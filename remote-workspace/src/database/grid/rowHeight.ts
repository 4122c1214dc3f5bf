import { ROW_HEIGHT } from './gridStyles';

/** The most lines a wrapped row grows to (a cell of a whole page of text stays a row, not a page). */
export const MAX_WRAPPED_ROW_HEIGHT = ROW_HEIGHT * 12;

/**
 * A drawn row's height for the virtualiser when some field wraps: the tallest wrapped cell's text (its natural
 * height, whatever the row's height now), at least one line, at most MAX_WRAPPED_ROW_HEIGHT.
 */
export function measureRowHeight(element: Element): number {
  let height = ROW_HEIGHT;
  for (const content of element.querySelectorAll<HTMLElement>('[data-wrap-content]')) {
    // +1: the row's bottom border.
    height = Math.max(height, Math.ceil(content.scrollHeight) + 1);
  }
  return Math.min(height, MAX_WRAPPED_ROW_HEIGHT);
}
