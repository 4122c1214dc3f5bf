import { dateParts } from '@quire/shared/collab';

// Days are counted as whole days since 1970-01-01 ("day numbers"): a move by a number of days is then plain
// arithmetic, whatever the month lengths. A date cell's day is read in its field's time zone (UTC without one).

export const DAY_SECONDS = 86_400;
const DAY_MS = DAY_SECONDS * 1000;

export interface Month {
  year: number;
  /** 0 January … 11 December. */
  month: number;
}

export interface CalendarDay {
  /** `YYYY-MM-DD`. */
  key: string;
  dayNumber: number;
  day: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  inMonth: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function keyOfDayNumber(dayNumber: number): string {
  const date = new Date(dayNumber * DAY_MS);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function dayNumberOfKey(key: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (match === null) return undefined;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** The day (number) unix seconds fall on in `timeZone`. */
export function dayNumberOf(seconds: number, timeZone: string): number {
  const parts = dateParts(seconds, timeZone);
  return Date.UTC(parts.year, parts.month, parts.day) / DAY_MS;
}

/** Unix seconds of midnight starting the day `dayNumber` in `timeZone`. */
export function dayStartSeconds(dayNumber: number, timeZone: string): number {
  const utcMidnight = dayNumber * DAY_SECONDS;
  const parts = dateParts(utcMidnight, timeZone);
  // How far the zone's clock is from UTC at that moment: midnight there is that much earlier or later.
  const offset = Date.UTC(parts.year, parts.month, parts.day, parts.hour, parts.minute) / 1000 - utcMidnight;
  return utcMidnight - offset;
}

export function monthOfDayNumber(dayNumber: number): Month {
  const date = new Date(dayNumber * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() };
}

export function shiftMonth(month: Month, by: number): Month {
  const index = month.year * 12 + month.month + by;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** The whole weeks showing `month`, each starting on `firstDayOfWeek` (0 Sunday … 6 Saturday). */
export function monthWeeks(month: Month, firstDayOfWeek: number): CalendarDay[][] {
  const first = Date.UTC(month.year, month.month, 1) / DAY_MS;
  const lead = (new Date(first * DAY_MS).getUTCDay() - firstDayOfWeek + 7) % 7;
  const length = new Date(Date.UTC(month.year, month.month + 1, 0)).getUTCDate();
  const weeks: CalendarDay[][] = [];
  for (let w = 0; w < Math.ceil((lead + length) / 7); w += 1) {
    const week: CalendarDay[] = [];
    for (let d = 0; d < 7; d += 1) {
      const dayNumber = first - lead + w * 7 + d;
      const date = new Date(dayNumber * DAY_MS);
      week.push({
        key: keyOfDayNumber(dayNumber),
        dayNumber,
        day: date.getUTCDate(),
        weekday: date.getUTCDay(),
        inMonth: date.getUTCMonth() === month.month,
      });
    }
    weeks.push(week);
  }
  return weeks;
}

/** The ISO week number of a week: that of its Thursday (every run of seven days holds one). */
export function isoWeekNumber(week: readonly CalendarDay[]): number {
  const thursday = week.find((day) => day.weekday === 4) ?? week[0];
  if (thursday === undefined) return 0;
  const year = new Date(thursday.dayNumber * DAY_MS).getUTCFullYear();
  // Week 1 is the week of the year's first Thursday.
  const januaryFirst = Date.UTC(year, 0, 1) / DAY_MS;
  const firstThursday = januaryFirst + ((4 - new Date(januaryFirst * DAY_MS).getUTCDay() + 7) % 7);
  return Math.floor((thursday.dayNumber - firstThursday) / 7) + 1;
}

export const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;
