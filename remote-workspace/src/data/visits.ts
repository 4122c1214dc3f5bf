import { api } from '@quire/shared';
import { useEffect, useSyncExternalStore } from 'react';

// Opening a page is what records it as recent (spec 001 §7: the server records the visit when the page is read),
// so the recent list is read again once the server has the visit, never before.
let visits = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Reads the page (recording the visit), then lets the recent list know. */
export async function openPage(workspaceId: string, viewId: string): Promise<void> {
  await api.get(`/api/workspace/${encodeURIComponent(workspaceId)}/page-view/${encodeURIComponent(viewId)}`);
  visits += 1;
  for (const listener of listeners) listener();
}

/** Changes after every recorded visit: a refresh key for the recent list. */
export function useVisitCount(): number {
  return useSyncExternalStore(subscribe, () => visits);
}

/** Records a visit each time `viewId` is opened; a failure only means the recent list misses one visit. */
export function useRecordVisit(workspaceId: string, viewId: string): void {
  useEffect(() => {
    openPage(workspaceId, viewId).catch(() => undefined);
  }, [workspaceId, viewId]);
}
