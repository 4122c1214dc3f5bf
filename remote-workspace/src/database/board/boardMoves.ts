import type { BoardColumn, CellInput, DatabaseField, DatabaseViewModel } from '@quire/shared/collab';
import { writeCell } from '../data/commands';
import type { DatabaseStore } from '../data/databaseStore';
import { moveRowOrder } from '../data/writes';
import { canRegroup, groupCellWrite } from './groupCell';

/** Where a card lands: in a column, before a card of it (or at its end when `beforeRowId` is undefined). */
export interface CardPlace {
  columnId: string;
  beforeRowId: string | undefined;
  /** The column it leaves, for a card shown in several (a multi-select grouping); else its first. */
  fromColumnId?: string;
}

/**
 * The index in the view's row order (as moveRowOrder counts it, the moved row taken out) that puts the row just
 * before `beforeRowId`, or just after the column's last other card, or at the end.
 */
export function orderIndexFor(
  rowOrder: readonly string[],
  rowId: string,
  column: Pick<BoardColumn, 'rows'>,
  beforeRowId: string | undefined,
): number {
  const order = rowOrder.filter((id) => id !== rowId);
  if (beforeRowId !== undefined && beforeRowId !== rowId) {
    const at = order.indexOf(beforeRowId);
    if (at >= 0) return at;
  }
  const others = column.rows.filter((row) => row.id !== rowId);
  const last = others[others.length - 1];
  const after = last === undefined ? -1 : order.indexOf(last.id);
  return after >= 0 ? after + 1 : order.length;
}

/**
 * Moves a card: its group field's cell is written when the column changes (never for a field the row sets
 * itself), then its place in the view's row order. Answers false when the move cannot be made.
 */
export function moveCard(
  store: DatabaseStore,
  view: DatabaseViewModel,
  field: DatabaseField | undefined,
  columns: readonly BoardColumn[],
  rowId: string,
  place: CardPlace,
): boolean {
  const holds = (column: BoardColumn) => column.rows.some((row) => row.id === rowId);
  const from =
    columns.find((column) => column.id === place.fromColumnId && holds(column)) ?? columns.find(holds);
  const to = columns.find((column) => column.id === place.columnId);
  if (from === undefined || to === undefined) return false;
  if (from.id !== to.id) {
    if (!canRegroup(field)) return false;
    const row = from.rows.find((candidate) => candidate.id === rowId);
    const input = groupCellWrite(field, row?.cells[field.id], from.id, to.id);
    if (input !== undefined) writeCell(store, rowId, field.id, input);
  }
  const rowOrder = view.rowOrder.map((entry) => entry.id);
  const index = orderIndexFor(rowOrder, rowId, to, place.beforeRowId);
  // Put back where it was: nothing to write (the row order stays as two people may be editing it).
  if (index !== rowOrder.indexOf(rowId)) moveRowOrder(store.databaseDoc, view.id, rowId, index);
  return true;
}

/** The cells a new card of a column starts with: the column's value of the group field (none for "no value"). */
export function newCardCells(field: DatabaseField | undefined, columnId: string): Record<string, CellInput> {
  if (!canRegroup(field)) return {};
  const input = groupCellWrite(field, undefined, field.id, columnId);
  return input === undefined || input === null ? {} : { [field.id]: input };
}

/** The index in the view's row order a new card takes at the top or the bottom of a column. */
export function newCardIndex(view: DatabaseViewModel, column: BoardColumn, at: 'top' | 'bottom'): number {
  const order = view.rowOrder.map((entry) => entry.id);
  const edge = at === 'top' ? column.rows[0] : column.rows[column.rows.length - 1];
  const index = edge === undefined ? -1 : order.indexOf(edge.id);
  if (index < 0) return at === 'top' && column.rows.length > 0 ? 0 : order.length;
  return at === 'top' ? index : index + 1;
}
