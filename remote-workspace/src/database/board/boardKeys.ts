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
): { column: number; index: number } | undefined {
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
): string | undefined {
  const at = cardPosition(columns, rowId);
  if (at === undefined) return undefined;
  const rows = columns[at.column]?.rows ?? [];
  switch (direction) {
    case 'up':
      return rows[at.index - 1]?.id;
    case 'down':
      return rows[at.index + 1]?.id;
    case 'left':
    case 'right': {
      const step = direction === 'left' ? -1 : 1;
      for (let column = at.column + step; column >= 0 && column < columns.length; column += step) {
        const entry = columns[column];
        if (entry === undefined || entry.collapsed === true || entry.rows.length === 0) continue;
        return entry.rows[Math.min(at.index, entry.rows.length - 1)]?.id;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}
