import { selectUserId, useAppSelector } from '@quire/shared';
import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { DatabaseStore, type DatabaseSnapshot } from './databaseStore';
import { DatabaseIoContext } from './io';

export type DatabaseLoad =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; store: DatabaseStore; snapshot: DatabaseSnapshot };

const noSnapshot = () => null;
const noSubscription = () => () => undefined;

/**
 * The database a grid, board or calendar page shows, open for as long as the page is: the database collab and
 * its rows live, re-rendering on every change made here or by someone else.
 */
export function useDatabase(workspaceId: string, pageViewId: string): DatabaseLoad {
  const io = useContext(DatabaseIoContext);
  const userId = useAppSelector(selectUserId) ?? '';
  const [opened, setOpened] = useState<{ store: DatabaseStore } | { failed: true } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const store = new DatabaseStore(io, { userId, workspaceId, pageViewId });
    let live = true;
    setOpened(null);
    store.open().then(
      () => {
        if (live) setOpened({ store });
      },
      () => {
        if (live) setOpened({ failed: true });
      },
    );
    return () => {
      live = false;
      store.destroy();
    };
  }, [io, userId, workspaceId, pageViewId, attempt]);
  const store = opened !== null && 'store' in opened ? opened.store : null;
  const snapshot = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? noSnapshot);
  if (opened !== null && 'failed' in opened) {
    return {
      state: 'failed',
      retry: () => {
        setAttempt((count) => count + 1);
      },
    };
  }
  if (store === null || snapshot === null) return { state: 'loading' };
  return { state: 'ready', store, snapshot };
}
