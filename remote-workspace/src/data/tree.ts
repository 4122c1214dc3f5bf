import type { FolderView } from './types';

// Pure reads of a loaded folder tree. The root is the workspace itself; its children are the spaces.

export function findView(root: FolderView | null, viewId: string): FolderView | null {
  if (root === null) return null;
  if (root.view_id === viewId) return root;
  for (const child of root.children) {
    const found = findView(child, viewId);
    if (found !== null) return found;
  }
  return null;
}

/** The path from the top space down to the view itself (the workspace root excluded); [] when unknown. */
export function ancestorsOf(root: FolderView | null, viewId: string): FolderView[] {
  if (root === null) return [];
  const walk = (node: FolderView, path: FolderView[]): FolderView[] | null => {
    const here = node === root ? path : [...path, node];
    if (node.view_id === viewId) return here;
    for (const child of node.children) {
      const found = walk(child, here);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(root, []) ?? [];
}

/** The page a workspace opens on: the first page (not a space) in tree order, or null for an empty folder. */
export function firstPage(root: FolderView | null): FolderView | null {
  if (root === null) return null;
  for (const child of root.children) {
    if (!child.is_space && child !== root) return child;
    const inside = firstPage(child);
    if (inside !== null) return inside;
  }
  return null;
}

/** The spaces of a workspace; a folder without spaces shows its root as the one space. */
export function spacesOf(root: FolderView): FolderView[] {
  const spaces = root.children.filter((child) => child.is_space);
  return spaces.length > 0 ? spaces : [root];
}

/** Whether `viewId` is `ancestorId` or lies below it (a page cannot be moved into itself). */
export function isWithin(root: FolderView | null, viewId: string, ancestorId: string): boolean {
  return ancestorsOf(root, viewId).some((view) => view.view_id === ancestorId);
}
