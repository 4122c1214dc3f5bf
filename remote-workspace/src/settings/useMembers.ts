import { useCallback, useEffect, useState } from 'react';
import { listMembers, type WorkspaceMember } from './api';

export type MembersState =
  | { status: 'loading' }
  | { status: 'loaded'; members: WorkspaceMember[] }
  | { status: 'failed'; message: string };

/** The member list of a workspace, with a reload after every change the settings make. */
export function useMembers(workspaceId: string): { state: MembersState; reload: () => void } {
  const [state, setState] = useState<MembersState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    listMembers(workspaceId).then(
      (members) => {
        if (current) setState({ status: 'loaded', members });
      },
      (error: unknown) => {
        if (current)
          setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [workspaceId, generation]);

  const reload = useCallback(() => {
    setGeneration((value) => value + 1);
  }, []);

  return { state, reload };
}
