import { createContext, useContext } from 'react';
import type { ViewLayout } from '../data';

/**
 * What the document's blocks need to know of the page around the editor: the workspace (for links to other
 * pages), how to open a page, and how to make a child page of this one. Provided by DocumentEditor; the blocks'
 * React views read it through the editor's portals.
 */
export interface EditorPage {
  workspaceId: string;
  viewId: string;
  openView(viewId: string): void;
  /**
   * Creates a page under this one (a document unless `layout` says a grid, board or calendar); resolves with its
   * view id, or null when it failed (reported).
   */
  createSubPage(layout?: ViewLayout): Promise<string | null>;
}

export const EditorPageContext = createContext<EditorPage | null>(null);

export function useEditorPage(): EditorPage | null {
  return useContext(EditorPageContext);
}
