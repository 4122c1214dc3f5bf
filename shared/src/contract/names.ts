/**
 * The longest names the server accepts, in UTF-16 code units (an input's `maxLength` counts the same way):
 * pages and spaces, workspaces, people. Names are trimmed first; a page may be untitled, the others may not.
 */
export const nameLimits = { view: 255, workspace: 256, person: 256 } as const;
