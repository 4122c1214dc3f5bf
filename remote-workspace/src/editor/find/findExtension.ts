import { createExtension } from '@blocknote/core';
import { findPlugin } from './findPlugin';

/** Filled in by the find bar once it is mounted (the editor is created before it). */
export interface FindSlot {
  open: (() => void) | null;
}

/** mod+f opens the find bar (KEY-11) instead of the browser's, and the marks of find live in the editor. */
export function findExtension(slot: FindSlot) {
  return createExtension({
    key: 'quireFind',
    keyboardShortcuts: {
      'Mod-f': () => {
        if (slot.open === null) return false;
        slot.open();
        return true;
      },
    },
    prosemirrorPlugins: [findPlugin()],
  } as const);
}
