import { arrayOf, parseJson, recordOf, stringOf } from './fieldTypes.js';
import { secondsOf } from './format.js';

// AppFlowy's filter conditions per field type (the numbers its clients write in `condition`):
// text, URL, AI text 0 is, 1 is not, 2 contains, 3 does not contain, 4 starts with, 5 ends with, 6 empty, 7 not empty;
// number, time 0 =, 1 ≠, 2 >, 3 <, 4 ≥, 5 ≤, 6 empty, 7 not empty; checkbox 0 checked, 1 unchecked;
// select 0 is, 1 is not, 2 contains, 3 does not contain, 4 empty, 5 not empty (content: option ids, comma-joined);
// checklist 0 complete, 1 incomplete; relation 0 empty, 1 not empty, 2 contains, 3 does not contain (content: row
// ids), 6/7 the legacy empty/not empty; media 0 empty, 1 not empty;
// date (date, created and last edited time) 0 on, 1 before, 2 after, 3 on or before, 4 on or after, 5 between,
// 6 empty, 7 not empty on the start, 8–15 the same on the end, 16–21 start today, yesterday, tomorrow, this week,
// last week, next week, 22–27 the same on the end (content JSON `{timestamp, start, end}` in unix seconds).
// An unknown condition lets rows through.

export const TextFilterCondition = {
  Is: 0,
  IsNot: 1,
  Contains: 2,
  DoesNotContain: 3,
  StartsWith: 4,
  EndsWith: 5,
  IsEmpty: 6,
  IsNotEmpty: 7,
} as const;
export const NumberFilterCondition = {
  Equal: 0,
  NotEqual: 1,
  GreaterThan: 2,
  LessThan: 3,
  GreaterThanOrEqual: 4,
  LessThanOrEqual: 5,
  IsEmpty: 6,
  IsNotEmpty: 7,
} as const;
export const CheckboxFilterCondition = { IsChecked: 0, IsUnchecked: 1 } as const;
export const SelectFilterCondition = {
  Is: 0,
  IsNot: 1,
  Contains: 2,
  DoesNotContain: 3,
  IsEmpty: 4,
  IsNotEmpty: 5,
} as const;
export const ChecklistFilterCondition = { IsComplete: 0, IsIncomplete: 1 } as const;
export const RelationFilterCondition = { IsEmpty: 0, IsNotEmpty: 1, Contains: 2, DoesNotContain: 3 } as const;
export const MediaFilterCondition = { IsEmpty: 0, IsNotEmpty: 1 } as const;

export function matchesText(value: string, condition: number, content: string): boolean {
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
      return text.trim() === '';
    case 7:
      return text.trim() !== '';
    default:
      return true;
  }
}

export function matchesNumber(raw: string, condition: number, content: string): boolean {
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

export function matchesSelect(raw: string, condition: number, content: string): boolean {
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

export function checklistComplete(raw: string): boolean {
  const parsed = recordOf(parseJson(raw));
  const options = arrayOf(parsed.options);
  const selected = new Set(arrayOf(parsed.selected_option_ids).map(stringOf));
  return options.length > 0 && options.every((option) => selected.has(stringOf(recordOf(option).id)));
}

export function matchesRelation(rowIds: readonly string[], condition: number, content: string): boolean {
  const wanted = content.split(',').filter((id) => id !== '');
  switch (condition) {
    case 0:
    case 6:
      return rowIds.length === 0;
    case 1:
    case 7:
      return rowIds.length > 0;
    case 2:
      return wanted.length === 0 || wanted.some((id) => rowIds.includes(id));
    case 3:
      return !wanted.some((id) => rowIds.includes(id));
    default:
      return true;
  }
}

const day = 86_400;

/** The UTC day of unix seconds (AppFlowy compares dates by day). */
function dayOf(seconds: number): number {
  return Math.floor(seconds / day);
}

/** Monday-based week number of a UTC day (day 0, 1970-01-01, was a Thursday). */
function weekOf(dayNumber: number): number {
  return Math.floor((dayNumber + 3) / 7);
}

/**
 * A date condition on `start` and `end` (unix seconds; undefined when empty). `now` (unix seconds) decides the
 * relative conditions (today, this week…).
 */
export function matchesDate(
  start: number | undefined,
  end: number | undefined,
  condition: number,
  content: string,
  now: number,
): boolean {
  const onEnd = (condition >= 8 && condition <= 15) || (condition >= 22 && condition <= 27);
  const value = onEnd ? (end ?? start) : start;
  const base = condition >= 16 ? (condition - 16) % 6 : condition % 8;
  if (condition >= 16 && condition <= 27) {
    if (value === undefined) return false;
    const [today, week] = [dayOf(now), weekOf(dayOf(now))];
    const valueDay = dayOf(value);
    switch (base) {
      case 0:
        return valueDay === today;
      case 1:
        return valueDay === today - 1;
      case 2:
        return valueDay === today + 1;
      case 3:
        return weekOf(valueDay) === week;
      case 4:
        return weekOf(valueDay) === week - 1;
      case 5:
        return weekOf(valueDay) === week + 1;
      default:
        return true;
    }
  }
  if (condition > 15 || condition < 0) return true;
  if (base === 6) return value === undefined;
  if (base === 7) return value !== undefined;
  const parsed = recordOf(parseJson(content));
  const secondsIn = (key: string): number | undefined => {
    const raw: unknown = parsed[key];
    return typeof raw === 'number' ? raw : typeof raw === 'string' ? secondsOf(raw) : undefined;
  };
  if (base === 5) {
    const [from, to] = [secondsIn('start'), secondsIn('end')];
    if (from === undefined || to === undefined) return true;
    return value !== undefined && dayOf(value) >= dayOf(from) && dayOf(value) <= dayOf(to);
  }
  const timestamp = secondsIn('timestamp');
  if (timestamp === undefined) return true;
  if (value === undefined) return false;
  const [valueDay, wantedDay] = [dayOf(value), dayOf(timestamp)];
  switch (base) {
    case 0:
      return valueDay === wantedDay;
    case 1:
      return valueDay < wantedDay;
    case 2:
      return valueDay > wantedDay;
    case 3:
      return valueDay <= wantedDay;
    case 4:
      return valueDay >= wantedDay;
    default:
      return true;
  }
}
