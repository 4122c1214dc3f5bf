import { FieldType, type CellInput, type CellModel, type DatabaseField } from '@quire/shared/collab';
import { writeCell } from '../data/commands';
import type { DatabaseStore } from '../data/databaseStore';
import { DAY_SECONDS, dayStartSeconds } from './calendarDays';
import type { EventDays } from './eventLayout';

/** What a drag onto a day does: move the whole event, move one edge of its range, or date an undated row. */
export type EventDrag = 'move' | 'start' | 'end' | 'schedule';

/**
 * The date cell after a drag onto the day `target` (a day number): a move keeps the time of day and the range's
 * length; an edge moves by whole days and never past the other edge (a one-day event becomes a range); an
 * undated row is dated at the start of the day. Undefined when nothing changes.
 */
export function rescheduledCell(
  cell: CellModel | undefined,
  drag: EventDrag,
  target: number,
  days: EventDays | undefined,
  timeZone: string,
): CellInput | undefined {
  if (drag === 'schedule' || days === undefined) {
    return { type: FieldType.DateTime, data: String(dayStartSeconds(target, timeZone)) };
  }
  // Whole seconds: a date cell holds an integer, and a fraction written by another client must not block a move.
  const start = Math.round(days.event.start);
  const end = Math.round(days.event.end ?? start);
  const includeTime = cell?.includeTime === true;
  const ranged = days.event.end !== undefined;
  switch (drag) {
    case 'move': {
      const shift = (target - days.first) * DAY_SECONDS;
      if (shift === 0) return undefined;
      return {
        type: FieldType.DateTime,
        data: String(start + shift),
        includeTime,
        isRange: ranged,
        ...(ranged ? { endTimestamp: String(end + shift) } : {}),
      };
    }
    case 'start': {
      const next = Math.min(start + (target - days.first) * DAY_SECONDS, end);
      if (next === start) return undefined;
      return {
        type: FieldType.DateTime,
        data: String(next),
        endTimestamp: String(end),
        includeTime,
        isRange: true,
      };
    }
    case 'end': {
      const next = Math.max(end + (target - days.last) * DAY_SECONDS, start);
      if (next === end && ranged) return undefined;
      return {
        type: FieldType.DateTime,
        data: String(start),
        endTimestamp: String(next),
        includeTime,
        isRange: true,
      };
    }
    default:
      return undefined;
  }
}

/** Whether the calendar can write its date field (created and edited times are the row's own). */
export function canReschedule(field: DatabaseField | undefined): field is DatabaseField {
  return field?.type === FieldType.DateTime;
}

/** Writes the date of a row dragged (or moved by keys) onto a day; answers whether anything was written. */
export function rescheduleRow(
  store: DatabaseStore,
  field: DatabaseField | undefined,
  rowId: string,
  drag: EventDrag,
  target: number,
  days: EventDays | undefined,
  timeZone: string,
): boolean {
  if (!canReschedule(field)) return false;
  const cell = store.getSnapshot()?.rows.get(rowId)?.cells[field.id];
  const input = rescheduledCell(cell, drag, target, days, timeZone);
  if (input === undefined) return false;
  writeCell(store, rowId, field.id, input);
  return true;
}
