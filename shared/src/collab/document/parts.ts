import * as Y from 'yjs';
import { documentNotFound } from './errors.js';

/** The Yjs types of a document collab (`data.document.{page_id, blocks, meta.{children_map, text_map}}`). */
export interface DocumentParts {
  document: Y.Map<unknown>;
  blocks: Y.Map<unknown>;
  childrenMap: Y.Map<unknown>;
  textMap: Y.Map<unknown>;
}

function mapAt(parent: Y.Map<unknown> | undefined, key: string): Y.Map<unknown> | undefined {
  const value = parent?.get(key);
  return value instanceof Y.Map ? (value as Y.Map<unknown>) : undefined;
}

/** The document's parts, or undefined when the doc is not a document collab. */
export function findDocumentParts(doc: Y.Doc): DocumentParts | undefined {
  const document = mapAt(doc.getMap<unknown>('data'), 'document');
  const blocks = mapAt(document, 'blocks');
  const meta = mapAt(document, 'meta');
  const childrenMap = mapAt(meta, 'children_map');
  const textMap = mapAt(meta, 'text_map');
  if (document === undefined || blocks === undefined || childrenMap === undefined || textMap === undefined) {
    return undefined;
  }
  return { document, blocks, childrenMap, textMap };
}

/** The document's parts (to observe them, e.g. `blocks.observeDeep`); throws 'Document not found'. */
export function documentParts(doc: Y.Doc): DocumentParts {
  const parts = findDocumentParts(doc);
  if (parts === undefined) throw documentNotFound();
  return parts;
}

export function hasDocument(doc: Y.Doc): boolean {
  return findDocumentParts(doc) !== undefined;
}
