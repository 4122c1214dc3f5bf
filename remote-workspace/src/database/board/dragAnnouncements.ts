import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

/**
 * What a screen reader hears while something is dragged on the board or the calendar, in the reader's language
 * (dnd-kit's own texts are English and speak of a keyboard drag these views do not offer: the keyboard moves
 * things with Alt+arrows and the menus instead).
 */
export function dragAccessibility(
  t: TFunction,
  nameOf: (id: string | number) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  return {
    screenReaderInstructions: {
      draggable: t(
        'workspace.database.dnd.instructions',
        'Drag with the mouse, or touch and hold. With the keyboard, Alt and the arrow keys move it, Enter opens it.',
      ),
    },
    announcements: {
      onDragStart: ({ active }) =>
        t('workspace.database.dnd.pickedUp', 'Picked up “{{name}}”.', { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over === null
          ? t('workspace.database.dnd.overNothing', '“{{name}}” is not over a place it can go.', {
              name: nameOf(active.id),
            })
          : t('workspace.database.dnd.over', '“{{name}}” is over {{target}}.', {
              name: nameOf(active.id),
              target: nameOf(over.id),
            }),
      onDragEnd: ({ active, over }) =>
        over === null
          ? t('workspace.database.dnd.cancelled', '“{{name}}” was not moved.', { name: nameOf(active.id) })
          : t('workspace.database.dnd.dropped', 'Moved “{{name}}” to {{target}}.', {
              name: nameOf(active.id),
              target: nameOf(over.id),
            }),
      onDragCancel: ({ active }) =>
        t('workspace.database.dnd.cancelled', '“{{name}}” was not moved.', { name: nameOf(active.id) }),
    },
  };
}
