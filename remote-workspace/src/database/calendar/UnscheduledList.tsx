import { useDraggable } from '@dnd-kit/core';
import type { RowModel } from '@quire/shared/collab';
import { useTranslation } from 'react-i18next';
import type { EventDragData } from './CalendarEventBar';
import { ToolButton, UndatedItem, Unscheduled } from './calendarStyles';

interface ItemProps {
  row: RowModel;
  title: string;
  editable: boolean;
  onOpen: (rowId: string) => void;
  onToday: (rowId: string) => void;
}

function Item({ row, title, editable, onOpen, onToday }: ItemProps) {
  const { t } = useTranslation();
  const data: EventDragData = { kind: 'event', rowId: row.id, drag: 'schedule' };
  const draggable = useDraggable({ id: `undated:${row.id}`, data, disabled: !editable });
  return (
    <li>
      <UndatedItem
        ref={draggable.setNodeRef}
        data-testid="calendar-undated"
        data-row-id={row.id}
        tabIndex={0}
        aria-label={title}
        $dragging={draggable.isDragging}
        {...draggable.listeners}
        onClick={() => {
          onOpen(row.id);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row.id);
        }}
      >
        <span>
          {row.icon === undefined ? null : <span aria-hidden="true">{row.icon} </span>}
          {title}
        </span>
        {editable ? (
          <ToolButton
            type="button"
            aria-label={t('workspace.database.calendar.scheduleToday', 'Date “{{title}}” today', { title })}
            onMouseDown={(event) => {
              event.stopPropagation();
            }}
            onClick={(event) => {
              event.stopPropagation();
              onToday(row.id);
            }}
          >
            {t('workspace.database.calendar.today', 'Today')}
          </ToolButton>
        ) : null}
      </UndatedItem>
    </li>
  );
}

interface Props {
  rows: readonly RowModel[];
  titleOf: (row: RowModel) => string;
  editable: boolean;
  onOpen: (rowId: string) => void;
  onToday: (rowId: string) => void;
}

/** The rows without a date: dragged onto a day (or dated today with the keyboard) they join the calendar. */
export function UnscheduledList({ rows, titleOf, editable, onOpen, onToday }: Props) {
  const { t } = useTranslation();
  return (
    <Unscheduled
      aria-label={t('workspace.database.calendar.unscheduled', 'No date')}
      data-testid="calendar-unscheduled"
    >
      <h4>
        {t('workspace.database.calendar.unscheduledCount', 'No date ({{number}})', { number: rows.length })}
      </h4>
      {rows.length === 0 ? (
        <p>{t('workspace.database.calendar.allScheduled', 'Every row has a date.')}</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <Item
              key={row.id}
              row={row}
              title={titleOf(row)}
              editable={editable}
              onOpen={onOpen}
              onToday={onToday}
            />
          ))}
        </ul>
      )}
    </Unscheduled>
  );
}
