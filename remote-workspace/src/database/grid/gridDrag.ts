import {
  closestCenter,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { cellText, type DatabaseField, type DatabaseViewModel, type RowModel } from '@quire/shared/collab';
import type { DatabaseStore } from '../data/databaseStore';
import { moveField, moveRowOrder } from '../data/gridWrites';
import { fieldDropIndex, rowMoveIndex } from './reorder';

// Rows are dragged by their handle, columns by their header; each drops on another of its kind and takes its
// place. The keyboard does the same through the row menu (Move up/down) and the field menu (Move left/right).

export type GridDragData = { kind: 'row'; rowId: string } | { kind: 'field'; fieldId: string };

export const rowDragId = (rowId: string) => `row:${rowId}`;
export const fieldDragId = (fieldId: string) => `field:${fieldId}`;

export type GridMove =
  { kind: 'row'; rowId: string; toIndex: number } | { kind: 'field'; fieldId: string; toIndex: number };

function dataOf(value: unknown): GridDragData | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const data = value as Partial<{ kind: string; rowId: string; fieldId: string }>;
  if (data.kind === 'row' && typeof data.rowId === 'string') return { kind: 'row', rowId: data.rowId };
  if (data.kind === 'field' && typeof data.fieldId === 'string')
    return { kind: 'field', fieldId: data.fieldId };
  return undefined;
}

/** The move a drop makes, or undefined (dropped on itself, on nothing, or on the other kind). */
export function dropMove(
  view: DatabaseViewModel,
  rows: readonly RowModel[],
  activeData: unknown,
  overData: unknown,
): GridMove | undefined {
  const active = dataOf(activeData);
  const over = dataOf(overData);
  if (active === undefined || over === undefined) return undefined;
  if (active.kind === 'row' && over.kind === 'row') {
    // A sorted view's order is the sort's: rows are not moved by hand there.
    if (view.sorts.length > 0) return undefined;
    const from = rows.findIndex((row) => row.id === active.rowId);
    const to = rows.findIndex((row) => row.id === over.rowId);
    const toIndex = rowMoveIndex(view, rows, from, to);
    return toIndex === undefined ? undefined : { kind: 'row', rowId: active.rowId, toIndex };
  }
  if (active.kind === 'field' && over.kind === 'field') {
    const toIndex = fieldDropIndex(view, active.fieldId, over.fieldId);
    return toIndex === undefined ? undefined : { kind: 'field', fieldId: active.fieldId, toIndex };
  }
  return undefined;
}

/** The grid's drag: sensors that leave a click to open menus (a drag starts after 6px or a long touch), the drop. */
export function useGridDrag(store: DatabaseStore, view: DatabaseViewModel, rows: readonly RowModel[]) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const onDragEnd = (event: DragEndEvent) => {
    const move = dropMove(view, rows, event.active.data.current, event.over?.data.current);
    if (move === undefined) return;
    if (move.kind === 'row') moveRowOrder(store.databaseDoc, view.id, move.rowId, move.toIndex);
    else moveField(store.databaseDoc, view.id, move.fieldId, move.toIndex);
  };
  return { sensors, onDragEnd, collisionDetection: closestCenter };
}

/** What a screen reader names a dragged row or column by. */
export function dragNameOf(
  fields: readonly DatabaseField[],
  rows: readonly RowModel[],
): (id: string | number) => string {
  return (id) => {
    const text = String(id);
    if (text.startsWith('field:')) return fields.find((field) => fieldDragId(field.id) === text)?.name ?? '';
    const primary = fields[0];
    const row = rows.find((entry) => rowDragId(entry.id) === text);
    return row === undefined || primary === undefined ? '' : cellText(primary, row);
  };
}
