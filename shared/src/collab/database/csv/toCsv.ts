import { cellText } from '../cells.js';
import { FieldType } from '../fieldTypes.js';
import type { DatabaseField, DatabaseModel, DatabaseViewModel, RowModel } from '../model.js';
import { viewRows, visibleFields } from '../views.js';

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function shown(field: DatabaseField, row: RowModel): string {
  const text = cellText(field, row);
  // An unset checkbox shows unchecked.
  return field.type === FieldType.Checkbox && text === '' ? 'No' : text;
}

/**
 * What a view shows as a CSV file's text: its visible fields in its order (the primary first) as the header, its rows filtered and
 * sorted as shown, each cell as displayed (select names, formatted dates, checkboxes Yes/No); CRLF line ends
 * and a leading BOM so that spreadsheets read it as UTF-8.
 */
export function viewToCsv(
  database: DatabaseModel,
  view: DatabaseViewModel,
  rows: ReadonlyMap<string, RowModel>,
): string {
  const shownFields = visibleFields(database, view);
  // The primary field first, as the grid draws it (its frozen first column).
  const fields = [...shownFields.filter((f) => f.isPrimary), ...shownFields.filter((f) => !f.isPrimary)];
  const lines = [fields.map((field) => csvField(field.name)).join(',')];
  for (const row of viewRows(database, view, rows)) {
    lines.push(fields.map((field) => csvField(shown(field, row))).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
