import {
  DatabaseLayout,
  type DatabaseField,
  type DatabaseModel,
  type DatabaseViewModel,
  type RowModel,
} from '@quire/shared/collab';
import type { DatabaseStore } from '../data/databaseStore';
import { BoardView } from '../board/BoardView';
import { CalendarView } from '../calendar/CalendarView';
import { GridView } from '../grid/GridView';
import { ViewPlaceholder } from './ViewPlaceholder';

export interface LayoutSlotProps {
  store: DatabaseStore;
  view: DatabaseViewModel;
  fields: readonly DatabaseField[];
  rows: readonly RowModel[];
  readOnly: boolean;
  calculations: Record<string, number>;
  /** The whole database (the board groups and the calendar dates by fields the view may not show). */
  database?: DatabaseModel;
  /** Opens a row's page; without it the board and calendar open `?r=<rowId>`. */
  onOpenRow?: (rowId: string) => void;
}

/** The body of a view by its layout: grid, board and calendar; newer layouts show a placeholder. */
export function LayoutSlot(props: LayoutSlotProps) {
  const database = props.database ?? props.store.getSnapshot()?.database;
  switch (props.view.layout) {
    case DatabaseLayout.Grid:
      return <GridView {...props} />;
    case DatabaseLayout.Board:
      return database === undefined ? null : <BoardView {...props} database={database} />;
    case DatabaseLayout.Calendar:
      return database === undefined ? null : <CalendarView {...props} database={database} />;
    default:
      return <ViewPlaceholder layout={props.view.layout} />;
  }
}
