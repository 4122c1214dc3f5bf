import type { BlockNode } from '../collab/document/tree.js';

/** How many top-level blocks a thumbnail (`?template=true&thumbnail=true`, PUB-04) shows. */
export const thumbnailBlockLimit = 10;

/**
 * The document a thumbnail draws: its first `thumbnailBlockLimit` top-level blocks (each whole, with its
 * nested blocks). The server renders it and the publish remote hydrates it: both cut with this one function.
 */
export function thumbnailTree(tree: BlockNode): BlockNode {
  return tree.children.length <= thumbnailBlockLimit
    ? tree
    : { ...tree, children: tree.children.slice(0, thumbnailBlockLimit) };
}
