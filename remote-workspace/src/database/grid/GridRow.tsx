import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { DatabaseField, RowModel } from '@quire/shared/collab';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatabaseStore } from '../data/databaseStore';
import { GridCell, type CellHandlers } from './GridCell';
import { rowDragId } from './gridDrag';
import { Frozen, Gutter, HandleButton, RowBox } from './gridStyles';

export interface VirtualColumn {
  /** The field's index among the shown fields (the primary is 0 and never virtual). */
  column: number;
  start: number;
  size: number;
}

interface Props {
  store: DatabaseStore;
  row: RowModel;
  rowIndex: number;
  top: number;
  width: number;
  fields: readonly DatabaseField[];
  primaryWidth: number;
  columns: readonly VirtualColumn[];
  /** The focused column when the focus is on this row, else null. */
  focusColumn: number | null;
  /** The range's columns when the range covers this row, else -1 (numbers, so that the row's memo holds). */
  rangeFrom: number;
  rangeTo: number;
  editing: { initialText: string | undefined } | null;
  readOnly: boolean;
  handlers: CellHandlers;
  onRowMenu: (rowIndex: number, anchor: HTMLElement) => void;
  /** The row's height (the virtualiser's: more than one line when a wrapped field's text needs it). */
  height: number;
  /** The fields that wrap their text in this view. */
  wrapIds: ReadonlySet<string>;
  /** Whether the handle drags the row (not while the view is sorted). */
  canDrag: boolean;
}

/** A row of the grid: the handle and primary cell frozen at the left, then the columns in view. */
export const GridRow = memo(function GridRow(props: Props) {
  const { t } = useTranslation();
  const {
    row,
    rowIndex,
    top,
    width,
    fields,
    primaryWidth,
    columns,
    focusColumn,
    rangeFrom,
    rangeTo,
    editing,
  } = props;
  // The handle drags the row onto another row's place (a click still opens the row's menu).
  const data = { kind: 'row', rowId: row.id } as const;
  const drag = useDraggable({ id: rowDragId(row.id), data, disabled: props.readOnly || !props.canDrag });
  const drop = useDroppable({ id: rowDragId(row.id), data, disabled: props.readOnly || !props.canDrag });
  const cell = (column: number, left: number | undefined, size: number) => {
    const field = fields[column];
    if (field === undefined) return null;
    return (
      <GridCell
        key={field.id}
        store={props.store}
        field={field}
        row={row}
        rowIndex={rowIndex}
        column={column}
        width={size}
        left={left}
        selected={focusColumn === column}
        inRange={rangeFrom !== -1 && column >= rangeFrom && column <= rangeTo}
        editing={focusColumn === column ? editing : null}
        readOnly={props.readOnly}
        handlers={props.handlers}
        wrap={props.wrapIds.has(field.id)}
      />
    );
  };
  return (
    <RowBox
      role="row"
      aria-rowindex={rowIndex + 2}
      data-row-id={row.id}
      data-index={rowIndex}
      ref={drop.setNodeRef}
      style={{
        opacity: drag.isDragging ? 0.5 : undefined,
        boxShadow: drop.isOver && !drag.isDragging ? 'inset 0 2px 0 var(--quire-primary)' : undefined,
        transform: `translateY(${top}px)`,
        width,
        height: props.height,
        zIndex: focusColumn === null ? undefined : 3,
      }}
    >
      <Frozen style={focusColumn === 0 ? { zIndex: 25 } : undefined}>
        {/* A row may own only cells: the gutter holding the row's menu is its header cell. */}
        <Gutter role="rowheader">
          {props.readOnly ? null : (
            <HandleButton
              ref={drag.setNodeRef}
              {...drag.listeners}
              type="button"
              data-row-handle
              aria-label={t('workspace.database.row.menu', 'Row actions')}
              onClick={(event) => {
                props.onRowMenu(rowIndex, event.currentTarget);
              }}
            >
              ⋮⋮
            </HandleButton>
          )}
        </Gutter>
        {cell(0, undefined, primaryWidth)}
      </Frozen>
      {columns.map((column) => cell(column.column, column.start, column.size))}
    </RowBox>
  );
});
