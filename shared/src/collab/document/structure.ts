import * as Y from 'yjs';
import { newGenericId } from '../ids.js';
import { applyEdit } from './apply-edit.js';
import { hasTextContent } from './block-types.js';
import { serializeBlockData, type BlockData } from './data.js';
import { blockNotFound, invalidBlockEdit, parentBlockNotFound } from './errors.js';
import type { TextDelta } from './marks.js';
import type { DocumentParts } from './parts.js';
import {
  blockMap,
  readBlock,
  readText,
  storedChildren,
  storedText,
  visibleChildIds,
  type Block,
} from './read.js';

// The primitives the write operations and block rules are made of. They assume a running transaction
// and apply no rule of their own.

/** Where a block goes among a parent's children: next to a sibling, or at an index (end when past it). */
export type BlockPosition = { after: string } | { before: string } | { index: number };

export function requireBlock(parts: DocumentParts, id: string): Block {
  const block = readBlock(parts, id);
  if (block === undefined) throw blockNotFound();
  return block;
}

export function requireParent(parts: DocumentParts, id: string): Block {
  const parent = readBlock(parts, id);
  if (parent === undefined) throw parentBlockNotFound();
  return parent;
}

export function ensureChildren(parts: DocumentParts, block: Block): Y.Array<unknown> {
  const existing = storedChildren(parts, block.childrenId);
  if (existing !== undefined) return existing;
  const created = new Y.Array<unknown>();
  parts.childrenMap.set(block.childrenId, created);
  return created;
}

/**
 * The block's Y.Text, created when missing. A block older AppFlowy versions wrote keeps its text in
 * `data.delta`: that text moves into a Y.Text keyed by the block id, as AppFlowy converts it (the stale
 * `data.delta` stays, as AppFlowy leaves it; readers prefer the Y.Text).
 */
export function ensureText(parts: DocumentParts, block: Block): Y.Text {
  const existing = storedText(parts, block);
  if (existing !== undefined) return existing;
  const text = new Y.Text();
  const legacy = readText(parts, block);
  const textId = block.externalId ?? block.id;
  parts.textMap.set(textId, text);
  if (legacy !== null) applyEdit(text, legacy);
  const map = blockMap(parts, block.id);
  if (block.externalId === null) map?.set('external_id', textId);
  if (block.externalType !== 'text') map?.set('external_type', 'text');
  return text;
}

export interface NewBlockEntry {
  id: string;
  ty: string;
  data: BlockData;
  /** Initial text; undefined gives text types an empty text and other types none. */
  text?: TextDelta | null;
}

/** A block, its empty children list and its text, not yet attached to a parent. */
export function createBlock(parts: DocumentParts, entry: NewBlockEntry): Block {
  if (parts.blocks.has(entry.id)) throw invalidBlockEdit('A block with this id already exists');
  const withText = entry.text === undefined ? hasTextContent(entry.ty) : entry.text !== null;
  const textId = withText ? newGenericId() : null;
  const childrenId = newGenericId();
  const map = new Y.Map<unknown>();
  map.set('id', entry.id);
  map.set('ty', entry.ty);
  map.set('parent', '');
  map.set('children', childrenId);
  map.set('data', serializeBlockData(entry.data));
  map.set('external_id', textId);
  map.set('external_type', textId === null ? null : 'text');
  parts.blocks.set(entry.id, map);
  parts.childrenMap.set(childrenId, new Y.Array<unknown>());
  if (textId !== null) {
    const text = new Y.Text();
    parts.textMap.set(textId, text);
    if (entry.text) applyEdit(text, entry.text);
  }
  return requireBlock(parts, entry.id);
}

function storedIndex(stored: Y.Array<unknown>, id: string): number {
  return stored.toArray().indexOf(id);
}

function resolveIndex(
  parts: DocumentParts,
  parent: Block,
  stored: Y.Array<unknown>,
  position?: BlockPosition,
) {
  if (position === undefined) return stored.length;
  if ('after' in position || 'before' in position) {
    const sibling = 'after' in position ? position.after : position.before;
    const index = storedIndex(stored, sibling);
    if (index === -1) throw invalidBlockEdit('The sibling to insert next to is not a child of the parent');
    return 'after' in position ? index + 1 : index;
  }
  const visible = visibleChildIds(parts, parent.id);
  const before = visible[Math.max(0, Math.floor(position.index))];
  return before === undefined ? stored.length : storedIndex(stored, before);
}

/** Puts a detached block under `parentId` at `position` (default: last). */
export function attach(parts: DocumentParts, id: string, parentId: string, position?: BlockPosition): void {
  const parent = requireParent(parts, parentId);
  const stored = ensureChildren(parts, parent);
  stored.insert(resolveIndex(parts, parent, stored, position), [id]);
  blockMap(parts, id)?.set('parent', parentId);
}

/** Takes a block out of its parent's children list (every copy of its id there). */
export function detach(parts: DocumentParts, block: Block): void {
  const parent = readBlock(parts, block.parent);
  if (parent === undefined) return;
  const stored = storedChildren(parts, parent.childrenId);
  if (stored === undefined) return;
  const ids = stored.toArray();
  for (let index = ids.length - 1; index >= 0; index -= 1) {
    if (ids[index] === block.id) stored.delete(index, 1);
  }
}

/** Deletes a block and everything under it: blocks, children lists and texts. Its parent is untouched. */
export function removeSubtree(parts: DocumentParts, id: string): void {
  const block = readBlock(parts, id);
  if (block === undefined) return;
  for (const child of visibleChildIds(parts, id)) removeSubtree(parts, child);
  parts.childrenMap.delete(block.childrenId);
  if (block.externalId !== null) parts.textMap.delete(block.externalId);
  parts.blocks.delete(id);
}

/** Whether `id` is `ancestorId` or lies under it. */
export function isWithin(parts: DocumentParts, id: string, ancestorId: string): boolean {
  const seen = new Set<string>();
  let current: string | undefined = id;
  while (current !== undefined && current !== '' && !seen.has(current)) {
    if (current === ancestorId) return true;
    seen.add(current);
    current = readBlock(parts, current)?.parent;
  }
  return false;
}

/** Moves a block (with its subtree, ids and texts unchanged) to a new place. */
export function relocate(parts: DocumentParts, id: string, parentId: string, position?: BlockPosition): void {
  const block = requireBlock(parts, id);
  requireParent(parts, parentId);
  if (isWithin(parts, parentId, id)) throw invalidBlockEdit('A block cannot move into itself');
  detach(parts, block);
  attach(parts, id, parentId, position);
}
