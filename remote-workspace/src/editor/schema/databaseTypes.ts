import type { ViewLayout } from '../../data';

export const databaseViewType = 'databaseView';

/** The block types of AppFlowy's embedded database views, and their layouts. */
export const databaseLayouts = { grid: 1, board: 2, calendar: 3 } as const satisfies Record<
  string,
  ViewLayout
>;
export type DatabaseBlockType = keyof typeof databaseLayouts;

export function isDatabaseBlockType(ty: string): ty is DatabaseBlockType {
  return Object.hasOwn(databaseLayouts, ty);
}

/** The block type showing a page of this layout, or null for a page that is not a database. */
export function databaseBlockTypeOf(layout: ViewLayout): DatabaseBlockType | null {
  switch (layout) {
    case 1:
      return 'grid';
    case 2:
      return 'board';
    case 3:
      return 'calendar';
    case 0:
    case 4:
      return null;
  }
}
