import * as Y from 'yjs';
import { parseBlockData, type BlockData } from './data.js';
import { readDelta } from './delta.js';
import type { TextDelta } from './marks.js';
import { documentParts, type DocumentParts } from './parts.js';

/** One block as stored, its data parsed. `ty` may be a type this model does not know. */
export interface Block {
  id: string;
  ty: string;
  data: BlockData;
  /** The parent block's id; '' for the page. */
  parent: string;
  /** Key of the block's ordered children list in `meta.children_map` (often not the block id). */
  childrenId: string;
  /** Key of the block's Y.Text in `meta.text_map`; null when the block has none (yet). */
  externalId: string | null;
  externalType: string | null;
}

function stringOr<T>(value: unknown, fallback: T): string | T {
  return typeof value === 'string' ? value : fallback;
}

export function blockMap(parts: DocumentParts, id: string): Y.Map<unknown> | undefined {
  const value = parts.blocks.get(id);
  return value instanceof Y.Map ? (value as Y.Map<unknown>) : undefined;
}

export function readBlock(parts: DocumentParts, id: string): Block | undefined {
  const map = blockMap(parts, id);
  if (map === undefined) return undefined;
  return {
    id,
    ty: stringOr(map.get('ty'), ''),
    data: parseBlockData(map.get('data')),
    parent: stringOr(map.get('parent'), ''),
    childrenId: stringOr(map.get('children'), id),
    externalId: stringOr(map.get('external_id'), null),
    externalType: stringOr(map.get('external_type'), null),
  };
}

/** The block's children list as stored, which after concurrent moves may name blocks living elsewhere. */
export function storedChildren(parts: DocumentParts, childrenId: string): Y.Array<unknown> | undefined {
  const value = parts.childrenMap.get(childrenId);
  return value instanceof Y.Array ? (value as Y.Array<unknown>) : undefined;
}

/**
 * The ids a block's children list names that really are its children: the block exists and names this
 * block as its parent. Two peers moving one block to different parents at the same time leave its id in
 * both lists while its `parent` settles on one; reading through `parent` shows it once.
 */
export function visibleChildIds(parts: DocumentParts, id: string): string[] {
  const block = readBlock(parts, id);
  if (block === undefined) return [];
  const stored = storedChildren(parts, block.childrenId)?.toArray() ?? [];
  const seen = new Set<string>();
  return stored.filter((child): child is string => {
    if (typeof child !== 'string' || seen.has(child)) return false;
    seen.add(child);
    // Only the parent key is needed: reading the whole block would parse its data for nothing.
    return blockMap(parts, child)?.get('parent') === id;
  });
}

/** The block's Y.Text, when it has one in `text_map`. */
export function storedText(parts: DocumentParts, block: Block): Y.Text | undefined {
  if (block.externalId === null) return undefined;
  const text = parts.textMap.get(block.externalId);
  return text instanceof Y.Text ? text : undefined;
}

/**
 * The block's text: its Y.Text, or for blocks older AppFlowy versions wrote, the `delta` kept in its
 * data (AppFlowy reads it the same way). Null for a block without text.
 */
export function readText(parts: DocumentParts, block: Block): TextDelta | null {
  const text = storedText(parts, block);
  if (text !== undefined) return text.toDelta() as TextDelta;
  return readDelta(block.data.delta) ?? null;
}

// Public readers over a Y.Doc. Each throws 'Document not found' when the doc holds no document.

export function pageId(doc: Y.Doc): string {
  const id = documentParts(doc).document.get('page_id');
  return typeof id === 'string' ? id : '';
}

export function getBlock(doc: Y.Doc, id: string): Block | undefined {
  return readBlock(documentParts(doc), id);
}

/** The block's children, in order. */
export function childIds(doc: Y.Doc, id: string): string[] {
  return visibleChildIds(documentParts(doc), id);
}

/** The block's Y.Text (to bind an editor to), or undefined when it has none yet. */
export function blockText(doc: Y.Doc, id: string): Y.Text | undefined {
  const parts = documentParts(doc);
  const block = readBlock(parts, id);
  return block === undefined ? undefined : storedText(parts, block);
}

/** The block's text as a delta (marks in `attributes`); null when the block has no text. */
export function textDelta(doc: Y.Doc, id: string): TextDelta | null {
  const parts = documentParts(doc);
  const block = readBlock(parts, id);
  return block === undefined ? null : readText(parts, block);
}
