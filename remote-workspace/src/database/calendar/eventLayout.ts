import type { CalendarEvent } from '@quire/shared/collab';
import { dayNumberOf, type CalendarDay } from './calendarDays';

/** A range is drawn on at most this many days (a typo of a year must not fill the calendar). */
export const MAX_RANGE_DAYS = 366;

/** An event's days: the first and the last it covers (the same for a one-day event). */
export interface EventDays {
  event: CalendarEvent;
  first: number;
  last: number;
}

export function eventDays(event: CalendarEvent, timeZone: string): EventDays {
  const first = dayNumberOf(event.start, timeZone);
  const end = event.end === undefined || event.end < event.start ? first : dayNumberOf(event.end, timeZone);
  return { event, first, last: Math.min(end, first + MAX_RANGE_DAYS - 1) };
}

/** An event's piece in one week: the columns it spans and the lane (line) it takes. */
export interface WeekSegment {
  days: EventDays;
  /** Columns among the shown days, 0-based, inclusive. */
  from: number;
  to: number;
  lane: number;
  /** Whether the event starts or ends inside this week (else it runs on from or into the next). */
  starts: boolean;
  ends: boolean;
}

/**
 * The segments of a week's events, over the days shown (weekends may be hidden): each event that covers a shown
 * day of the week gets one segment, placed in the first lane where it overlaps no other (longer ones first).
 */
export function weekSegments(shown: readonly CalendarDay[], events: readonly EventDays[]): WeekSegment[] {
  const firstDay = shown[0]?.dayNumber;
  const lastDay = shown[shown.length - 1]?.dayNumber;
  if (firstDay === undefined || lastDay === undefined) return [];
  const pieces: Omit<WeekSegment, 'lane'>[] = [];
  for (const days of events) {
    if (days.last < firstDay || days.first > lastDay) continue;
    const columns = shown
      .map((day, column) => ({ day, column }))
      .filter(({ day }) => day.dayNumber >= days.first && day.dayNumber <= days.last);
    const from = columns[0]?.column;
    const to = columns[columns.length - 1]?.column;
    if (from === undefined || to === undefined) continue;
    pieces.push({ days, from, to, starts: days.first >= firstDay, ends: days.last <= lastDay });
  }
  pieces.sort(
    (a, b) => a.from - b.from || b.to - b.from - (a.to - a.from) || a.days.event.start - b.days.event.start,
  );
  const lanes: number[] = [];
  return pieces.map((piece) => {
    let lane = lanes.findIndex((end) => end < piece.from);
    if (lane === -1) lane = lanes.length;
    lanes[lane] = piece.to;
    return { ...piece, lane };
  });
}
