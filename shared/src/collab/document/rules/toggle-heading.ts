import type * as Y from 'yjs';
import { BlockType } from '../block-types.js';
import { levelOf } from '../data.js';
import { documentParts, type DocumentParts } from '../parts.js';
import { readBlock, visibleChildIds } from '../read.js';
import { relocate } from '../structure.js';

/**
 * The toggle heading rule: a toggle list with a level takes in the sibling blocks that follow it, up to
 * the first heading (or toggle heading) of the same or a higher level — deeper headings and every
 * non-heading block in between become its last children, in order. Returns the ids it moved.
 */
export function gatherUnderToggleHeading(parts: DocumentParts, id: string): string[] {
  const block = readBlock(parts, id);
  const level = block === undefined ? undefined : levelOf(block.data);
  if (block === undefined || block.ty !== BlockType.ToggleList || level === undefined) return [];
  const siblings = visibleChildIds(parts, block.parent);
  const following = siblings.slice(siblings.indexOf(id) + 1);
  const stop = following.findIndex((sibling) => {
    const siblingLevel = levelOf(readBlock(parts, sibling)?.data ?? {});
    return siblingLevel !== undefined && siblingLevel <= level;
  });
  const gathered = stop === -1 ? following : following.slice(0, stop);
  for (const sibling of gathered) relocate(parts, sibling, id);
  return gathered;
}

/**
 * Applies the toggle heading rule to block `id` on its own (insert, type and level changes already
 * apply it). Returns the ids it moved; none for a block that is not a toggle heading.
 */
export function gatherToggleHeading(doc: Y.Doc, id: string, origin: unknown): string[] {
  return doc.transact(() => gatherUnderToggleHeading(documentParts(doc), id), origin);
}
