import { cellText, FieldType, type DatabaseField, type RowModel } from '@quire/shared/collab';
import { memo } from 'react';
import { CellDisplay } from '../cells/CellDisplay';
import { CellEditor } from '../cells/CellEditor';
import { ExpandButton } from '../row/ExpandButton';
import type { EditorExit } from '../cells/editorTypes';
import type { DatabaseStore } from '../data/databaseStore';
import { CellBox } from './gridStyles';

export interface CellHandlers {
  /** A press on a cell selects it (Shift extends the range). */
  onSelect: (row: number, column: number, extend: boolean) => void;
  onEdit: (row: number, column: number) => void;
  onToggle: (row: RowModel, field: DatabaseField) => void;
  onCloseEditor: (exit: EditorExit) => void;
  /** Opens a row's page (the primary cell's Open button). */
  onOpen?: (rowId: string) => void;
}

interface Props {
  store: DatabaseStore;
  field: DatabaseField;
  row: RowModel;
  rowIndex: number;
  column: number;
  width: number;
  /** Where an unfrozen column starts; the frozen primary cell flows in its sticky block instead. */
  left: number | undefined;
  selected: boolean;
  inRange: boolean;
  editing: { initialText: string | undefined } | null;
  readOnly: boolean;
  handlers: CellHandlers;
  /** The field wraps its text in this view: the cell's lines grow the row (measured by the grid). */
  wrap?: boolean;
}

/** A wrapped cell's text: its natural height is what the grid measures the row by. */
const wrapStyle = {
  whiteSpace: 'normal',
  lineHeight: '20px',
  padding: '8px',
  overflowWrap: 'anywhere',
} as const;

/** One cell: its value, or its editor while edited. Re-renders only when its row, field or state changes. */
export const GridCell = memo(function GridCell(props: Props) {
  const { store, field, row, rowIndex, column, width, left, selected, inRange, editing, readOnly, handlers } =
    props;
  const wrap = props.wrap === true && editing === null;
  const checkbox = field.type === FieldType.Checkbox;
  return (
    <CellBox
      role="gridcell"
      aria-selected={selected || inRange}
      aria-colindex={column + 1}
      data-field-id={field.id}
      data-row-id={row.id}
      $selected={selected}
      $inRange={inRange && !selected}
      data-wrap={wrap ? true : undefined}
      style={{
        ...(left === undefined ? { width, flex: 'none' } : { position: 'absolute', top: 0, left, width }),
        ...(wrap ? { padding: 0 } : {}),
      }}
      onMouseDown={(event) => {
        if (event.button !== 0 || editing !== null) return;
        handlers.onSelect(rowIndex, column, event.shiftKey);
      }}
      onClick={(event) => {
        if (checkbox && !readOnly && !event.shiftKey) handlers.onToggle(row, field);
      }}
      onDoubleClick={() => {
        if (!checkbox) handlers.onEdit(rowIndex, column);
      }}
    >
      {editing !== null && !readOnly ? (
        <CellEditor
          store={store}
          field={field}
          row={row}
          initialText={editing.initialText}
          onClose={handlers.onCloseEditor}
        />
      ) : (
        <CellContent wrap={wrap}>
          <CellDisplay field={field} row={row} />
        </CellContent>
      )}
      {column === 0 && editing === null && handlers.onOpen !== undefined ? (
        <ExpandButton name={cellText(field, row)} onOpen={() => handlers.onOpen?.(row.id)} />
      ) : null}
    </CellBox>
  );
});

function CellContent({ wrap, children }: { wrap: boolean; children: React.ReactNode }) {
  return wrap ? (
    <div data-wrap-content style={wrapStyle}>
      {children}
    </div>
  ) : (
    <>{children}</>
  );
}
