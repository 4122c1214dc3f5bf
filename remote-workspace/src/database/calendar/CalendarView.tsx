import { DndContext, type DragEndEvent, type DragMoveEvent } from '@dnd-kit/core';
import { calendarEvents, cellText, type RowModel } from '@quire/shared/collab';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutViewProps } from '../views/layoutViewProps';
import { dragAccessibility } from '../board/dragAnnouncements';
import { useOpenRow } from '../board/useOpenRow';
import { dayNumberOfKey, isoWeekNumber, isWeekend, monthWeeks, type CalendarDay } from './calendarDays';
import { CalendarHeader } from './CalendarHeader';
import { CalendarSettings } from './CalendarSettings';
import { Body, CalendarBox, MonthGrid, WeekdayRow } from './calendarStyles';
import { CalendarWeek } from './CalendarWeek';
import { eventDays, weekSegments } from './eventLayout';
import { canReschedule, rescheduledCell, rescheduleRow } from './eventMoves';
import { UnscheduledList } from './UnscheduledList';
import { dayCollisions, useCalendarDrag } from './useCalendarDrag';
import { useMonth } from './useMonth';

const defaults = { fieldId: '', firstDayOfWeek: 0, showWeekends: true, showWeekNumbers: false };

/**
 * The calendar: a month of weeks from the layout's first day (weekends and week numbers as it says), the rows
 * placed by its date field (ranges as bars across their days), dragged to another day to reschedule or by an
 * edge to change a range; "+" on a day makes a row dated that day; the undated rows listed beside.
 */
export function CalendarView({ store, database, view, rows, readOnly, onOpenRow }: LayoutViewProps) {
  const { t, i18n } = useTranslation();
  const openRow = useOpenRow(onOpenRow);
  const settings = view.calendar ?? defaults;
  const field = database.fields[settings.fieldId];
  const timeZone = typeof field?.typeOption.timezone_id === 'string' ? field.typeOption.timezone_id : '';
  const editable = !readOnly && canReschedule(field);
  const primary = Object.values(database.fields).find((candidate) => candidate.isPrimary);
  const [editingRowId, setEditingRowId] = useState<string | null>(null);
  const { month, todayNumber, go } = useMonth(timeZone);
  const { events, undated } = useMemo(() => calendarEvents(database, view, rows), [database, view, rows]);
  const placed = useMemo(() => events.map((event) => eventDays(event, timeZone)), [events, timeZone]);
  const weeks = useMemo(() => monthWeeks(month, settings.firstDayOfWeek), [month, settings.firstDayOfWeek]);
  const shown = (day: CalendarDay) => settings.showWeekends || !isWeekend(day.weekday);
  const weekColumns = (weeks[0] ?? []).filter(shown);
  const columns = `${settings.showWeekNumbers ? '28px ' : ''}repeat(${weekColumns.length}, minmax(0, 1fr))`;

  const language = i18n.language === '' ? 'en' : i18n.language;
  const format = (dayNumber: number, options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(language, { timeZone: 'UTC', ...options }).format(
        new Date(dayNumber * 86_400_000),
      );
    } catch {
      return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
    }
  };
  // 1970-01-04 was a Sunday: weekday w is day 3 + w.
  const weekdayName = (weekday: number) => format(3 + weekday, { weekday: 'long' });
  const titleOf = (row: RowModel) => {
    const text = primary === undefined ? '' : cellText(primary, row).trim();
    return text === '' ? t('workspace.database.row.untitled', 'Untitled') : text;
  };
  const daysOf = (rowId: string) => placed.find((days) => days.event.row.id === rowId);

  const drag = useCalendarDrag((rowId, mode, target) =>
    rescheduleRow(
      store,
      field,
      rowId,
      mode,
      target,
      mode === 'schedule' ? undefined : daysOf(rowId),
      timeZone,
    ),
  );

  const addOn = (dayNumber: number) => {
    if (!editable) return;
    const cell = rescheduledCell(undefined, 'schedule', dayNumber, undefined, timeZone);
    if (cell === undefined) return;
    setEditingRowId(store.createRow({ viewId: view.id, index: view.rowOrder.length }, { [field.id]: cell }));
  };

  const onEventKeyDown = (event: React.KeyboardEvent, rowId: string) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      openRow(rowId);
      return;
    }
    // Alt+arrows reschedule without a pointer: a day left or right, a week up or down.
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    const days = daysOf(rowId);
    if (!event.altKey || step === undefined || days === undefined || !editable) return;
    event.preventDefault();
    rescheduleRow(store, field, rowId, 'move', days.first + step, days, timeZone);
  };

  return (
    <CalendarBox
      data-testid="database-calendar"
      aria-label={view.name === '' ? t('workspace.database.calendar.label', 'Calendar') : view.name}
    >
      <CalendarHeader
        title={format(Date.UTC(month.year, month.month, 1) / 86_400_000, { year: 'numeric', month: 'long' })}
        onGo={go}
      >
        {readOnly ? null : (
          <CalendarSettings
            store={store}
            database={database}
            viewId={view.id}
            settings={settings}
            weekdayName={weekdayName}
          />
        )}
      </CalendarHeader>
      {field === undefined ? (
        <p role="note">
          {t('workspace.database.calendar.noField', 'Choose a date field to place rows on the calendar.')}
        </p>
      ) : null}
      <DndContext
        sensors={drag.sensors}
        collisionDetection={dayCollisions}
        accessibility={dragAccessibility(t, (id) => {
          const [kind = '', key = ''] = String(id).split(':');
          if (kind === 'day') {
            const day = dayNumberOfKey(key);
            return day === undefined ? key : format(day, { year: 'numeric', month: 'long', day: 'numeric' });
          }
          const row = rows.find((candidate) => candidate.id === key);
          return row === undefined ? t('workspace.database.row.untitled', 'Untitled') : titleOf(row);
        })}
        onDragMove={(event: DragMoveEvent) => {
          drag.track(event);
        }}
        onDragOver={(event: DragMoveEvent) => {
          drag.track(event);
        }}
        onDragEnd={(event: DragEndEvent) => {
          drag.end(event);
        }}
        onDragCancel={drag.cancel}
      >
        <Body>
          <MonthGrid role="group" aria-label={t('workspace.database.calendar.month', 'Month')}>
            <WeekdayRow $columns={columns} aria-hidden="true">
              {settings.showWeekNumbers ? <span /> : null}
              {weekColumns.map((day) => (
                <span key={day.weekday}>{format(3 + day.weekday, { weekday: 'short' })}</span>
              ))}
            </WeekdayRow>
            {weeks.map((week) => {
              const days = week.filter(shown);
              return (
                <CalendarWeek
                  key={week[0]?.key}
                  store={store}
                  days={days}
                  columns={columns}
                  weekNumber={settings.showWeekNumbers ? isoWeekNumber(week) : undefined}
                  segments={weekSegments(days, placed)}
                  todayNumber={todayNumber}
                  overDay={drag.overDay}
                  dayLabel={(day) =>
                    format(day.dayNumber, { year: 'numeric', month: 'long', day: 'numeric' })
                  }
                  titleOf={(segment) => titleOf(segment.days.event.row)}
                  primary={primary}
                  editable={editable}
                  editingRowId={editingRowId}
                  onAdd={addOn}
                  onOpen={(rowId) => {
                    if (!drag.justDropped.current) openRow(rowId);
                  }}
                  onEventKeyDown={onEventKeyDown}
                  onTitleClosed={() => {
                    setEditingRowId(null);
                  }}
                />
              );
            })}
          </MonthGrid>
          {field === undefined ? null : (
            <UnscheduledList
              rows={undated}
              titleOf={titleOf}
              editable={editable}
              onOpen={(rowId) => {
                if (!drag.justDropped.current) openRow(rowId);
              }}
              onToday={(rowId) =>
                rescheduleRow(store, field, rowId, 'schedule', todayNumber, undefined, timeZone)
              }
            />
          )}
        </Body>
      </DndContext>
    </CalendarBox>
  );
}
