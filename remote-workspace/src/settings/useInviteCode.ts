import { useCallback, useEffect, useState } from 'react';
import { getInviteCode } from './api';

export type InviteCodeState =
  { status: 'loading' } | { status: 'loaded'; code: string | null } | { status: 'failed'; message: string };

/** The workspace's invite link code, which the Owner's changes replace in place (`setCode`). */
export function useInviteCode(workspaceId: string): {
  state: InviteCodeState;
  setCode: (code: string | null) => void;
  reload: () => void;
} {
  const [state, setState] = useState<InviteCodeState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    getInviteCode(workspaceId).then(
      (code) => {
        if (current) setState({ status: 'loaded', code });
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

  const setCode = useCallback((code: string | null) => {
    setState({ status: 'loaded', code });
  }, []);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setGeneration((value) => value + 1);
  }, []);

  return { state, setCode, reload };
}
