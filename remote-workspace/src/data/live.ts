import { realtimeConnection, type RealtimeConnection } from '@quire/shared';
import { useEffect } from 'react';
import { folderStore } from './folderStore';
import { forgetWorkspaceRoles } from './role';

/**
 * Follows the workspace's events on the tab's realtime connection while it is shown: when anyone creates,
 * renames, moves, trashes or restores a page, changes an icon or cover, or changes membership, the folder is
 * loaded again, so the sidebar, breadcrumb, page header and favourites follow without a reload.
 */
export function useLiveWorkspace(
  workspaceId: string,
  connection: () => RealtimeConnection = realtimeConnection,
): void {
  useEffect(() => {
    if (workspaceId === '') return undefined;
    return connection().followWorkspace(workspaceId, (event) => {
      if (event.type === 'members-changed') forgetWorkspaceRoles();
      if (event.type === 'folder-changed' || event.type === 'members-changed')
        void folderStore.reloadAfterChange(workspaceId);
    });
  }, [workspaceId, connection]);
}
