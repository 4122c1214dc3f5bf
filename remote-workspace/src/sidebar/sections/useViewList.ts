import { useEffect, useState } from 'react';
import { useFolder, type FolderView } from '../../data';

export type ViewList<T> =
  { status: 'loading' } | { status: 'loaded'; views: T[] } | { status: 'failed'; message: string };

/**
 * A list endpoint (trash, favourites, recent), fetched again whenever the folder reloads after a change, and
 * whenever `refreshKey` changes (the recent list follows the page being opened).
 */
export function useViewList<T extends FolderView>(
  workspaceId: string,
  load: (workspaceId: string) => Promise<T[]>,
  refreshKey: string | null = null,
): ViewList<T> {
  const { revision } = useFolder(workspaceId);
  const [list, setList] = useState<ViewList<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load(workspaceId).then(
      (views) => {
        if (live) setList({ status: 'loaded', views });
      },
      (error: unknown) => {
        if (live)
          setList({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [workspaceId, load, revision, refreshKey]);
  return list;
}
