import {
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type Over,
} from '@dnd-kit/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { findView, folderStore, useFolderActions, type FolderView } from '../../data';
import { useReportFailure } from '../../ui/useReportFailure';
import { useSidebarLocation } from '../SidebarContext';
import { setDropIndicator } from './dropIndicator';
import { dropPositionAt, moveForDrop, type DropPosition } from './dropTarget';

interface Landing {
  position: DropPosition;
  move: NonNullable<ReturnType<typeof moveForDrop>>;
}

/** Where the dragged row would land over `over` (null when that is no valid place), from the pointer's height. */
function landingOf(root: FolderView | null, active: Active, over: Over | null): Landing | null {
  const dragged = active.rect.current.translated;
  if (over === null || root === null || dragged === null) return null;
  const position = dropPositionAt(dragged.top + dragged.height / 2, over.rect);
  const move = moveForDrop(root, String(active.id), String(over.id), position);
  return move === null ? null : { position, move };
}

/**
 * Drag and drop over the page tree: the drop becomes one move request (see dropTarget.ts). While dragging,
 * the row under the pointer shows where the page would land, and screen readers hear page names.
 */
export function TreeDndContext({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { workspaceId } = useSidebarLocation();
  const actions = useFolderActions();
  const report = useReportFailure();
  // A press that has not moved a few pixels stays a click (open, expand, menus).
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const root = () => folderStore.get(workspaceId).root;

  const announcements = useMemo<Announcements>(() => {
    const nameOf = (id: string | number) => {
      const name = findView(folderStore.get(workspaceId).root, String(id))?.name.trim() ?? '';
      return name === '' ? t('workspace.sidebar.untitled', 'Untitled') : name;
    };
    const overText = (active: Active, over: Over | null) => {
      const landing = landingOf(folderStore.get(workspaceId).root, active, over);
      const name = nameOf(active.id);
      if (landing === null || over === null)
        return t('workspace.dnd.overNothing', '“{{name}}” is not over a place it can go.', { name });
      const target = nameOf(over.id);
      switch (landing.position) {
        case 'before':
          return t('workspace.dnd.overBefore', '“{{name}}” would go before “{{target}}”.', { name, target });
        case 'after':
          return t('workspace.dnd.overAfter', '“{{name}}” would go after “{{target}}”.', { name, target });
        case 'inside':
          return t('workspace.dnd.overInside', '“{{name}}” would go inside “{{target}}”.', { name, target });
      }
    };
    return {
      onDragStart: ({ active }) =>
        t('workspace.dnd.pickedUp', 'Picked up “{{name}}”.', { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) => overText(active, over),
      onDragMove: ({ active, over }) => overText(active, over),
      onDragEnd: ({ active, over }) =>
        landingOf(folderStore.get(workspaceId).root, active, over) === null
          ? t('workspace.dnd.cancelled', '“{{name}}” was not moved.', { name: nameOf(active.id) })
          : t('workspace.dnd.dropped', 'Moved “{{name}}”.', { name: nameOf(active.id) }),
      onDragCancel: ({ active }) =>
        t('workspace.dnd.cancelled', '“{{name}}” was not moved.', { name: nameOf(active.id) }),
    };
  }, [t, workspaceId]);

  const onDragMove = ({ active, over }: DragMoveEvent) => {
    const landing = landingOf(root(), active, over);
    setDropIndicator(
      landing === null || over === null ? null : { overId: String(over.id), position: landing.position },
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDropIndicator(null);
    const landing = landingOf(root(), active, over);
    if (landing !== null)
      actions
        .movePage(workspaceId, String(active.id), landing.move)
        .catch(report(t('workspace.sidebar.failure.move', 'The page could not be moved.')));
  };

  return (
    <DndContext
      sensors={sensors}
      accessibility={{ announcements }}
      onDragMove={onDragMove}
      onDragOver={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDropIndicator(null);
      }}
    >
      {children}
    </DndContext>
  );
}
