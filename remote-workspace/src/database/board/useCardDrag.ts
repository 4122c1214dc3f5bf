import {
  closestCenter,
  pointerWithin,
  type Active,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type Over,
} from '@dnd-kit/core';
import type { BoardColumn } from '@quire/shared/collab';
import { useRef, useState } from 'react';
import { usePointerSensors } from './usePointerSensors';
import type { CardPlace } from './boardMoves';
import type { CardDragData } from './BoardCard';
import type { ColumnDropData } from './BoardColumn';

type DropData = CardDragData | ColumnDropData;

function dropDataOf(over: Over | null): DropData | undefined {
  const data = over?.data.current as DropData | undefined;
  return data?.kind === 'card' || data?.kind === 'column' ? data : undefined;
}

/** Cards under the pointer win over their column; with no pointer inside anything, the nearest target. */
export const cardCollisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  const cards = within.filter(
    (collision) =>
      (args.droppableContainers.find((c) => c.id === collision.id)?.data.current as DropData | undefined)
        ?.kind === 'card',
  );
  if (cards.length > 0) return cards;
  return within.length > 0 ? within : closestCenter(args);
};

/** Where the dragged card lands over `over`: before the card under it (or after it, past its middle), or at the end. */
export function placeOf(
  columns: readonly BoardColumn[],
  active: Active,
  over: Over | null,
): CardPlace | undefined {
  const data = dropDataOf(over);
  if (data === undefined || over === null) return undefined;
  if (data.kind === 'column') return { columnId: data.columnId, beforeRowId: undefined };
  const rows = columns.find((column) => column.id === data.columnId)?.rows ?? [];
  const index = rows.findIndex((row) => row.id === data.rowId);
  const activeId = String(active.data.current?.rowId ?? '');
  // Over itself: it stays where it is.
  if (data.rowId === activeId) return { columnId: data.columnId, beforeRowId: rows[index + 1]?.id };
  const dragged = active.rect.current.translated;
  const below = dragged !== null && dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2;
  if (!below) return { columnId: data.columnId, beforeRowId: data.rowId };
  const next = rows[index + 1]?.id;
  return { columnId: data.columnId, beforeRowId: next === activeId ? rows[index + 2]?.id : next };
}

/**
 * The board's drag state: mouse and touch sensors (a press that does not move stays a click; a touch waits a
 * moment so the board still scrolls), the card being dragged, and where it would land, shown while dragging.
 */
export function useCardDrag(
  columns: readonly BoardColumn[],
  onDrop: (rowId: string, place: CardPlace) => void,
) {
  const sensors = usePointerSensors();
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [place, setPlace] = useState<CardPlace | undefined>(undefined);
  // A drag ends with a click on the card it started from: that click must not open the row.
  const justDropped = useRef(false);
  const latest = useRef(columns);
  latest.current = columns;
  const track = ({ active, over }: DragMoveEvent) => {
    const next = placeOf(latest.current, active, over);
    setPlace((current) =>
      current?.columnId === next?.columnId && current?.beforeRowId === next?.beforeRowId ? current : next,
    );
  };
  const finish = () => {
    setDraggingId(null);
    setPlace(undefined);
    justDropped.current = true;
    setTimeout(() => {
      justDropped.current = false;
    }, 0);
  };
  return {
    sensors,
    draggingId,
    place,
    justDropped,
    handlers: {
      onDragStart: ({ active }: { active: Active }) => {
        setDraggingId(String(active.data.current?.rowId ?? ''));
      },
      onDragMove: track,
      onDragOver: track,
      onDragEnd: ({ active, over }: DragEndEvent) => {
        const landing = placeOf(latest.current, active, over);
        const rowId = String(active.data.current?.rowId ?? '');
        finish();
        const fromColumnId = String(active.data.current?.columnId ?? '');
        if (landing !== undefined && rowId !== '') onDrop(rowId, { ...landing, fromColumnId });
      },
      onDragCancel: finish,
    },
  };
}
