import { createExtension } from '@blocknote/core';

export interface UndoTarget {
  undo(): void;
  redo(): void;
}

/** Filled in once the binding exists (the editor is created before it). */
export interface UndoSlot {
  current: UndoTarget | null;
}

/**
 * mod+z / mod+shift+z (and mod+y) through the binding's Y.UndoManager instead of BlockNote's history, which
 * is switched off. Its key is the one BlockNote's own `editor.undo()` looks for.
 */
export function undoExtension(slot: UndoSlot) {
  const run = (action: 'undo' | 'redo') => () => {
    slot.current?.[action]();
    return true;
  };
  return createExtension({
    key: 'yUndo',
    keyboardShortcuts: { 'Mod-z': run('undo'), 'Mod-Shift-z': run('redo'), 'Mod-y': run('redo') },
    undoCommand: run('undo'),
    redoCommand: run('redo'),
  } as const);
}
