import { useSyncExternalStore } from 'react';
import type { DropPosition } from './dropTarget';

// Where a drag would land right now, for the row under the pointer to draw: a line above or below it, or a
// highlight for "inside". One tiny store (not React state in the context) so only the two rows concerned
// re-render as the pointer moves.

export interface DropIndicator {
  overId: string;
  position: DropPosition;
}

let current: DropIndicator | null = null;
const listeners = new Set<() => void>();

export function setDropIndicator(next: DropIndicator | null): void {
  if (current?.overId === next?.overId && current?.position === next?.position) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The drop position over `viewId`, or null when the drag is elsewhere (or there is none). */
export function useDropPosition(viewId: string): DropPosition | null {
  return useSyncExternalStore(subscribe, () => (current?.overId === viewId ? current.position : null));
}
