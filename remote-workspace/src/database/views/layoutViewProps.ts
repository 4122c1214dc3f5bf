import type { DatabaseField, DatabaseModel, DatabaseViewModel, RowModel } from '@quire/shared/collab';
import type { DatabaseStore } from '../data/databaseStore';

/** What a board or calendar view is given (LayoutSlot passes them on). */
export interface LayoutViewProps {
  store: DatabaseStore;
  /** The whole database: the board groups and the calendar dates by fields the view may not show. */
  database: DatabaseModel;
  view: DatabaseViewModel;
  /** The view's shown fields, the primary first. */
  fields: readonly DatabaseField[];
  /** The view's rows as shown (filtered, sorted, searched). */
  rows: readonly RowModel[];
  readOnly: boolean;
  /** Opens a row's page; without it the row page's address (`?r=<rowId>`) is opened. */
  onOpenRow?: (rowId: string) => void;
}
