import {
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type Over,
} from '@dnd-kit/core';
import { useRef, useState } from 'react';
import { usePointerSensors } from '../board/usePointerSensors';
import type { EventDragData } from './CalendarEventBar';
import type { DayDropData } from './CalendarWeek';
import type { EventDrag } from './eventMoves';

function dayOf(over: Over | null): number | undefined {
  const data = over?.data.current as DayDropData | undefined;
  return data?.kind === 'day' ? data.dayNumber : undefined;
}

/** The day under the pointer; without a pointer inside one, the day the dragged event overlaps most. */
export const dayCollisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

/**
 * The calendar's drag state: mouse and touch sensors (a press that does not move stays a click; a touch waits so
 * the page still scrolls), the day under the dragged event, and the drop, handed to `onDrop` with what was dragged.
 */
export function useCalendarDrag(onDrop: (rowId: string, drag: EventDrag, dayNumber: number) => void) {
  const sensors = usePointerSensors();
  const [overDay, setOverDay] = useState<number | undefined>(undefined);
  // The click that ends a drag must not open the row it started on.
  const justDropped = useRef(false);
  const finish = () => {
    setOverDay(undefined);
    justDropped.current = true;
    setTimeout(() => {
      justDropped.current = false;
    }, 0);
  };
  return {
    sensors,
    overDay,
    justDropped,
    track: ({ over }: DragMoveEvent) => {
      setOverDay(dayOf(over));
    },
    cancel: finish,
    end: ({ active, over }: DragEndEvent) => {
      finish();
      const data = active.data.current as EventDragData | undefined;
      const day = dayOf(over);
      if (data?.kind === 'event' && day !== undefined) onDrop(data.rowId, data.drag, day);
    },
  };
}
