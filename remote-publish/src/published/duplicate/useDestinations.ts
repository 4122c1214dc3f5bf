import type { ApiClient } from '@quire/shared';
import { useEffect, useState } from 'react';
import {
  spacesOf,
  writableWorkspaces,
  type DestinationSpace,
  type DestinationWorkspace,
} from './duplicateApi';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/** The visitor's writable workspaces, then the spaces of the one chosen (reloaded when the choice changes). */
export function useDestinations(client: ApiClient, workspaceId: string | null) {
  const [workspaces, setWorkspaces] = useState<Loadable<DestinationWorkspace[]>>({ status: 'loading' });
  const [spaces, setSpaces] = useState<Loadable<DestinationSpace[]>>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    writableWorkspaces(client).then(
      (value) => {
        if (live) setWorkspaces({ status: 'ready', value });
      },
      () => {
        if (live) setWorkspaces({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [client]);

  useEffect(() => {
    if (workspaceId === null) return undefined;
    let live = true;
    setSpaces({ status: 'loading' });
    spacesOf(client, workspaceId).then(
      (value) => {
        if (live) setSpaces({ status: 'ready', value });
      },
      () => {
        if (live) setSpaces({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [client, workspaceId]);

  return { workspaces, spaces };
}
