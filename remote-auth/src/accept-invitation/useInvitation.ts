import { AppError, isAppError } from '@quire/shared';
import { useEffect, useState } from 'react';
import { getInvitation, type WorkspaceInvitation } from './api';

export type InvitationLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; invitation: WorkspaceInvitation }
  | { status: 'failed'; error: AppError };

export function asAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  return new AppError('Internal', error instanceof Error ? error.message : String(error), { cause: error });
}

/** Loads the invitation once signed in (the endpoint needs a session); nothing while signed out. */
export function useInvitation(
  inviteId: string | null,
  signedIn: boolean,
  userId: string | null,
): InvitationLoad {
  const [load, setLoad] = useState<InvitationLoad>({ status: 'idle' });

  useEffect(() => {
    if (inviteId === null || !signedIn) {
      setLoad({ status: 'idle' });
      return;
    }
    let current = true;
    setLoad({ status: 'loading' });
    getInvitation(inviteId).then(
      (invitation) => {
        if (current) setLoad({ status: 'loaded', invitation });
      },
      (error: unknown) => {
        if (current) setLoad({ status: 'failed', error: asAppError(error) });
      },
    );
    return () => {
      current = false;
    };
    // A different account sees the invitation anew (the wrong-account answer depends on who asks).
  }, [inviteId, signedIn, userId]);

  return load;
}
