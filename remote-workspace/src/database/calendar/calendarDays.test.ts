import { FieldType, type CalendarEvent, type RowModel } from '@quire/shared/collab';
import { dayNumberOfKey, dayStartSeconds, isoWeekNumber, monthWeeks } from './calendarDays';
import { eventDays, weekSegments } from './eventLayout';
import { rescheduledCell } from './eventMoves';

const row = (id: string): RowModel => ({
  id,
  databaseId: undefined,
  createdAt: 0,
  lastModified: 0,
  icon: undefined,
  cells: {},
});
const at = (iso: string) => Date.parse(`${iso}Z`) / 1000;
const event = (id: string, start: string, end?: string): CalendarEvent => ({
  row: row(id),
  start: at(start),
  end: end === undefined ? undefined : at(end),
});

describe('the month grid', () => {
  it('starts on the first day of the week the layout names and holds whole weeks', () => {
    const sunday = monthWeeks({ year: 2026, month: 1 }, 0);
    expect(sunday[0]?.[0]?.key).toBe('2026-02-01');
    expect(sunday).toHaveLength(4);
    const monday = monthWeeks({ year: 2026, month: 1 }, 1);
    expect(monday[0]?.[0]?.key).toBe('2026-01-26');
    expect(monday[monday.length - 1]?.[6]?.key).toBe('2026-03-01');
    const saturday = monthWeeks({ year: 2026, month: 1 }, 6);
    expect(saturday[0]?.[0]?.weekday).toBe(6);
  });

  it('numbers weeks as ISO does (the week of the year’s first Thursday is week 1)', () => {
    expect(isoWeekNumber(monthWeeks({ year: 2026, month: 0 }, 1)[0] ?? [])).toBe(1);
    expect(isoWeekNumber(monthWeeks({ year: 2021, month: 0 }, 1)[0] ?? [])).toBe(53);
    expect(isoWeekNumber(monthWeeks({ year: 2026, month: 2 }, 0)[1] ?? [])).toBe(11);
  });

  it('finds midnight of a day in a named time zone', () => {
    const day = dayNumberOfKey('2026-03-20') ?? 0;
    expect(dayStartSeconds(day, '')).toBe(at('2026-03-20T00:00:00'));
    expect(dayStartSeconds(day, 'Europe/Paris')).toBe(at('2026-03-19T23:00:00'));
  });
});

describe('event bars', () => {
  it('a range across a week end is split; lanes keep overlapping events apart; hidden weekends are skipped', () => {
    const week = monthWeeks({ year: 2026, month: 2 }, 0)[1] ?? [];
    const events = [
      event('long', '2026-03-06T00:00:00', '2026-03-09T00:00:00'),
      event('a', '2026-03-09T10:00:00'),
      event('b', '2026-03-09T12:00:00', '2026-03-10T00:00:00'),
    ].map((e) => eventDays(e, ''));
    const segments = weekSegments(week, events);
    expect(segments.map((s) => [s.days.event.row.id, s.from, s.to, s.lane, s.starts, s.ends])).toEqual([
      ['long', 0, 1, 0, false, true],
      ['b', 1, 2, 1, true, true],
      ['a', 1, 1, 2, true, true],
    ]);
    const weekdays = week.filter((day) => day.weekday !== 0 && day.weekday !== 6);
    expect(weekSegments(weekdays, [eventDays(event('sun', '2026-03-08T00:00:00'), '')])).toEqual([]);
  });

  it('a move keeps length; an edge never passes the other; an undated row gets the day’s start', () => {
    const days = eventDays(event('t', '2026-03-10T09:30:00', '2026-03-12T09:30:00'), '');
    const target = (key: string) => dayNumberOfKey(key) ?? 0;
    expect(rescheduledCell(undefined, 'move', target('2026-03-17'), days, '')).toMatchObject({
      data: String(at('2026-03-17T09:30:00')),
      endTimestamp: String(at('2026-03-19T09:30:00')),
      isRange: true,
    });
    expect(rescheduledCell(undefined, 'end', target('2026-03-01'), days, '')).toMatchObject({
      endTimestamp: String(at('2026-03-10T09:30:00')),
    });
    expect(rescheduledCell(undefined, 'start', target('2026-03-08'), days, '')).toMatchObject({
      data: String(at('2026-03-08T09:30:00')),
      endTimestamp: String(at('2026-03-12T09:30:00')),
    });
    expect(rescheduledCell(undefined, 'move', target('2026-03-10'), days, '')).toBeUndefined();
    expect(rescheduledCell(undefined, 'schedule', target('2026-03-05'), undefined, '')).toEqual({
      type: FieldType.DateTime,
      data: String(at('2026-03-05T00:00:00')),
    });
  });
});
