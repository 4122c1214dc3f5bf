import { cellText, isChecked } from './cells.js';
import { FieldType } from './fieldTypes.js';
import { secondsOf } from './format.js';
import type { DatabaseField, RowModel } from './model.js';

/** AppFlowy's CalculationType (the `ty` of a view's calculation). */
export const CalculationType = {
  Average: 0,
  Max: 1,
  Median: 2,
  Min: 3,
  Sum: 4,
  Count: 5,
  CountEmpty: 6,
  CountNonEmpty: 7,
  DateEarliest: 8,
  DateLatest: 9,
  DateRange: 10,
  NumberRange: 11,
  NumberMode: 12,
  CountChecked: 13,
  CountUnchecked: 14,
  PercentEmpty: 15,
  PercentNotEmpty: 16,
  CountUnique: 17,
  CountValue: 18,
  PercentChecked: 19,
  PercentUnchecked: 20,
} as const;
export type CalculationType = (typeof CalculationType)[keyof typeof CalculationType];

const calculationTypes: readonly number[] = Object.values(CalculationType);

export function isCalculationType(value: number): value is CalculationType {
  return calculationTypes.includes(value);
}

function numbersOf(field: DatabaseField, rows: readonly RowModel[]): number[] {
  const values: number[] = [];
  for (const row of rows) {
    const cell = row.cells[field.id];
    if (cell === undefined || Array.isArray(cell.data)) continue;
    const value = secondsOf(cell.data.replace(/[^\d.eE+-]/g, ''));
    if (value !== undefined) values.push(value);
  }
  return values;
}

function datesOf(field: DatabaseField, rows: readonly RowModel[]): number[] {
  if (field.type === FieldType.CreatedTime) return rows.map((row) => row.createdAt).filter((s) => s !== 0);
  if (field.type === FieldType.LastEditedTime)
    return rows.map((row) => row.lastModified).filter((s) => s !== 0);
  return numbersOf(field, rows);
}

/** Rounds away float noise (0.1 + 0.2) the way a person reads a total. */
function text(value: number): string {
  return String(Math.round(value * 1e10) / 1e10);
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '0' : text((part / whole) * 100);
}

function isEmptyCell(field: DatabaseField, row: RowModel): boolean {
  if (field.type === FieldType.Checkbox) {
    const cell = row.cells[field.id];
    return cell === undefined || (typeof cell.data === 'string' && cell.data.trim() === '');
  }
  return cellText(field, row).trim() === '';
}

function checkedCount(field: DatabaseField, rows: readonly RowModel[]): number {
  return rows.filter((row) => {
    const cell = row.cells[field.id];
    return cell !== undefined && typeof cell.data === 'string' && isChecked(cell.data);
  }).length;
}

/**
 * A calculation over the rows a view shows, as the text AppFlowy keeps in `calculation_value` ('' when the
 * field holds nothing to calculate: no numbers for a sum, no dates for a range). Numbers are plain (formatting is
 * the number field's, `formatNumber`); date results are unix seconds, a date range a number of days.
 */
export function calculate(type: number, field: DatabaseField, rows: readonly RowModel[]): string {
  if (!isCalculationType(type)) return '';
  const total = rows.length;
  const empty = rows.filter((row) => isEmptyCell(field, row)).length;
  switch (type) {
    case CalculationType.Count:
      return String(total);
    case CalculationType.CountEmpty:
      return String(empty);
    case CalculationType.CountNonEmpty:
    case CalculationType.CountValue:
      return String(total - empty);
    case CalculationType.PercentEmpty:
      return percent(empty, total);
    case CalculationType.PercentNotEmpty:
      return percent(total - empty, total);
    case CalculationType.CountUnique:
      return String(
        new Set(rows.map((row) => cellText(field, row)).filter((value) => value.trim() !== '')).size,
      );
    case CalculationType.CountChecked:
      return String(checkedCount(field, rows));
    case CalculationType.CountUnchecked:
      return String(total - checkedCount(field, rows));
    case CalculationType.PercentChecked:
      return percent(checkedCount(field, rows), total);
    case CalculationType.PercentUnchecked:
      return percent(total - checkedCount(field, rows), total);
    case CalculationType.DateEarliest:
    case CalculationType.DateLatest:
    case CalculationType.DateRange: {
      const dates = datesOf(field, rows);
      if (dates.length === 0) return '';
      const [first, last] = [Math.min(...dates), Math.max(...dates)];
      if (type === CalculationType.DateEarliest) return String(first);
      if (type === CalculationType.DateLatest) return String(last);
      return String(Math.round((last - first) / 86_400));
    }
    case CalculationType.Average:
    case CalculationType.Max:
    case CalculationType.Median:
    case CalculationType.Min:
    case CalculationType.Sum:
    case CalculationType.NumberRange:
    case CalculationType.NumberMode:
      return numeric(type, numbersOf(field, rows));
    default: {
      const unknown: never = type;
      return String(unknown);
    }
  }
}

function numeric(type: number, values: number[]): string {
  if (values.length === 0) return '';
  const sum = values.reduce((a, b) => a + b, 0);
  const sorted = [...values].sort((a, b) => a - b);
  switch (type) {
    case CalculationType.Sum:
      return text(sum);
    case CalculationType.Average:
      return text(sum / values.length);
    case CalculationType.Min:
      return text(sorted[0] ?? 0);
    case CalculationType.Max:
      return text(sorted[sorted.length - 1] ?? 0);
    case CalculationType.Median: {
      const middle = Math.floor(sorted.length / 2);
      return text(
        sorted.length % 2 === 1
          ? (sorted[middle] ?? 0)
          : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2,
      );
    }
    case CalculationType.NumberRange:
      return text((sorted[sorted.length - 1] ?? 0) - (sorted[0] ?? 0));
    case CalculationType.NumberMode: {
      const counts = new Map<number, number>();
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
      let best = sorted[0] ?? 0;
      for (const [value, count] of counts) if (count > (counts.get(best) ?? 0)) best = value;
      return text(best);
    }
    default:
      return '';
  }
}
