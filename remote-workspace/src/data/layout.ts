import { exhaustive } from '@quire/shared';
import type { ViewLayout } from './types';

export type LayoutName = 'document' | 'grid' | 'board' | 'calendar' | 'chat';

/** The stable name of a layout: test ids (`new-page-<name>`), translation keys and icons key off it. */
export function layoutName(layout: ViewLayout): LayoutName {
  switch (layout) {
    case 0:
      return 'document';
    case 1:
      return 'grid';
    case 2:
      return 'board';
    case 3:
      return 'calendar';
    case 4:
      return 'chat';
    default:
      return exhaustive(layout);
  }
}

/** Whether the layout is a database view (grid, board, calendar) rather than a document or chat. */
export function isDatabaseLayout(layout: ViewLayout): boolean {
  switch (layout) {
    case 1:
    case 2:
    case 3:
      return true;
    case 0:
    case 4:
      return false;
    default:
      return exhaustive(layout);
  }
}
