import { useCallback, useEffect, useState } from 'react';
import { listWorkspaces, type AFWorkspace } from '../../data';

export type Workspaces =
  { status: 'loading' } | { status: 'loaded'; list: AFWorkspace[] } | { status: 'failed'; message: string };

/** The user's workspaces for the switcher; `reload` after creating, renaming or leaving one. */
export function useWorkspaces(): [Workspaces, () => void] {
  const [state, setState] = useState<Workspaces>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    listWorkspaces().then(
      (list) => {
        if (live) setState({ status: 'loaded', list });
      },
      (error: unknown) => {
        if (live)
          setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setAttempt((n) => n + 1);
  }, []);
  return [state, reload];
}
