import type * as Y from 'yjs';
import { newBlockId } from '../ids.js';
import { BlockType, dropsChildren, hasTextContent } from './block-types.js';
import { serializeBlockData, typeSpecificDataKeys, type BlockData } from './data.js';
import { invalidBlockEdit } from './errors.js';
import type { TextDelta } from './marks.js';
import { documentParts, type DocumentParts } from './parts.js';
import { blockMap, visibleChildIds } from './read.js';
import { tidyAfterChildLeft } from './rules/columns.js';
import { gatherUnderToggleHeading } from './rules/toggle-heading.js';
import {
  attach,
  createBlock,
  detach,
  ensureText,
  relocate,
  removeSubtree,
  requireBlock,
  requireParent,
  type BlockPosition,
} from './structure.js';

// The write operations. Each runs in one `doc.transact(fn, origin)` with the caller's origin (inside a
// caller's own transaction it joins that one), and applies the block rules that follow from it.

export interface NewBlock {
  ty: string;
  data?: BlockData;
  /** Initial text; omitted, text types start empty and other types get none. */
  text?: TextDelta;
  /** A chosen id (an importer keeping ids); by default 8 random characters. */
  id?: string;
  children?: NewBlock[];
}

function insertInto(
  parts: DocumentParts,
  block: NewBlock,
  parentId: string,
  position?: BlockPosition,
): string {
  const id = block.id ?? newBlockId();
  createBlock(parts, { id, ty: block.ty, data: block.data ?? {}, text: block.text });
  attach(parts, id, parentId, position);
  for (const child of block.children ?? []) insertInto(parts, child, id);
  return id;
}

/**
 * Inserts a block (and the children it lists) under `parentId` at `position` (default: last). A toggle
 * heading then gathers the blocks that follow it. Returns the new block's id.
 */
export function insertBlock(
  doc: Y.Doc,
  block: NewBlock,
  target: { parentId: string; position?: BlockPosition },
  origin: unknown,
): string {
  return doc.transact(() => {
    const parts = documentParts(doc);
    requireParent(parts, target.parentId);
    const id = insertInto(parts, block, target.parentId, target.position);
    gatherUnderToggleHeading(parts, id);
    return id;
  }, origin);
}

/**
 * Deletes a block with its whole subtree, their texts and children lists. A column left empty goes
 * too, and a columns block left with one column dissolves into its parent.
 */
export function deleteBlock(doc: Y.Doc, id: string, origin: unknown): void {
  doc.transact(() => {
    const parts = documentParts(doc);
    const block = requireBlock(parts, id);
    if (id === parts.document.get('page_id')) throw invalidBlockEdit('The page block cannot be deleted');
    detach(parts, block);
    removeSubtree(parts, id);
    tidyAfterChildLeft(parts, block.parent);
  }, origin);
}

/**
 * Moves a block with its subtree (ids and texts kept, so concurrent edits inside it stay) under
 * `parentId`. An index counts the new parent's children without the moved block. The column rules
 * apply to the place it left.
 */
export function moveBlock(
  doc: Y.Doc,
  id: string,
  target: { parentId: string; position?: BlockPosition },
  origin: unknown,
): void {
  doc.transact(() => {
    const parts = documentParts(doc);
    const block = requireBlock(parts, id);
    relocate(parts, id, target.parentId, target.position);
    if (block.parent !== target.parentId) tidyAfterChildLeft(parts, block.parent);
  }, origin);
}

function writeData(parts: DocumentParts, id: string, before: BlockData, after: BlockData): void {
  if (serializeBlockData(before) === serializeBlockData(after)) return;
  blockMap(parts, id)?.set('data', serializeBlockData(after));
}

function patched(data: BlockData, patch: BlockData): BlockData {
  const merged = Object.entries({ ...data, ...patch });
  return Object.fromEntries(merged.filter(([, value]) => value !== undefined));
}

/**
 * Sets the data keys in `patch` (a key set to undefined is removed); every other key, known or not, is
 * kept. A toggle list given a level gathers the blocks that follow it.
 */
export function updateBlockData(doc: Y.Doc, id: string, patch: BlockData, origin: unknown): void {
  doc.transact(() => {
    const parts = documentParts(doc);
    const block = requireBlock(parts, id);
    writeData(parts, id, block.data, patched(block.data, patch));
    if ('level' in patch) gatherUnderToggleHeading(parts, id);
  }, origin);
}

/**
 * Turns a block into another type in place (same id, text and position). The old type's own data keys
 * (`level`, `checked`…) are dropped, the rest kept, then `data` is applied. A text type gets a text if
 * it had none; a type that cannot hold children (heading, divider, image…) hands them to its parent,
 * right after it; a toggle heading gathers the blocks that follow it.
 */
export function setBlockType(doc: Y.Doc, id: string, ty: string, data: BlockData, origin: unknown): void {
  doc.transact(() => {
    const parts = documentParts(doc);
    const block = requireBlock(parts, id);
    if (block.ty === BlockType.Page || ty === BlockType.Page)
      throw invalidBlockEdit('The page block keeps its type');
    const kept = block.ty === ty ? block.data : dropTypeSpecific(block.data);
    if (block.ty !== ty) blockMap(parts, id)?.set('ty', ty);
    writeData(parts, id, block.data, patched(kept, data));
    if (hasTextContent(ty)) ensureText(parts, requireBlock(parts, id));
    if (dropsChildren(ty)) {
      let previous = id;
      for (const child of visibleChildIds(parts, id)) {
        relocate(parts, child, block.parent, { after: previous });
        previous = child;
      }
    }
    gatherUnderToggleHeading(parts, id);
  }, origin);
}

function dropTypeSpecific(data: BlockData): BlockData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !typeSpecificDataKeys.has(key)));
}
