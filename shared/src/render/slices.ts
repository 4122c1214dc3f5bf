import type { BlockNode } from '../collab/document/tree.js';

/**
 * Helpers for a caller that virtualises a long page (draws a `range` of top-level blocks): how many
 * there are, and which one holds a given block, so that `?blockId` can scroll to a nested block that is
 * not in the DOM yet.
 */
export function topLevelCount(tree: BlockNode): number {
  return tree.children.length;
}

function contains(node: BlockNode, blockId: string): boolean {
  return node.id === blockId || node.children.some((child) => contains(child, blockId));
}

/** The index of the top-level block that is or holds `blockId`; -1 when the document has no such block. */
export function topLevelIndexOf(tree: BlockNode, blockId: string): number {
  return tree.children.findIndex((child) => contains(child, blockId));
}
