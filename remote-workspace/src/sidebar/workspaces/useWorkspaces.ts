import { listWorkspaces, type AFWorkspace } from '../../data';
import { useLoad, type LoadState } from '../../ui/useLoad';

export type Workspaces = LoadState<AFWorkspace[]>;

/** The user's workspaces for the switcher; `reload` after creating, renaming or leaving one. */
export function useWorkspaces(): [Workspaces, () => void] {
  const { state, reload } = useLoad(listWorkspaces, 'workspaces');
  return [state, reload];
}
