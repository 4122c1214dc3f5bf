import { DatabaseLayout, type DatabaseField, type DatabaseViewModel, type RowModel } from '@quire/shared/collab';
import type { DatabaseStore } from '../data/databaseStore';
import { GridView } from '../grid/GridView';
import { ViewPlaceholder } from './ViewPlaceholder';

export interface LayoutSlotProps {
  store: DatabaseStore;
  view: DatabaseViewModel;
  fields: readonly DatabaseField[];
  rows: readonly RowModel[];
  readOnly: boolean;
  calculations: Record<string, number>;
}

/** The body of a view by its layout: the grid today; the board and calendar bodies take their cases here. */
export function LayoutSlot(props: LayoutSlotProps) {
  switch (props.view.layout) {
    case DatabaseLayout.Grid:
      return <GridView {...props} />;
    case DatabaseLayout.Board:
    case DatabaseLayout.Calendar:
    default:
      return <ViewPlaceholder layout={props.view.layout} />;
  }
}
