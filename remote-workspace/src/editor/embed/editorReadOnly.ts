import { createContext, useContext } from 'react';

/**
 * Whether the document around a block is read-only (a guest's page, a read-only editor): blocks that edit
 * something else in place (an embedded database) follow it. Provided by BoundEditor.
 */
export const EditorReadOnlyContext = createContext(true);

export function useEditorReadOnly(): boolean {
  return useContext(EditorReadOnlyContext);
}
