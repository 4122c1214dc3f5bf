import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { folderStore, useFolderActions } from '../../data';
import { useReportFailure } from '../useReportFailure';
import { useSidebarLocation } from '../SidebarContext';
import { dropPositionAt, moveForDrop } from './dropTarget';

/** Drag and drop over the page tree: the drop becomes one move request (see dropTarget.ts). */
export function TreeDndContext({ children }: { children: ReactNode }) {
  const { workspaceId } = useSidebarLocation();
  const actions = useFolderActions();
  const report = useReportFailure();
  // A press that has not moved a few pixels stays a click (open, expand, menus).
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const root = folderStore.get(workspaceId).root;
    const dragged = active.rect.current.translated;
    if (over === null || root === null || dragged === null) return;
    const pointerY = dragged.top + dragged.height / 2;
    const move = moveForDrop(root, String(active.id), String(over.id), dropPositionAt(pointerY, over.rect));
    if (move !== null) actions.movePage(workspaceId, String(active.id), move).catch(report);
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      {children}
    </DndContext>
  );
}
