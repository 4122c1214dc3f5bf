import { useLoad } from '../ui/useLoad';
import { listMembers } from './api';

/** The member list of a workspace, with a reload after every change the settings make. */
export function useMembers(workspaceId: string) {
  return useLoad(() => listMembers(workspaceId), workspaceId);
}
