import type * as Y from 'yjs';
import { newBlockId } from '../../ids.js';
import { BlockType, foldsChildren, isListType } from '../block-types.js';
import { isCollapsed, type BlockData } from '../data.js';
import { deltaLength, sliceDelta } from '../delta.js';
import { documentParts } from '../parts.js';
import { readText, visibleChildIds, type Block } from '../read.js';
import { attach, createBlock, ensureText, relocate, requireBlock, requireParent } from '../structure.js';

export interface SplitResult {
  /** The block Enter created. */
  inserted: string;
  /** Where the caret goes: the original block (Enter at its start) or the new one, at offset 0. */
  caretBlockId: string;
}

/** The type of the block a split creates: a list type is kept, a toggle list only when collapsed. */
function splitType(block: Block): string {
  if (isListType(block.ty)) return block.ty;
  if (block.ty === BlockType.ToggleList && isCollapsed(block.data)) return block.ty;
  return BlockType.Paragraph;
}

/** A new empty item above a list item: its type and data, without its text or its checked state. */
function itemAbove(block: Block): { ty: string; data: BlockData } {
  if (!isListType(block.ty)) return { ty: BlockType.Paragraph, data: {} };
  const data = Object.fromEntries(Object.entries(block.data).filter(([key]) => key !== 'delta'));
  if (block.ty === BlockType.TodoList) data.checked = false;
  return { ty: block.ty, data };
}

/**
 * Enter at `offset` of a block. At offset 0 an empty block is inserted above (a list item stays the same
 * list type; anything else gets a paragraph). Elsewhere the block is split: the new block takes the text
 * after the offset with its marks, keeps a list type (a toggle list only when collapsed, otherwise it is
 * a paragraph) and goes right after the block, taking over the block's children — except in an expanded
 * toggle list, quote or callout, where it becomes the first child. Throws 'Parent block not found' when
 * the block has no parent (the page).
 */
export function splitBlock(doc: Y.Doc, id: string, offset: number, origin: unknown): SplitResult {
  return doc.transact((): SplitResult => {
    const parts = documentParts(doc);
    const block = requireBlock(parts, id);
    const parent = requireParent(parts, block.parent);
    const inserted = newBlockId();
    if (offset <= 0) {
      createBlock(parts, { id: inserted, ...itemAbove(block) });
      attach(parts, inserted, parent.id, { before: id });
      return { inserted, caretBlockId: id };
    }
    const delta = readText(parts, block) ?? [];
    const length = deltaLength(delta);
    const at = Math.min(offset, length);
    const tail = sliceDelta(delta, at);
    if (at < length) ensureText(parts, block).delete(at, length - at);
    createBlock(parts, { id: inserted, ty: splitType(block), data: {}, text: tail });
    if (foldsChildren(block.ty) && !isCollapsed(block.data)) {
      attach(parts, inserted, id, { index: 0 });
    } else {
      const children = foldsChildren(block.ty) ? [] : visibleChildIds(parts, id);
      attach(parts, inserted, parent.id, { after: id });
      for (const child of children) relocate(parts, child, inserted);
    }
    return { inserted, caretBlockId: inserted };
  }, origin);
}
