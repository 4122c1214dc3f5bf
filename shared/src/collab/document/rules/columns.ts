import { BlockType } from '../block-types.js';
import type { DocumentParts } from '../parts.js';
import { readBlock, visibleChildIds } from '../read.js';
import { attach, detach, removeSubtree } from '../structure.js';

/**
 * The column rules, run on the block a child has just left (deleted or moved away): a column left
 * without children is removed, and a columns block left with one column is dissolved — that column's
 * children take the columns block's place (a columns block left with none is removed).
 */
export function tidyAfterChildLeft(parts: DocumentParts, parentId: string): void {
  const parent = readBlock(parts, parentId);
  if (parent === undefined) return;
  const children = visibleChildIds(parts, parentId);
  if (parent.ty === BlockType.SimpleColumn && children.length === 0) {
    detach(parts, parent);
    removeSubtree(parts, parentId);
    tidyAfterChildLeft(parts, parent.parent);
    return;
  }
  if (parent.ty !== BlockType.SimpleColumns || children.length > 1) return;
  const grandparent = readBlock(parts, parent.parent);
  if (grandparent === undefined) return;
  const [lastColumn] = children;
  let previous = parentId;
  for (const id of lastColumn === undefined ? [] : visibleChildIds(parts, lastColumn)) {
    const child = readBlock(parts, id);
    if (child === undefined) continue;
    detach(parts, child);
    attach(parts, id, grandparent.id, { after: previous });
    previous = id;
  }
  detach(parts, parent);
  removeSubtree(parts, parentId);
}
