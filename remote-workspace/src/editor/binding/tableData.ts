import { readBoolean, readNumber, type BlockData } from '@quire/shared/collab';
import { indexMap } from '../convert/simpleTable';

export interface TableLayout {
  headerRow: boolean;
  headerColumn: boolean;
  /** BlockNote's widths by column (undefined: the default width). */
  columnWidths: readonly (number | undefined)[];
  /** For each row and column the editor shows, the stored one it continues (undefined: new). */
  rowMap: readonly (number | undefined)[];
  columnMap: readonly (number | undefined)[];
  oldRows: number;
  oldColumns: number;
  /** A table the editor has just made: its flags are written even when false. */
  fresh: boolean;
}

function sameValue(a: unknown, b: unknown): boolean {
  const numberA = readNumber(a);
  const numberB = readNumber(b);
  if (numberA !== undefined || numberB !== undefined) return numberA === numberB;
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameIndexMap(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]));
}

function isIdentity(map: readonly (number | undefined)[], oldCount: number): boolean {
  return map.length === oldCount && map.every((from, index) => from === index);
}

/** An index-keyed map following the rows or columns to their new places (new ones get no entry). */
function remapped(
  stored: Record<string, unknown>,
  map: readonly (number | undefined)[],
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  map.forEach((from, to) => {
    if (from !== undefined && String(from) in stored) result[String(to)] = stored[String(from)];
  });
  return result;
}

/** Per-row and per-column maps of AppFlowy's simple_table (`row_colors`, `column_aligns`…), widths aside. */
function isIndexMapKey(key: string, value: unknown): 'row' | 'column' | undefined {
  if (key === 'column_widths' || value === null || typeof value !== 'object' || Array.isArray(value))
    return undefined;
  if (key.startsWith('row_')) return 'row';
  if (key.startsWith('column_')) return 'column';
  return undefined;
}

/**
 * The simple_table data keys the editor's table changes: `enable_header_row`, `enable_header_column`,
 * `column_widths` (a width BlockNote leaves to its default keeps the stored one of its column), and, when rows or
 * columns were added, removed or moved, every `row_*` / `column_*` map re-keyed to follow them. Undefined when
 * nothing changed.
 */
export function tableDataPatch(data: BlockData, layout: TableLayout): BlockData | undefined {
  const patch: BlockData = {};
  const flag = (key: string, value: boolean) => {
    if (layout.fresh || value !== (readBoolean(data[key]) ?? false)) patch[key] = value;
  };
  flag('enable_header_row', layout.headerRow);
  flag('enable_header_column', layout.headerColumn);

  const storedWidths = indexMap(data.column_widths);
  const widths: Record<string, number> = {};
  layout.columnMap.forEach((from, column) => {
    const width =
      layout.columnWidths[column] ??
      (from === undefined ? undefined : readNumber(storedWidths[String(from)]));
    if (width !== undefined) widths[String(column)] = width;
  });
  if ((layout.fresh && !('column_widths' in data)) || !sameIndexMap(widths, storedWidths))
    patch.column_widths = widths;

  const moved = {
    row: !isIdentity(layout.rowMap, layout.oldRows),
    column: !isIdentity(layout.columnMap, layout.oldColumns),
  };
  for (const [key, value] of Object.entries(data)) {
    const axis = isIndexMapKey(key, value);
    if (axis === undefined || !moved[axis]) continue;
    const stored = value as Record<string, unknown>;
    const next = remapped(stored, axis === 'row' ? layout.rowMap : layout.columnMap);
    if (!sameIndexMap(next, stored)) patch[key] = next;
  }
  return Object.keys(patch).length > 0 ? patch : undefined;
}
