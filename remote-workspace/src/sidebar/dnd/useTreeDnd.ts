import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useCallback } from 'react';
import { useDropPosition } from './dropIndicator';

/** A tree row is both something to drag and a place to drop (onto it = child, its edges = reorder). */
export function useTreeDnd(viewId: string, draggable: boolean) {
  const drag = useDraggable({ id: viewId, disabled: !draggable });
  const drop = useDroppable({ id: viewId });
  const { setNodeRef: setDragRef } = drag;
  const { setNodeRef: setDropRef } = drop;
  const dropPosition = useDropPosition(viewId);
  const setNodeRef = useCallback(
    (node: HTMLElement | null) => {
      setDragRef(node);
      setDropRef(node);
    },
    [setDragRef, setDropRef],
  );
  return {
    setNodeRef,
    // Only the pointer listeners: dnd-kit's attributes (role=button, aria-disabled…) would override the
    // row's tree semantics and mark its menus disabled while one is open.
    dragProps: { ...drag.listeners },
    isDragging: drag.isDragging,
    /** Where the page being dragged would land relative to this row, while it is over it. */
    dropPosition: drag.isDragging ? null : dropPosition,
  };
}
