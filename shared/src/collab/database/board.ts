import { cellText, isChecked } from './cells.js';
import { FieldType } from './fieldTypes.js';
import { secondsOf } from './format.js';
import type { DatabaseField, DatabaseModel, DatabaseViewModel, RowModel, SelectOption } from './model.js';

export interface BoardColumn {
  /**
   * The group id: an option id, 'Yes'/'No' for a checkbox, a date bucket ('2024-05-25' a day, 'W2024-05-20' the
   * week starting that Monday, '2024-05' a month, '2024' a year), the text or URL itself, or the field id for
   * rows without a value.
   */
  id: string;
  option: SelectOption | undefined;
  /** For a checkbox grouping. */
  checked: boolean | undefined;
  /** The column of rows without a value in the grouping field. */
  ungrouped: boolean;
  rows: RowModel[];
  /** What a date, text or URL group is about (its id; the renderer formats dates). */
  label?: string;
  /** Folded by the view's collapsed groups. */
  collapsed?: boolean;
}

/** AppFlowy's DateCondition of a date grouping. */
const Day = 1;
const Week = 2;
const Year = 4;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The date bucket of unix seconds (UTC days) for a date grouping's condition; relative groups fall to months. */
export function dateGroupId(seconds: number, condition: number): string {
  const date = new Date(seconds * 1000);
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  switch (condition) {
    case Day:
      return `${year}-${pad(month)}-${pad(day)}`;
    case Week: {
      const monday = new Date(Date.UTC(year, month - 1, day - ((date.getUTCDay() + 6) % 7)));
      return `W${monday.getUTCFullYear()}-${pad(monday.getUTCMonth() + 1)}-${pad(monday.getUTCDate())}`;
    }
    case Year:
      return String(year);
    default:
      return `${year}-${pad(month)}`;
  }
}

const selectTypes: readonly number[] = [FieldType.SingleSelect, FieldType.MultiSelect];
const dateTypes: readonly number[] = [FieldType.DateTime, FieldType.CreatedTime, FieldType.LastEditedTime];
const valueTypes: readonly number[] = [FieldType.RichText, FieldType.URL];

/** Whether a board can group by a field of this type. */
export function isGroupableType(type: number): boolean {
  return (
    selectTypes.includes(type) ||
    dateTypes.includes(type) ||
    valueTypes.includes(type) ||
    type === FieldType.Checkbox
  );
}

/** The groups a row belongs to in a grouping by `field` (none: the "no value" group). */
export function groupIdsOf(field: DatabaseField, row: RowModel, dateCondition = 3): string[] {
  const cell = row.cells[field.id];
  const data = cell === undefined || Array.isArray(cell.data) ? '' : cell.data;
  if (field.type === FieldType.Checkbox) return [isChecked(data) ? 'Yes' : 'No'];
  if (selectTypes.includes(field.type)) {
    const ids = data
      .split(',')
      .map((id) => id.trim())
      .filter((id) => field.options.some((option) => option.id === id));
    return field.type === FieldType.SingleSelect ? ids.slice(0, 1) : ids;
  }
  if (dateTypes.includes(field.type)) {
    const seconds =
      field.type === FieldType.CreatedTime
        ? row.createdAt
        : field.type === FieldType.LastEditedTime
          ? row.lastModified
          : secondsOf(data);
    return seconds === undefined || seconds === 0 ? [] : [dateGroupId(seconds, dateCondition)];
  }
  const value = field.type === FieldType.URL ? data.trim() : cellText(field, row).trim();
  return value === '' ? [] : [value];
}

function fixedIds(field: DatabaseField): string[] | undefined {
  if (field.type === FieldType.Checkbox) return ['Yes', 'No'];
  if (selectTypes.includes(field.type)) return field.options.map((option) => option.id);
  return undefined;
}

/**
 * A board's columns: the grouping field's groups in the view's order (hidden groups left out), then groups the
 * view does not list yet (options, or the dates, texts and URLs the rows hold, in order); rows without a value go
 * to the field's own group unless the view hides it. Without a usable grouping field every row lands in one
 * ungrouped column, so that no row is lost.
 */
export function boardColumns(
  database: DatabaseModel,
  view: DatabaseViewModel,
  rows: readonly RowModel[],
): BoardColumn[] {
  const grouping = view.grouping;
  const field = grouping === undefined ? undefined : database.fields[grouping.fieldId];
  if (field === undefined || !isGroupableType(field.type)) {
    const id = grouping?.fieldId ?? '';
    return [{ id, option: undefined, checked: undefined, ungrouped: true, rows: [...rows] }];
  }
  const condition = grouping?.dateCondition ?? 3;
  const memberships = rows.map((row) => groupIdsOf(field, row, condition));
  const fixed = fixedIds(field);
  const found = [...new Set(memberships.flat())].sort();
  const known = fixed ?? found;
  const listed = grouping?.groups ?? [];
  const order = [
    ...listed.map((group) => group.id),
    field.id,
    ...known.filter((id) => !listed.some((group) => group.id === id)),
  ].filter((id, index, all) => all.indexOf(id) === index && (id === field.id || known.includes(id)));
  const hidden = new Set(listed.filter((group) => !group.visible).map((group) => group.id));
  const collapsed = new Set(grouping?.collapsedGroupIds ?? []);
  const columns = order.map((id): BoardColumn => ({
    id,
    option: field.options.find((option) => option.id === id),
    checked: field.type === FieldType.Checkbox && id !== field.id ? id === 'Yes' : undefined,
    ungrouped: id === field.id,
    rows: [],
    label: fixed === undefined && id !== field.id ? id : undefined,
    collapsed: collapsed.has(id),
  }));
  const byId = new Map(columns.map((column) => [column.id, column]));
  rows.forEach((row, index) => {
    const ids = memberships[index] ?? [];
    for (const id of ids.length === 0 ? [field.id] : ids) byId.get(id)?.rows.push(row);
  });
  const hideEmpty = grouping?.hideEmpty === true || view.board?.hideEmptyGroups === true;
  return columns.filter(
    (column) =>
      !hidden.has(column.id) &&
      !(hideEmpty && column.rows.length === 0) &&
      !(column.ungrouped && (view.board?.hideUngroupedColumn === true || field.type === FieldType.Checkbox)),
  );
}
