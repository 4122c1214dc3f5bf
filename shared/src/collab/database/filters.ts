import { cellText, isChecked } from './cells.js';
import { FieldType, arrayOf, parseJson, recordOf, stringOf } from './fieldTypes.js';
import { secondsOf } from './format.js';
import type { DatabaseModel, RowModel, ViewFilter } from './model.js';

// AppFlowy's filter conditions, per field type (the numbers its clients write):
// text 0 is, 1 is not, 2 contains, 3 does not contain, 4 starts with, 5 ends with, 6 empty, 7 not empty;
// number 0 =, 1 ≠, 2 >, 3 <, 4 ≥, 5 ≤, 6 empty, 7 not empty; checkbox 0 checked, 1 unchecked;
// select 0 is, 1 is not, 2 contains, 3 does not contain, 4 empty, 5 not empty (content: option ids, comma-joined);
// checklist 0 complete, 1 incomplete. A filter on any other type, or an unknown condition, lets rows through.

function matchesText(value: string, condition: number, content: string): boolean {
  const text = value.toLowerCase();
  const wanted = content.toLowerCase();
  switch (condition) {
    case 0:
      return text === wanted;
    case 1:
      return text !== wanted;
    case 2:
      return text.includes(wanted);
    case 3:
      return !text.includes(wanted);
    case 4:
      return text.startsWith(wanted);
    case 5:
      return text.endsWith(wanted);
    case 6:
      return text === '';
    case 7:
      return text !== '';
    default:
      return true;
  }
}

function matchesNumber(raw: string, condition: number, content: string): boolean {
  const value = secondsOf(raw);
  if (condition === 6) return value === undefined;
  if (condition === 7) return value !== undefined;
  const wanted = secondsOf(content);
  if (wanted === undefined) return true;
  if (value === undefined) return false;
  switch (condition) {
    case 0:
      return value === wanted;
    case 1:
      return value !== wanted;
    case 2:
      return value > wanted;
    case 3:
      return value < wanted;
    case 4:
      return value >= wanted;
    case 5:
      return value <= wanted;
    default:
      return true;
  }
}

function matchesSelect(raw: string, condition: number, content: string): boolean {
  const chosen = raw.split(',').filter((id) => id !== '');
  const wanted = content.split(',').filter((id) => id !== '');
  const any = wanted.some((id) => chosen.includes(id));
  switch (condition) {
    case 0:
    case 2:
      return wanted.length === 0 || any;
    case 1:
    case 3:
      return !any;
    case 4:
      return chosen.length === 0;
    case 5:
      return chosen.length > 0;
    default:
      return true;
  }
}

function checklistComplete(raw: string): boolean {
  const parsed = recordOf(parseJson(raw));
  const options = arrayOf(parsed.options);
  const selected = new Set(arrayOf(parsed.selected_option_ids).map(stringOf));
  return options.length > 0 && options.every((option) => selected.has(stringOf(recordOf(option).id)));
}

function passes(database: DatabaseModel, filter: ViewFilter, row: RowModel): boolean {
  if (filter.kind === 'and') return filter.children.every((child) => passes(database, child, row));
  if (filter.kind === 'or') {
    return filter.children.length === 0 || filter.children.some((child) => passes(database, child, row));
  }
  const field = database.fields[filter.fieldId];
  if (field === undefined) return true;
  const cell = row.cells[field.id];
  const raw = cell === undefined || Array.isArray(cell.data) ? '' : cell.data;
  switch (field.type) {
    case FieldType.RichText:
    case FieldType.URL:
      return matchesText(cellText(field, row), filter.condition, filter.content);
    case FieldType.Number:
      return matchesNumber(raw, filter.condition, filter.content);
    case FieldType.Checkbox:
      return filter.condition === 0 ? isChecked(raw) : !isChecked(raw);
    case FieldType.SingleSelect:
    case FieldType.MultiSelect:
      return matchesSelect(raw, filter.condition, filter.content);
    case FieldType.Checklist:
      return filter.condition === 0 ? checklistComplete(raw) : !checklistComplete(raw);
    default:
      return true;
  }
}

/** Whether a row passes all of a view's top-level filters. */
export function passesFilters(
  database: DatabaseModel,
  filters: readonly ViewFilter[],
  row: RowModel,
): boolean {
  return filters.every((filter) => passes(database, filter, row));
}
