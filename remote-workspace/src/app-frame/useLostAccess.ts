import { notify } from '@quire/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { folderStore, isNoAccess, type FolderState } from '../data';

/** Coming back to the tab refreshes the folder at most this often. */
const REFRESH_INTERVAL_MS = 15_000;

/**
 * Notices that the user lost the open workspace (removed by its Owner, the workspace deleted): a refresh of a
 * folder that had loaded is refused. Then the user is told, with the workspace's name, and moved to another of
 * their workspaces (`/app` opens the latest one left). Refreshes happen on every mutation and when the tab
 * comes back into view, until live updates arrive over the socket.
 */
export function useLostAccess(workspaceId: string, folder: FolderState): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lost = folder.root !== null && isNoAccess(folder.errorCode);
  const name = folder.root?.name ?? '';

  useEffect(() => {
    let last = Date.now();
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < REFRESH_INTERVAL_MS) return;
      last = Date.now();
      void folderStore.load(workspaceId);
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [workspaceId]);

  useEffect(() => {
    if (!lost) return;
    notify.warning(
      t(
        'workspace.frame.removed',
        'You no longer have access to “{{name}}”. You were moved to another workspace.',
        {
          name,
        },
      ),
    );
    folderStore.forget(workspaceId);
    void navigate('/app', { replace: true });
  }, [lost, name, workspaceId, navigate, t]);
}
