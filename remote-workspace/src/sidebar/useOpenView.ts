import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSidebarLocation } from './SidebarContext';

/**
 * Opens a view from the sidebar. Failures of sidebar navigation are swallowed (NAV-13): the route itself
 * shows what went wrong with the page. The server records the visit as recent when the page is read.
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
    },
    [navigate, workspaceId],
  );
}
