import type { DatabaseField, DatabaseViewModel, RowModel } from '@quire/shared/collab';

// Where a keyboard move ("Move left/right", "Move up/down") or a drop puts a field or a row in the view's
// order. The order also holds what the view does not show (hidden fields, filtered rows): a move goes past
// the next SHOWN neighbour, so that every press changes what the reader sees. The model's moves take the
// index in the order with the moved entry removed, which is the neighbour's index in the order as it is.

/** The index in `view.fieldOrder` that puts `fieldId` next to its shown neighbour, or undefined at an edge. */
export function fieldMoveIndex(
  view: DatabaseViewModel,
  shown: readonly DatabaseField[],
  fieldId: string,
  step: -1 | 1,
): number | undefined {
  // The primary field is drawn first wherever it is in the order: it neither moves nor is passed.
  const movable = shown.filter((field) => !field.isPrimary).map((field) => field.id);
  const at = movable.indexOf(fieldId);
  const neighbour = at === -1 ? undefined : movable[at + step];
  if (neighbour === undefined) return undefined;
  const index = view.fieldOrder.indexOf(neighbour);
  return index === -1 ? undefined : index;
}

/** The index in `view.fieldOrder` where a field dropped on `targetId` goes (the target's place). */
export function fieldDropIndex(
  view: DatabaseViewModel,
  fieldId: string,
  targetId: string,
): number | undefined {
  if (fieldId === targetId) return undefined;
  const index = view.fieldOrder.indexOf(targetId);
  return index === -1 || !view.fieldOrder.includes(fieldId) ? undefined : index;
}

/** The index in `view.rowOrder` that puts the row at `rowIndex` of the shown rows at `toRowIndex`. */
export function rowMoveIndex(
  view: DatabaseViewModel,
  rows: readonly RowModel[],
  rowIndex: number,
  toRowIndex: number,
): number | undefined {
  const row = rows[rowIndex];
  const target = rows[toRowIndex];
  if (row === undefined || target === undefined || row.id === target.id) return undefined;
  const index = view.rowOrder.findIndex((entry) => entry.id === target.id);
  return index === -1 ? undefined : index;
}
