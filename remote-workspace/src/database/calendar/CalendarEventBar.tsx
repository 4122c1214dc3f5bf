import { useDraggable } from '@dnd-kit/core';
import type { DatabaseField } from '@quire/shared/collab';
import { useTranslation } from 'react-i18next';
import { TextEditor } from '../cells/TextEditor';
import type { DatabaseStore } from '../data/databaseStore';
import { EdgeHandle, EventBar } from './calendarStyles';
import type { WeekSegment } from './eventLayout';
import type { EventDrag } from './eventMoves';

export interface EventDragData {
  kind: 'event';
  rowId: string;
  drag: EventDrag;
}

interface Props {
  store: DatabaseStore;
  segment: WeekSegment;
  /** The segment's grid column (1-based, after the week number's column when shown). */
  column: number;
  title: string;
  primary: DatabaseField | undefined;
  editable: boolean;
  editingTitle: boolean;
  onOpen: (rowId: string) => void;
  onKeyDown: (event: React.KeyboardEvent, rowId: string) => void;
  onTitleClosed: (rowId: string) => void;
}

/** A grip on a range's edge: dragged onto a day, it moves that edge there. */
function Edge({ rowId, side, label }: { rowId: string; side: 'start' | 'end'; label: string }) {
  const data: EventDragData = { kind: 'event', rowId, drag: side };
  const { setNodeRef, listeners } = useDraggable({ id: `${side}:${rowId}`, data });
  return (
    <EdgeHandle
      ref={setNodeRef}
      $side={side}
      data-edge={side}
      // A pointer's grip only (the keyboard changes a range from the event itself): named by a tooltip, hidden
      // from assistive technology (an aria-label on a span without a role is not allowed).
      title={label}
      aria-hidden="true"
      {...listeners}
      onClick={(event) => {
        event.stopPropagation();
      }}
    />
  );
}

/** An event's piece in one week: dragged whole to reschedule it, by its edges to change its range. */
export function CalendarEventBar(props: Props) {
  const { segment, editable, title } = props;
  const { t } = useTranslation();
  const row = segment.days.event.row;
  const data: EventDragData = { kind: 'event', rowId: row.id, drag: 'move' };
  const draggable = useDraggable({
    id: `event:${row.id}:${segment.days.first}:${segment.from}`,
    data,
    disabled: !editable || props.editingTitle,
  });
  return (
    <EventBar
      ref={draggable.setNodeRef}
      data-testid="calendar-event"
      data-event-id={row.id}
      tabIndex={0}
      aria-label={title}
      $starts={segment.starts}
      $ends={segment.ends}
      $dragging={draggable.isDragging}
      style={{
        gridColumn: `${props.column + segment.from} / ${props.column + segment.to + 1}`,
        gridRow: segment.lane + 2,
      }}
      {...(props.editingTitle ? {} : draggable.listeners)}
      onClick={() => {
        if (!props.editingTitle) props.onOpen(row.id);
      }}
      onKeyDown={(event) => {
        props.onKeyDown(event, row.id);
      }}
    >
      {editable && segment.starts && !props.editingTitle ? (
        <Edge
          rowId={row.id}
          side="start"
          label={t('workspace.database.calendar.startEdge', 'Move the start')}
        />
      ) : null}
      {row.icon === undefined ? null : <span aria-hidden="true">{row.icon} </span>}
      {props.editingTitle && props.primary !== undefined ? (
        <span
          onClick={(event) => {
            event.stopPropagation();
          }}
          style={{ position: 'relative', flex: 1 }}
        >
          <TextEditor
            store={props.store}
            field={props.primary}
            row={row}
            initialText={undefined}
            onClose={() => {
              props.onTitleClosed(row.id);
            }}
          />
        </span>
      ) : (
        <span data-title>{title}</span>
      )}
      {editable && segment.ends && !props.editingTitle ? (
        <Edge rowId={row.id} side="end" label={t('workspace.database.calendar.endEdge', 'Move the end')} />
      ) : null}
    </EventBar>
  );
}
