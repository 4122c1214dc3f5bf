import { dateParts } from '../../collab/database/format.js';
import type { CalendarEvent } from '../../collab/database/views.js';

export interface CalendarMonth {
  year: number;
  /** 0 January … 11 December. */
  month: number;
}

export interface CalendarDay {
  /** `YYYY-MM-DD`. */
  key: string;
  day: number;
  inMonth: boolean;
  weekday: number;
  events: CalendarEvent[];
}

const dayMs = 86_400_000;
/** A range event is drawn on at most this many days. */
const maxRangeDays = 62;

function keyOf(year: number, month: number, day: number): string {
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function dayKey(seconds: number, timeZone: string): string {
  const parts = dateParts(seconds, timeZone);
  return keyOf(parts.year, parts.month, parts.day);
}

export function monthOf(seconds: number, timeZone: string): CalendarMonth {
  const parts = dateParts(seconds, timeZone);
  return { year: parts.year, month: parts.month };
}

export function shiftMonth(month: CalendarMonth, by: number): CalendarMonth {
  const index = month.year * 12 + month.month + by;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/**
 * The weeks shown for `month`: whole weeks from the one holding the 1st to the one holding the last day,
 * starting on `firstDayOfWeek`, each day with the events that fall on it (a range on every day it spans).
 */
export function calendarWeeks(
  month: CalendarMonth,
  firstDayOfWeek: number,
  events: readonly CalendarEvent[],
  timeZone: string,
): CalendarDay[][] {
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const days =
      event.end === undefined
        ? 1
        : Math.min(maxRangeDays, Math.floor((event.end - event.start) / 86_400) + 1);
    for (let i = 0; i < Math.max(1, days); i += 1) {
      const key = dayKey(event.start + i * 86_400, timeZone);
      byDay.set(key, [...(byDay.get(key) ?? []), event]);
    }
  }
  const first = Date.UTC(month.year, month.month, 1);
  const lead = (new Date(first).getUTCDay() - firstDayOfWeek + 7) % 7;
  const daysInMonth = new Date(Date.UTC(month.year, month.month + 1, 0)).getUTCDate();
  const weekCount = Math.ceil((lead + daysInMonth) / 7);
  const weeks: CalendarDay[][] = [];
  for (let w = 0; w < weekCount; w += 1) {
    const week: CalendarDay[] = [];
    for (let d = 0; d < 7; d += 1) {
      const date = new Date(first + (w * 7 + d - lead) * dayMs);
      const key = keyOf(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
      week.push({
        key,
        day: date.getUTCDate(),
        inMonth: date.getUTCMonth() === month.month,
        weekday: date.getUTCDay(),
        events: byDay.get(key) ?? [],
      });
    }
    weeks.push(week);
  }
  return weeks;
}
