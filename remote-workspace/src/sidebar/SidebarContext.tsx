import { createContext, useContext } from 'react';

export interface SidebarLocation {
  workspaceId: string;
  /** The page open in the frame, highlighted in the tree; null on a workspace without pages. */
  viewId: string | null;
}

export const SidebarLocationContext = createContext<SidebarLocation | null>(null);

export function useSidebarLocation(): SidebarLocation {
  const location = useContext(SidebarLocationContext);
  if (location === null) throw new Error('useSidebarLocation outside the sidebar');
  return location;
}
