import { exhaustive } from '@quire/shared';
import { FieldType, isFieldType, type DatabaseField } from '@quire/shared/collab';
import type { TFunction } from 'i18next';

/** What a condition's value is entered with: nothing, text, a number, options, a date, or two dates. */
export type FilterValueKind = 'none' | 'text' | 'number' | 'options' | 'date' | 'dateRange';

export interface ConditionChoice {
  condition: number;
  label: string;
  value: FilterValueKind;
}

type Family = 'text' | 'number' | 'checkbox' | 'select' | 'checklist' | 'date' | 'relation' | 'media';

/** Which of AppFlowy's condition families filters a field type (undefined: the type cannot be filtered). */
export function filterFamily(type: number): Family | undefined {
  if (!isFieldType(type)) return undefined;
  switch (type) {
    case FieldType.RichText:
    case FieldType.URL:
    case FieldType.Summary:
    case FieldType.Translate:
      return 'text';
    case FieldType.Number:
    case FieldType.Time:
      return 'number';
    case FieldType.Checkbox:
      return 'checkbox';
    case FieldType.SingleSelect:
    case FieldType.MultiSelect:
      return 'select';
    case FieldType.Checklist:
      return 'checklist';
    case FieldType.DateTime:
    case FieldType.CreatedTime:
    case FieldType.LastEditedTime:
      return 'date';
    case FieldType.Relation:
      return 'relation';
    case FieldType.Media:
      return 'media';
    case FieldType.Person:
    case FieldType.Rollup:
    case FieldType.CreatedBy:
    case FieldType.LastEditedBy:
      return undefined;
    default:
      return exhaustive(type);
  }
}

/** The conditions the filter editor offers for a field, with AppFlowy's numbers (filterConditions.ts). */
export function conditionChoices(t: TFunction, field: DatabaseField): ConditionChoice[] {
  const c = (condition: number, key: string, label: string, value: FilterValueKind): ConditionChoice => ({
    condition,
    label: t(`workspace.database.filter.condition.${key}`, label),
    value,
  });
  // "Is empty" and "Is not empty", numbered `at` and `at + 1` in each family that has them.
  const emptiness = (at: number) => [
    c(at, 'isEmpty', 'Is empty', 'none'),
    c(at + 1, 'isNotEmpty', 'Is not empty', 'none'),
  ];
  const family = filterFamily(field.type);
  switch (family) {
    case 'text':
      return [
        c(2, 'contains', 'Contains', 'text'),
        c(3, 'doesNotContain', 'Does not contain', 'text'),
        c(0, 'is', 'Is', 'text'),
        c(1, 'isNot', 'Is not', 'text'),
        c(4, 'startsWith', 'Starts with', 'text'),
        c(5, 'endsWith', 'Ends with', 'text'),
        ...emptiness(6),
      ];
    case 'number':
      return [
        c(0, 'equal', '=', 'number'),
        c(1, 'notEqual', '≠', 'number'),
        c(2, 'greater', '>', 'number'),
        c(3, 'less', '<', 'number'),
        c(4, 'greaterOrEqual', '≥', 'number'),
        c(5, 'lessOrEqual', '≤', 'number'),
        ...emptiness(6),
      ];
    case 'checkbox':
      return [c(0, 'checked', 'Is checked', 'none'), c(1, 'unchecked', 'Is unchecked', 'none')];
    case 'select':
      return [
        c(0, 'is', 'Is', 'options'),
        c(1, 'isNot', 'Is not', 'options'),
        c(2, 'contains', 'Contains', 'options'),
        c(3, 'doesNotContain', 'Does not contain', 'options'),
        ...emptiness(4),
      ];
    case 'checklist':
      return [c(0, 'complete', 'Is complete', 'none'), c(1, 'incomplete', 'Is incomplete', 'none')];
    case 'date':
      return [
        c(0, 'on', 'Is on', 'date'),
        c(1, 'before', 'Is before', 'date'),
        c(2, 'after', 'Is after', 'date'),
        c(3, 'onOrBefore', 'Is on or before', 'date'),
        c(4, 'onOrAfter', 'Is on or after', 'date'),
        c(5, 'between', 'Is between', 'dateRange'),
        ...emptiness(6),
        c(16, 'today', 'Is today', 'none'),
        c(17, 'yesterday', 'Is yesterday', 'none'),
        c(18, 'tomorrow', 'Is tomorrow', 'none'),
        c(19, 'thisWeek', 'Is this week', 'none'),
        c(20, 'lastWeek', 'Is last week', 'none'),
        c(21, 'nextWeek', 'Is next week', 'none'),
      ];
    case 'relation':
    case 'media':
      return emptiness(0);
    case undefined:
      return [];
    default:
      return exhaustive(family);
  }
}

/** A new filter's condition and content for a field: the first condition, with no value yet. */
export function defaultFilter(
  t: TFunction,
  field: DatabaseField,
): { condition: number; content: string } | undefined {
  const first = conditionChoices(t, field)[0];
  if (first === undefined) return undefined;
  return {
    condition: first.condition,
    content: first.value === 'date' || first.value === 'dateRange' ? '{}' : '',
  };
}

/** A date filter's content (AppFlowy's JSON, unix seconds) from the picker's days (yyyy-mm-dd, UTC). */
export function dateContent(value: FilterValueKind, day: string, endDay: string): string {
  const seconds = (text: string) => {
    const when = Date.parse(`${text}T00:00:00Z`);
    return Number.isFinite(when) ? Math.floor(when / 1000) : undefined;
  };
  if (value === 'dateRange') return JSON.stringify({ start: seconds(day), end: seconds(endDay) });
  return JSON.stringify({ timestamp: seconds(day) });
}

/** The picker's day (yyyy-mm-dd) of one of a date filter's content keys, '' when it has none. */
export function dayOf(content: string, key: 'timestamp' | 'start' | 'end'): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return '';
  }
  if (typeof parsed !== 'object' || parsed === null) return '';
  const value: unknown = (parsed as Record<string, unknown>)[key];
  const seconds = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString().slice(0, 10) : '';
}
