import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { addRecentRequest } from '../data';
import { useSidebarLocation } from './SidebarContext';

/**
 * Opens a view from the sidebar and records it as recent. Failures of sidebar navigation are swallowed
 * (NAV-13): the recent list is a convenience, and the route itself shows what went wrong with the page.
 */
export function useOpenView(): (viewId: string) => void {
  const navigate = useNavigate();
  const { workspaceId } = useSidebarLocation();
  return useCallback(
    (viewId: string) => {
      try {
        void navigate(`/app/${workspaceId}/${viewId}`);
      } catch {
        // NAV-13: swallowed.
      }
      addRecentRequest(workspaceId, [viewId]).catch(() => undefined);
    },
    [navigate, workspaceId],
  );
}
