import { useEffect, useState } from 'react';
import type { AFRole } from './types';
import { listWorkspaces } from './workspaces';

// One answer per workspace for the page's lifetime: roles change rarely, and a stale answer only shows or hides
// controls — the server's policies decide every request.
const roles = new Map<string, Promise<AFRole | null>>();

function roleIn(workspaceId: string): Promise<AFRole | null> {
  let role = roles.get(workspaceId);
  if (role === undefined) {
    role = listWorkspaces().then(
      (list) => list.find((workspace) => workspace.workspace_id === workspaceId)?.role ?? null,
      () => {
        roles.delete(workspaceId);
        return null;
      },
    );
    roles.set(workspaceId, role);
  }
  return role;
}

/** The signed-in user's role in `workspaceId`; null until known (or when it cannot be read). */
export function useWorkspaceRole(workspaceId: string): AFRole | null {
  const [role, setRole] = useState<AFRole | null>(null);
  useEffect(() => {
    let live = true;
    void roleIn(workspaceId).then((known) => {
      if (live) setRole(known);
    });
    return () => {
      live = false;
    };
  }, [workspaceId]);
  return role;
}

/**
 * Whether to offer creating, renaming, moving, trashing and restoring pages. Only a role known to be Guest
 * hides them (spec: guests read public spaces only): while the role loads, members see no flicker.
 */
export function useCanEditPages(workspaceId: string): boolean {
  return useWorkspaceRole(workspaceId) !== 'Guest';
}

/** Forgets the cached roles (sign-out, a role change made here). */
export function forgetWorkspaceRoles(): void {
  roles.clear();
}
