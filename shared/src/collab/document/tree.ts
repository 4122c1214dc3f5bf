import type * as Y from 'yjs';
import type { BlockData } from './data.js';
import type { TextDelta } from './marks.js';
import { toPlainJson } from './numbers.js';
import { documentParts, type DocumentParts } from './parts.js';
import { readBlock, readText, visibleChildIds } from './read.js';

/** A block with its text and children resolved: plain JSON, for renderers, indexing and tests. */
export interface BlockNode {
  id: string;
  ty: string;
  data: BlockData;
  /** Null for a block without text (page, divider, image…). */
  text: TextDelta | null;
  children: BlockNode[];
}

function nodeOf(parts: DocumentParts, id: string, path: Set<string>): BlockNode | undefined {
  const block = readBlock(parts, id);
  // A cycle can only come from concurrent moves; showing the block once keeps the tree finite.
  if (block === undefined || path.has(id)) return undefined;
  path.add(id);
  const children = visibleChildIds(parts, id)
    .map((child) => nodeOf(parts, child, path))
    .filter((node): node is BlockNode => node !== undefined);
  path.delete(id);
  const text = readText(parts, block);
  return {
    id,
    ty: block.ty,
    data: toPlainJson(block.data) as BlockData,
    text: text === null ? null : (toPlainJson(text) as TextDelta),
    children,
  };
}

/** The whole document from its page block down. Throws 'Document not found'. */
export function documentTree(doc: Y.Doc): BlockNode {
  const parts = documentParts(doc);
  const pageId = parts.document.get('page_id');
  const page = typeof pageId === 'string' ? nodeOf(parts, pageId, new Set()) : undefined;
  return (
    page ?? { id: typeof pageId === 'string' ? pageId : '', ty: 'page', data: {}, text: null, children: [] }
  );
}

/** The subtree of one block, or undefined when the block does not exist. */
export function blockTree(doc: Y.Doc, id: string): BlockNode | undefined {
  return nodeOf(documentParts(doc), id, new Set());
}
