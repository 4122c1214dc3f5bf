import { cellText, cellValue, isChecked } from './cells.js';
import { passesFilters } from './filters.js';
import { FieldType, FieldVisibility } from './fieldTypes.js';
import { secondsOf } from './format.js';
import type { DatabaseField, DatabaseModel, DatabaseViewModel, RowModel } from './model.js';
import { DatabaseLayout } from '../layouts.js';

/** The view `viewId` of the database, or its inline view, or its first one. */
export function pickView(database: DatabaseModel, viewId?: string): DatabaseViewModel | undefined {
  return (
    database.views.find((view) => view.id === viewId) ??
    database.views.find((view) => view.id === database.inlineViewId) ??
    database.views[0]
  );
}

/**
 * The fields a view shows, in its order: hidden ones (visibility 2) left out, and on boards and calendars
 * also the "hidden when empty" ones (1), as AppFlowy's card settings do. The primary field always shows.
 */
export function visibleFields(database: DatabaseModel, view: DatabaseViewModel): DatabaseField[] {
  const ordered = [...view.fieldOrder, ...Object.keys(database.fields)];
  const seen = new Set<string>();
  const fields: DatabaseField[] = [];
  for (const id of ordered) {
    const field = database.fields[id];
    if (field === undefined || seen.has(id)) continue;
    seen.add(id);
    const visibility = view.fieldSettings[id]?.visibility ?? FieldVisibility.Shown;
    const hidden =
      visibility === FieldVisibility.Hidden ||
      (visibility === FieldVisibility.HiddenWhenEmpty && view.layout !== DatabaseLayout.Grid);
    if (field.isPrimary || !hidden) fields.push(field);
  }
  return fields;
}

export function primaryField(database: DatabaseModel): DatabaseField | undefined {
  return Object.values(database.fields).find((field) => field.isPrimary);
}

function sortKey(field: DatabaseField, row: RowModel): number | string {
  const cell = row.cells[field.id];
  const raw = cell === undefined || Array.isArray(cell.data) ? '' : cell.data;
  switch (field.type) {
    case FieldType.Number:
    case FieldType.DateTime:
    case FieldType.Time:
      return secondsOf(raw) ?? Number.POSITIVE_INFINITY;
    case FieldType.SingleSelect:
    case FieldType.MultiSelect: {
      // By the options' order, as AppFlowy sorts selects; rows without an option last.
      const first = raw.split(',').find((id) => field.options.some((option) => option.id === id.trim()));
      const index = field.options.findIndex((option) => option.id === first?.trim());
      return index < 0 ? Number.POSITIVE_INFINITY : index;
    }
    case FieldType.Checklist: {
      const value = cellValue(field, row);
      return value.kind === 'checklist'
        ? value.items.filter((item) => item.checked).length / value.items.length
        : Number.POSITIVE_INFINITY;
    }
    case FieldType.CreatedTime:
      return row.createdAt;
    case FieldType.LastEditedTime:
      return row.lastModified;
    case FieldType.Checkbox:
      return isChecked(raw) ? 1 : 0;
    default:
      return cellText(field, row).toLowerCase();
  }
}

function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  // Empty values last, as AppFlowy sorts them.
  if (x === '' || y === '') return x === y ? 0 : x === '' ? 1 : -1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The rows a view shows, in its order, filtered and sorted; rows listed but not present are left out. */
export function viewRows(
  database: DatabaseModel,
  view: DatabaseViewModel,
  rows: ReadonlyMap<string, RowModel>,
): RowModel[] {
  const seen = new Set<string>();
  const listed: RowModel[] = [];
  for (const { id } of view.rowOrder) {
    const row = rows.get(id);
    if (row === undefined || seen.has(id)) continue;
    seen.add(id);
    if (passesFilters(database, view.filters, row)) listed.push(row);
  }
  const sorts = view.sorts
    .map((sort) => ({ field: database.fields[sort.fieldId], descending: sort.descending }))
    .filter((sort): sort is { field: DatabaseField; descending: boolean } => sort.field !== undefined);
  if (sorts.length === 0) return listed;
  // Keys computed once per row, not once per comparison.
  return listed
    .map((row, index) => ({ row, index, keys: sorts.map(({ field }) => sortKey(field, row)) }))
    .sort((a, b) => {
      for (const [i, { descending }] of sorts.entries()) {
        const order = compareKeys(a.keys[i] ?? '', b.keys[i] ?? '');
        if (order !== 0) return descending ? -order : order;
      }
      return a.index - b.index;
    })
    .map(({ row }) => row);
}

export { boardColumns, type BoardColumn } from './board.js';

export interface CalendarEvent {
  row: RowModel;
  /** Unix seconds of the start, and of the end for a range. */
  start: number;
  end: number | undefined;
}

/** The rows placed by the calendar's date field, and those without a date (listed apart, never lost). */
export function calendarEvents(
  database: DatabaseModel,
  view: DatabaseViewModel,
  rows: readonly RowModel[],
): { events: CalendarEvent[]; undated: RowModel[] } {
  const field = database.fields[view.calendar?.fieldId ?? ''];
  const events: CalendarEvent[] = [];
  const undated: RowModel[] = [];
  for (const row of rows) {
    let start: number | undefined;
    let end: number | undefined;
    if (field?.type === FieldType.DateTime) {
      const cell = row.cells[field.id];
      if (cell !== undefined && !Array.isArray(cell.data)) {
        start = secondsOf(cell.data);
        end = cell.isRange ? secondsOf(cell.endTimestamp) : undefined;
      }
    } else if (field?.type === FieldType.CreatedTime) start = row.createdAt;
    else if (field?.type === FieldType.LastEditedTime) start = row.lastModified;
    if (start === undefined) undated.push(row);
    else events.push({ row, start, end });
  }
  events.sort((a, b) => a.start - b.start);
  return { events, undated };
}
