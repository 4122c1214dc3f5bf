import type { BoardColumn } from '@quire/shared/collab';

export type Direction = 'up' | 'down' | 'left' | 'right';

export function directionOf(key: string): Direction | undefined {
  switch (key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    default:
      return undefined;
  }
}

/** Where a card sits: its column's index among the columns, and its index in the column. */
export function cardPosition(
  columns: readonly BoardColumn[],
  rowId: string,
  /** The column it is in, for a card in several (a multi-select grouping); else its first. */
  columnId?: string,
): { column: number; index: number } | undefined {
  const own = columns.findIndex(
    (entry) => entry.id === columnId && entry.rows.some((row) => row.id === rowId),
  );
  if (own >= 0) return { column: own, index: columns[own]?.rows.findIndex((row) => row.id === rowId) ?? 0 };
  for (const [column, entry] of columns.entries()) {
    const index = entry.rows.findIndex((row) => row.id === rowId);
    if (index >= 0) return { column, index };
  }
  return undefined;
}

/**
 * The card the arrows go to from `rowId`: up and down within its column, left and right to the nearest card of
 * the next column that shows cards (folded and empty columns are passed over). Undefined at an edge.
 */
export function neighbourCard(
  columns: readonly BoardColumn[],
  rowId: string,
  direction: Direction,
  columnId?: string,
): { rowId: string; columnId: string } | undefined {
  const at = cardPosition(columns, rowId, columnId);
  if (at === undefined) return undefined;
  const own = columns[at.column];
  const rows = own?.rows ?? [];
  const inOwn = (row: { id: string } | undefined) =>
    row === undefined || own === undefined ? undefined : { rowId: row.id, columnId: own.id };
  switch (direction) {
    case 'up':
      return inOwn(rows[at.index - 1]);
    case 'down':
      return inOwn(rows[at.index + 1]);
    case 'left':
    case 'right': {
      const step = direction === 'left' ? -1 : 1;
      for (let column = at.column + step; column >= 0 && column < columns.length; column += step) {
        const entry = columns[column];
        if (entry === undefined || entry.collapsed === true || entry.rows.length === 0) continue;
        const row = entry.rows[Math.min(at.index, entry.rows.length - 1)];
        return row === undefined ? undefined : { rowId: row.id, columnId: entry.id };
      }
      return undefined;
    }
    default:
      return undefined;
  }
}
