import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { folderActions, type FolderActions } from './actions';
import { folderStore, type FolderState } from './folderStore';
import { ancestorsOf, findView } from './tree';
import type { FolderView } from './types';

/** The folder of a workspace, loaded on first use; marks it as the workspace the frame shows. */
export function useFolder(workspaceId: string): FolderState {
  const state = useSyncExternalStore(
    folderStore.subscribe,
    useCallback(() => folderStore.get(workspaceId), [workspaceId]),
  );
  useEffect(() => {
    folderStore.setCurrentWorkspace(workspaceId);
    if (folderStore.get(workspaceId).status === 'idle') void folderStore.load(workspaceId);
  }, [workspaceId]);
  return state;
}

/** The workspace's name as its loaded folder has it ('' until loaded); never starts a load itself. */
export function useWorkspaceName(workspaceId: string): string {
  return useSyncExternalStore(folderStore.subscribe, () => folderStore.get(workspaceId).root?.name ?? '');
}

function useCurrentRoot(): FolderView | null {
  return useSyncExternalStore(folderStore.subscribe, () => {
    const workspaceId = folderStore.currentWorkspace();
    return workspaceId === null ? null : folderStore.get(workspaceId).root;
  });
}

/** A view of the current workspace's loaded folder, or null while loading or when it is not there. */
export function useView(viewId: string): FolderView | null {
  const root = useCurrentRoot();
  return useMemo(() => findView(root, viewId), [root, viewId]);
}

/** From the top space down to the view itself, for the breadcrumb; [] while unknown. */
export function useAncestors(viewId: string): FolderView[] {
  const root = useCurrentRoot();
  return useMemo(() => ancestorsOf(root, viewId), [root, viewId]);
}

/** The mutations; each reloads the folder when it has succeeded. */
export function useFolderActions(): FolderActions {
  return folderActions;
}
