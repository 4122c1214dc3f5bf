import {
  childIds,
  decodeDoc,
  deleteBlock,
  documentTree,
  emptyDocument,
  insertBlock,
  pageId,
  plainText,
  type BlockNode,
} from '@quire/shared/collab';
import type * as Y from 'yjs';
import { databaseApiOrigin } from './commitEdit.js';
import { markdownBlocks } from './markdownBlocks.js';

/** A new row document holding `markdown` (AppFlowy's empty document when it makes no block). */
export function newRowDocument(markdown: string): Y.Doc {
  const doc = decodeDoc(emptyDocument());
  replaceRowDocument(doc, markdown);
  return doc;
}

/**
 * The document's content replaced by `markdown` (AppFlowy's upsert resets a row's document to the new text),
 * in one transaction; an empty paragraph stays when the Markdown makes no block, so an editor has a line.
 */
export function replaceRowDocument(doc: Y.Doc, markdown: string): void {
  const blocks = markdownBlocks(markdown);
  doc.transact(() => {
    const page = pageId(doc);
    for (const id of childIds(doc, page)) deleteBlock(doc, id, databaseApiOrigin);
    for (const block of blocks.length === 0 ? [{ ty: 'paragraph' }] : blocks) {
      insertBlock(doc, block, { parentId: page }, databaseApiOrigin);
    }
  }, databaseApiOrigin);
}

/** The document's text, a line per block with text, as `row/detail?with_doc=true` answers it. */
export function rowDocumentText(doc: Y.Doc): string {
  const lines: string[] = [];
  const visit = (node: BlockNode) => {
    if (node.text !== null) lines.push(plainText(node.text));
    for (const child of node.children) visit(child);
  };
  for (const child of documentTree(doc).children) visit(child);
  return lines.join('\n');
}

/** Whether the document's text equals what `markdown` would make (an upsert then leaves it alone). */
export function sameRowDocument(doc: Y.Doc, markdown: string): boolean {
  const next = newRowDocument(markdown);
  try {
    return rowDocumentText(next) === rowDocumentText(doc) && blockTypes(next) === blockTypes(doc);
  } finally {
    next.destroy();
  }
}

function blockTypes(doc: Y.Doc): string {
  return documentTree(doc)
    .children.map((child) => child.ty)
    .join(',');
}
