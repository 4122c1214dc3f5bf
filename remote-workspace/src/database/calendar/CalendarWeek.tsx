import { useDroppable } from '@dnd-kit/core';
import type { DatabaseField } from '@quire/shared/collab';
import { useTranslation } from 'react-i18next';
import type { DatabaseStore } from '../data/databaseStore';
import type { CalendarDay } from './calendarDays';
import { CalendarEventBar } from './CalendarEventBar';
import { AddButton, DayCell, WeekNumber, WeekRow } from './calendarStyles';
import type { WeekSegment } from './eventLayout';

export interface DayDropData {
  kind: 'day';
  dayNumber: number;
}

interface DayProps {
  day: CalendarDay;
  column: number;
  today: boolean;
  over: boolean;
  label: string;
  canAdd: boolean;
  onAdd: (dayNumber: number) => void;
}

function Day({ day, column, today, over, label, canAdd, onAdd }: DayProps) {
  const { t } = useTranslation();
  const data: DayDropData = { kind: 'day', dayNumber: day.dayNumber };
  const { setNodeRef } = useDroppable({ id: `day:${day.key}`, data });
  return (
    <DayCell
      ref={setNodeRef}
      data-testid="calendar-day"
      data-date={day.key}
      aria-label={label}
      style={{ gridColumn: column }}
      $outside={!day.inMonth}
      $today={today}
      $over={over}
    >
      <span data-day-number aria-current={today ? 'date' : undefined}>
        {day.day}
      </span>
      {canAdd ? (
        <AddButton
          type="button"
          aria-label={t('workspace.database.calendar.addOn', 'New event on {{day}}', { day: label })}
          onClick={() => {
            onAdd(day.dayNumber);
          }}
        >
          +
        </AddButton>
      ) : null}
    </DayCell>
  );
}

interface Props {
  store: DatabaseStore;
  days: readonly CalendarDay[];
  columns: string;
  weekNumber: number | undefined;
  segments: readonly WeekSegment[];
  todayNumber: number;
  overDay: number | undefined;
  dayLabel: (day: CalendarDay) => string;
  titleOf: (segment: WeekSegment) => string;
  primary: DatabaseField | undefined;
  editable: boolean;
  editingRowId: string | null;
  onAdd: (dayNumber: number) => void;
  onOpen: (rowId: string) => void;
  onEventKeyDown: (event: React.KeyboardEvent, rowId: string) => void;
  onTitleClosed: (rowId: string) => void;
}

/** One week of the month: its days (drop targets, with "+"), then its events as bars across the days they span. */
export function CalendarWeek(props: Props) {
  const { t } = useTranslation();
  const first = props.weekNumber === undefined ? 1 : 2;
  const lanes = props.segments.reduce((most, segment) => Math.max(most, segment.lane + 1), 0);
  return (
    <WeekRow $columns={props.columns} $lanes={lanes}>
      {props.weekNumber === undefined ? null : (
        <WeekNumber
          aria-label={t('workspace.database.calendar.week', 'Week {{number}}', { number: props.weekNumber })}
        >
          {props.weekNumber}
        </WeekNumber>
      )}
      {props.days.map((day, index) => (
        <Day
          key={day.key}
          day={day}
          column={first + index}
          today={day.dayNumber === props.todayNumber}
          over={props.overDay === day.dayNumber}
          label={props.dayLabel(day)}
          canAdd={props.editable}
          onAdd={props.onAdd}
        />
      ))}
      {props.segments.map((segment) => (
        <CalendarEventBar
          key={`${segment.days.event.row.id}:${segment.from}`}
          store={props.store}
          segment={segment}
          column={first}
          title={props.titleOf(segment)}
          primary={props.primary}
          editable={props.editable}
          editingTitle={props.editingRowId === segment.days.event.row.id && segment.starts}
          onOpen={props.onOpen}
          onKeyDown={props.onEventKeyDown}
          onTitleClosed={props.onTitleClosed}
        />
      ))}
    </WeekRow>
  );
}
