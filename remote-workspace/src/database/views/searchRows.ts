import { cellText, type DatabaseField, type RowModel } from '@quire/shared/collab';

/** The rows with `query` in any shown field's text (case-insensitive); all of them for an empty query. */
export function searchRows(
  rows: readonly RowModel[],
  fields: readonly DatabaseField[],
  query: string,
): readonly RowModel[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return rows;
  return rows.filter((row) => fields.some((field) => cellText(field, row).toLowerCase().includes(wanted)));
}
