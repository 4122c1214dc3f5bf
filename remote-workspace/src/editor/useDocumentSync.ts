import { CollabType } from '@quire/shared/collab';
import { DocumentSync, realtimeConnection } from '@quire/shared';
import { useEffect, useState } from 'react';

export type DocumentLoad =
  { state: 'loading' } | { state: 'ready'; sync: DocumentSync } | { state: 'failed'; retry: () => void };

/**
 * The page's document collab, opened with DocumentSync (cached copy first, then the server's merged in)
 * for as long as the page is shown. Closing it sends what is pending.
 */
export function useDocumentSync(userId: string, workspaceId: string, viewId: string): DocumentLoad {
  const [load, setLoad] = useState<DocumentLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const sync = new DocumentSync(
      { userId, workspaceId, objectId: viewId, collabType: CollabType.Document },
      { realtime: realtimeConnection() },
    );
    let live = true;
    setLoad({ state: 'loading' });
    sync.open().then(
      () => {
        if (live) setLoad({ state: 'ready', sync });
      },
      () => {
        if (live)
          setLoad({
            state: 'failed',
            retry: () => {
              setAttempt((count) => count + 1);
            },
          });
      },
    );
    return () => {
      live = false;
      void sync.destroy();
    };
  }, [userId, workspaceId, viewId, attempt]);
  return load;
}
