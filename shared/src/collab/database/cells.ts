import { exhaustive } from '../../errors/exhaustive.js';
import { FieldType, arrayOf, isFieldType, parseJson, recordOf, stringOf } from './fieldTypes.js';
import { formatDate, formatDuration, formatNumber, secondsOf } from './format.js';
import type { DatabaseField, RowModel, SelectOption } from './model.js';
import { selectOptionsOf } from './read.js';

/** What a cell shows, decided once for every renderer (grid, board card, calendar event, row page). */
export type CellValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'url'; url: string }
  | { kind: 'select'; options: SelectOption[] }
  | { kind: 'checkbox'; checked: boolean }
  | { kind: 'checklist'; items: { id: string; name: string; checked: boolean }[] }
  | { kind: 'relation'; rowIds: string[] }
  | { kind: 'files'; names: string[] };

const empty: CellValue = { kind: 'empty' };

function text(value: string): CellValue {
  return value === '' ? empty : { kind: 'text', text: value };
}

function dataText(data: string | string[]): string {
  return Array.isArray(data) ? data.join(', ') : data;
}

export function isChecked(data: string): boolean {
  const value = data.trim().toLowerCase();
  return value === 'yes' || value === 'true' || value === '1';
}

function selected(field: DatabaseField, data: string): CellValue {
  const ids = data.split(',').map((id) => id.trim());
  const options = ids
    .map((id) => field.options.find((option) => option.id === id))
    .filter((option): option is SelectOption => option !== undefined);
  return options.length === 0 ? empty : { kind: 'select', options };
}

function checklist(data: string): CellValue {
  const parsed = recordOf(parseJson(data));
  const chosen = new Set(arrayOf(parsed.selected_option_ids).map(stringOf));
  const items = selectOptionsOf(parsed).map((option) => ({
    id: option.id,
    name: option.name,
    checked: chosen.has(option.id),
  }));
  return items.length === 0 ? empty : { kind: 'checklist', items };
}

function dateCell(field: DatabaseField, row: RowModel): CellValue {
  const cell = row.cells[field.id];
  const start = cell === undefined || Array.isArray(cell.data) ? undefined : secondsOf(cell.data);
  if (cell === undefined || start === undefined) return empty;
  const from = formatDate(start, field.typeOption, cell.includeTime);
  const end = cell.isRange ? secondsOf(cell.endTimestamp) : undefined;
  return text(end === undefined ? from : `${from} → ${formatDate(end, field.typeOption, cell.includeTime)}`);
}

function files(data: string): CellValue {
  const parsed = parseJson(data);
  const list = Array.isArray(parsed) ? parsed : arrayOf(recordOf(parsed).files);
  const names = list.map((file) => stringOf(recordOf(file).name)).filter((name) => name !== '');
  return names.length === 0 ? empty : { kind: 'files', names };
}

/** The value `row` shows in `field`; a cell written under another type than the field's is shown as text. */
export function cellValue(field: DatabaseField, row: RowModel): CellValue {
  const type = field.type;
  if (!isFieldType(type)) {
    const cell = row.cells[field.id];
    return cell === undefined ? empty : text(dataText(cell.data));
  }
  if (type === FieldType.CreatedTime || type === FieldType.LastEditedTime) {
    const seconds = type === FieldType.CreatedTime ? row.createdAt : row.lastModified;
    return seconds === 0
      ? empty
      : text(formatDate(seconds, field.typeOption, field.typeOption.include_time === true));
  }
  const cell = row.cells[field.id];
  if (cell === undefined) return empty;
  if (type === FieldType.Relation) {
    const rowIds = Array.isArray(cell.data) ? cell.data.filter((id) => id !== '') : [];
    return rowIds.length === 0 ? empty : { kind: 'relation', rowIds };
  }
  const data = dataText(cell.data);
  switch (type) {
    case FieldType.RichText:
    case FieldType.Summary:
    case FieldType.Translate:
    case FieldType.Person:
    case FieldType.Rollup:
    case FieldType.CreatedBy:
    case FieldType.LastEditedBy:
      return text(data);
    case FieldType.Number:
      return text(formatNumber(data, field.typeOption));
    case FieldType.DateTime:
      return dateCell(field, row);
    case FieldType.SingleSelect:
    case FieldType.MultiSelect:
      return selected(field, data);
    case FieldType.Checkbox:
      return { kind: 'checkbox', checked: isChecked(data) };
    case FieldType.URL:
      return data.trim() === '' ? empty : { kind: 'url', url: data.trim() };
    case FieldType.Checklist:
      return checklist(data);
    case FieldType.Time:
      return text(formatDuration(data));
    case FieldType.Media:
      return files(data);
    default:
      return exhaustive(type);
  }
}

/** A cell as one line of plain text (sorting, titles, relation names, search). */
export function cellText(field: DatabaseField, row: RowModel): string {
  const value = cellValue(field, row);
  switch (value.kind) {
    case 'empty':
      return '';
    case 'text':
      return value.text;
    case 'url':
      return value.url;
    case 'select':
      return value.options.map((option) => option.name).join(', ');
    case 'checkbox':
      return value.checked ? 'Yes' : 'No';
    case 'checklist':
      return `${value.items.filter((item) => item.checked).length}/${value.items.length}`;
    case 'relation':
      return value.rowIds.join(', ');
    case 'files':
      return value.names.join(', ');
    default:
      return exhaustive(value);
  }
}
