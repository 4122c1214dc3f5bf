import { cellText, FieldType, type DatabaseField, type RowModel } from '@quire/shared/collab';
import { CalculationType } from '../data/writes';

/** The calculations a field's type offers (numbers get the arithmetic ones). */
export function calculationsFor(field: DatabaseField): CalculationType[] {
  const counts = [CalculationType.Count, CalculationType.CountEmpty, CalculationType.CountNonEmpty];
  return field.type === FieldType.Number
    ? [
        ...counts,
        CalculationType.Sum,
        CalculationType.Average,
        CalculationType.Median,
        CalculationType.Min,
        CalculationType.Max,
      ]
    : counts;
}

function numbers(field: DatabaseField, rows: readonly RowModel[]): number[] {
  return rows
    .map((row) => row.cells[field.id]?.data)
    .filter((data): data is string => typeof data === 'string' && data.trim() !== '')
    .map(Number)
    .filter(Number.isFinite);
}

const rounded = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** A calculation over the rows shown, as text ('' when there is nothing to compute). */
export function calculate(type: number, field: DatabaseField, rows: readonly RowModel[]): string {
  // A checkbox is "empty" when unchecked, as AppFlowy counts it.
  const filled = rows.filter((row) => {
    const text = cellText(field, row);
    return field.type === FieldType.Checkbox ? text === 'Yes' : text !== '';
  }).length;
  switch (type) {
    case CalculationType.Count:
      return String(rows.length);
    case CalculationType.CountEmpty:
      return String(rows.length - filled);
    case CalculationType.CountNonEmpty:
      return String(filled);
    default:
      break;
  }
  const values = numbers(field, rows);
  if (values.length === 0) return '';
  switch (type) {
    case CalculationType.Sum:
      return rounded(values.reduce((sum, value) => sum + value, 0));
    case CalculationType.Average:
      return rounded(values.reduce((sum, value) => sum + value, 0) / values.length);
    case CalculationType.Min:
      return rounded(Math.min(...values));
    case CalculationType.Max:
      return rounded(Math.max(...values));
    case CalculationType.Median: {
      const sorted = [...values].sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      const value =
        sorted.length % 2 === 1
          ? (sorted[middle] ?? 0)
          : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
      return rounded(value);
    }
    default:
      return '';
  }
}
