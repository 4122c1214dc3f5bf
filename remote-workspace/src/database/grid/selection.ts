/** A cell of the grid by its place: the row's index in the view, the column's index among shown fields. */
export interface CellPosition {
  row: number;
  column: number;
}

/** The selected range (anchor to focus) and the cell being edited, if any. */
export interface GridSelection {
  anchor: CellPosition;
  focus: CellPosition;
  editing: { initialText: string | undefined } | null;
}

export const initialSelection: GridSelection = {
  anchor: { row: 0, column: 0 },
  focus: { row: 0, column: 0 },
  editing: null,
};

export function clampPosition(position: CellPosition, rows: number, columns: number): CellPosition {
  return {
    row: Math.max(0, Math.min(rows - 1, position.row)),
    column: Math.max(0, Math.min(columns - 1, position.column)),
  };
}

/** The range's corners, top-left first. */
export function rangeOf(selection: GridSelection): { from: CellPosition; to: CellPosition } {
  const { anchor, focus } = selection;
  return {
    from: { row: Math.min(anchor.row, focus.row), column: Math.min(anchor.column, focus.column) },
    to: { row: Math.max(anchor.row, focus.row), column: Math.max(anchor.column, focus.column) },
  };
}

export function inRange(selection: GridSelection, row: number, column: number): boolean {
  const { from, to } = rangeOf(selection);
  return row >= from.row && row <= to.row && column >= from.column && column <= to.column;
}

/** Tab order: along the row, then on to the next (or, backwards, the previous) row's end. */
export function tabbed(
  position: CellPosition,
  backwards: boolean,
  rows: number,
  columns: number,
): CellPosition {
  const step = backwards ? -1 : 1;
  const column = position.column + step;
  if (column >= 0 && column < columns) return { row: position.row, column };
  const row = position.row + step;
  if (row < 0 || row >= rows) return position;
  return { row, column: backwards ? columns - 1 : 0 };
}
