import type { DatabaseField, RowModel } from '@quire/shared/collab';
import { optionFinder, writeCell } from '../data/commands';
import type { DatabaseStore } from '../data/databaseStore';
import { isEditableType, parseCellText } from '../cells/parseCellText';

/**
 * Writes pasted rows of text into the grid from the cell (`row`, `column`) on: each value parsed by its
 * field's type (a value that is not one is skipped), read-only fields skipped, new rows made for lines past
 * the last row. Answers how many cells were written.
 */
export function pasteCells(params: {
  store: DatabaseStore;
  viewId: string;
  rows: readonly RowModel[];
  fields: readonly DatabaseField[];
  at: { row: number; column: number };
  values: readonly (readonly string[])[];
}): number {
  const { store, viewId, rows, fields, at, values } = params;
  const finders = new Map<string, (name: string) => string>();
  const finderOf = (field: DatabaseField) => {
    let finder = finders.get(field.id);
    if (finder === undefined) {
      finder = optionFinder(store, field);
      finders.set(field.id, finder);
    }
    return finder;
  };
  let written = 0;
  values.forEach((line, offset) => {
    const index = at.row + offset;
    // Lines past the last row become new rows at the end of the view.
    const rowId = rows[index]?.id ?? store.createRow({ viewId, index: Number.MAX_SAFE_INTEGER });
    line.forEach((text, columnOffset) => {
      const field = fields[at.column + columnOffset];
      if (field === undefined || !isEditableType(field.type)) return;
      const input = parseCellText(field, text, finderOf(field));
      if (input === null) return;
      writeCell(store, rowId, field.id, input);
      written += 1;
    });
  });
  return written;
}
