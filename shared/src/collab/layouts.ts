/** AppFlowy's ViewLayout (spec 000 §3): what a page is. */
export const ViewLayout = { Document: 0, Grid: 1, Board: 2, Calendar: 3, AIChat: 4 } as const;
export type ViewLayout = (typeof ViewLayout)[keyof typeof ViewLayout];
export const viewLayouts: readonly ViewLayout[] = Object.values(ViewLayout);

export function isViewLayout(value: number): value is ViewLayout {
  return (viewLayouts as readonly number[]).includes(value);
}

/** AppFlowy's CollabType (spec 000 §3). */
export const CollabType = {
  Document: 0,
  Database: 1,
  WorkspaceDatabase: 2,
  Folder: 3,
  DatabaseRow: 4,
  UserAwareness: 5,
  Empty: 6,
} as const;
export type CollabType = (typeof CollabType)[keyof typeof CollabType];

/**
 * A database view's own layout numbering, unlike ViewLayout: Grid 0, Board 1, Calendar 2, and the newer
 * AppFlowy's Chart 3, List 4, Gallery 5 (a view of a published database may have them; Quire draws them).
 */
export const DatabaseLayout = { Grid: 0, Board: 1, Calendar: 2, Chart: 3, List: 4, Gallery: 5 } as const;
export type DatabaseLayout = (typeof DatabaseLayout)[keyof typeof DatabaseLayout];

export type DatabaseViewLayout =
  typeof ViewLayout.Grid | typeof ViewLayout.Board | typeof ViewLayout.Calendar;

/** Whether a page of this layout is a view of a database (its collab is the database). */
export function isDatabaseLayout(layout: number): layout is DatabaseViewLayout {
  return layout === ViewLayout.Grid || layout === ViewLayout.Board || layout === ViewLayout.Calendar;
}
