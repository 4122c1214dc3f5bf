import { exhaustive } from '../../errors/exhaustive.js';
import { cellText, isChecked } from './cells.js';
import {
  checklistComplete,
  matchesDate,
  matchesNumber,
  matchesRelation,
  matchesSelect,
  matchesText,
} from './filterConditions.js';
import { FieldType, arrayOf, isFieldType, parseJson, recordOf } from './fieldTypes.js';
import { secondsOf } from './format.js';
import type { DatabaseField, DatabaseModel, RowModel, ViewFilter } from './model.js';

// The conditions per type are listed in filterConditions.ts. A filter on a field that no longer exists, or of a
// type Quire does not know, lets rows through (AppFlowy does the same with filters it cannot apply).

function mediaCount(raw: string): number {
  const parsed = parseJson(raw);
  return (Array.isArray(parsed) ? parsed : arrayOf(recordOf(parsed).files)).length;
}

function passesField(field: DatabaseField, filter: ViewFilter, row: RowModel, now: number): boolean {
  const cell = row.cells[field.id];
  const raw = cell === undefined || Array.isArray(cell.data) ? '' : cell.data;
  const { condition, content } = filter;
  const type = field.type;
  if (!isFieldType(type)) return true;
  switch (type) {
    case FieldType.RichText:
    case FieldType.URL:
    case FieldType.Summary:
    case FieldType.Translate:
    case FieldType.Person:
    case FieldType.Rollup:
    case FieldType.CreatedBy:
    case FieldType.LastEditedBy:
      return matchesText(type === FieldType.URL ? raw.trim() : cellText(field, row), condition, content);
    case FieldType.Number:
    case FieldType.Time:
      return matchesNumber(raw, condition, content);
    case FieldType.Checkbox:
      return condition === 0 ? isChecked(raw) : condition === 1 ? !isChecked(raw) : true;
    case FieldType.SingleSelect:
    case FieldType.MultiSelect:
      return matchesSelect(raw, condition, content);
    case FieldType.Checklist:
      return condition === 0 ? checklistComplete(raw) : condition === 1 ? !checklistComplete(raw) : true;
    case FieldType.Relation: {
      const ids = cell !== undefined && Array.isArray(cell.data) ? cell.data.filter((id) => id !== '') : [];
      return matchesRelation(ids, condition, content);
    }
    case FieldType.Media: {
      const count = mediaCount(raw);
      return condition === 0 ? count === 0 : condition === 1 ? count > 0 : true;
    }
    case FieldType.DateTime: {
      const start = secondsOf(raw);
      const end = cell?.isRange === true ? secondsOf(cell.endTimestamp) : undefined;
      return matchesDate(start, end, condition, content, now);
    }
    case FieldType.CreatedTime:
    case FieldType.LastEditedTime: {
      const seconds = type === FieldType.CreatedTime ? row.createdAt : row.lastModified;
      return matchesDate(seconds === 0 ? undefined : seconds, undefined, condition, content, now);
    }
    default:
      return exhaustive(type);
  }
}

function passes(database: DatabaseModel, filter: ViewFilter, row: RowModel, now: number): boolean {
  if (filter.kind === 'and') return filter.children.every((child) => passes(database, child, row, now));
  if (filter.kind === 'or') {
    return filter.children.length === 0 || filter.children.some((child) => passes(database, child, row, now));
  }
  const field = database.fields[filter.fieldId];
  return field === undefined ? true : passesField(field, filter, row, now);
}

/**
 * Whether a row passes all of a view's top-level filters. `now` (unix seconds) decides relative date conditions
 * (today, this week); by default the current time.
 */
export function passesFilters(
  database: DatabaseModel,
  filters: readonly ViewFilter[],
  row: RowModel,
  now: number = Math.floor(Date.now() / 1000),
): boolean {
  return filters.every((filter) => passes(database, filter, row, now));
}
