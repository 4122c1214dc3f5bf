import { useLoad } from '../ui/useLoad';
import { getInviteCode } from './api';

/** The workspace's invite link code, which the Owner's changes replace in place (`setCode`). */
export function useInviteCode(workspaceId: string) {
  const { state, reload, set } = useLoad(() => getInviteCode(workspaceId), workspaceId, {
    showLoading: true,
  });
  return { state, setCode: set, reload };
}
