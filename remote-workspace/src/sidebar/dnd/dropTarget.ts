import type { FolderView, MoveRequest } from '../../data';
import { findView, isWithin } from '../../data';

/** Where on a row the page is dropped: its upper or lower edge reorders, its middle makes a child. */
export type DropPosition = 'before' | 'inside' | 'after';

/** The outer quarter at each edge reorders; the middle half nests. */
export function dropPositionAt(pointerY: number, rect: { top: number; height: number }): DropPosition {
  const offset = (pointerY - rect.top) / Math.max(1, rect.height);
  if (offset < 0.25) return 'before';
  if (offset > 0.75) return 'after';
  return 'inside';
}

function parentOf(root: FolderView, viewId: string): FolderView | null {
  if (root.children.some((child) => child.view_id === viewId)) return root;
  for (const child of root.children) {
    const found = parentOf(child, viewId);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The move request for dropping `draggedId` at `position` of `targetId`, or null when the drop means nothing
 * (onto itself or its own subtree, beside a space, or where it already is).
 */
export function moveForDrop(
  root: FolderView,
  draggedId: string,
  targetId: string,
  position: DropPosition,
): MoveRequest | null {
  const target = findView(root, targetId);
  const currentParent = parentOf(root, draggedId);
  if (target === null || currentParent === null || targetId === root.view_id) return null;
  if (isWithin(root, targetId, draggedId)) return null;
  let move: MoveRequest;
  if (position === 'inside') {
    const siblings = target.children.filter((child) => child.view_id !== draggedId);
    move = { new_parent_view_id: target.view_id, prev_view_id: siblings.at(-1)?.view_id ?? null };
  } else {
    const parent = parentOf(root, targetId);
    // Spaces sit directly under the workspace, and pages never do.
    if (parent === null || target.is_space) return null;
    const siblings = parent.children.filter((child) => child.view_id !== draggedId);
    const index = siblings.findIndex((child) => child.view_id === targetId);
    const prev = position === 'after' ? target : siblings[index - 1];
    move = { new_parent_view_id: parent.view_id, prev_view_id: prev?.view_id ?? null };
  }
  const siblingsNow = currentParent.children;
  const prevNow = siblingsNow[siblingsNow.findIndex((child) => child.view_id === draggedId) - 1];
  const unchanged =
    move.new_parent_view_id === currentParent.view_id && move.prev_view_id === (prevNow?.view_id ?? null);
  return unchanged ? null : move;
}
