import { documentTree, hasDocument, type BlockNode } from '@quire/shared/collab';
import { syncOrigin } from '@quire/shared';
import { useEffect, useRef } from 'react';
import type * as Y from 'yjs';

/** Whether a document holds anything written: text in a block, or a block other than an empty paragraph. */
export function documentHasContent(doc: Y.Doc): boolean {
  if (!hasDocument(doc)) return false;
  const written = (node: BlockNode): boolean =>
    (node.ty !== 'page' && node.ty !== 'paragraph') ||
    (node.text ?? []).some((op) => typeof op.insert !== 'string' || op.insert !== '') ||
    node.children.some(written);
  return written(documentTree(doc));
}

/**
 * Calls `onEdited` once, when this client's own change first leaves content in `doc` (a row marks its document
 * as no longer empty); changes from the server or the cache do not count.
 */
export function useFirstEdit(doc: Y.Doc | null, onEdited: (() => void) | undefined): void {
  const latest = useRef(onEdited);
  latest.current = onEdited;
  const listening = onEdited !== undefined;
  useEffect(() => {
    if (doc === null || !listening) return;
    const onUpdate = (_update: Uint8Array, origin: unknown) => {
      if (origin === syncOrigin || !documentHasContent(doc)) return;
      doc.off('update', onUpdate);
      latest.current?.();
    };
    doc.on('update', onUpdate);
    return () => {
      doc.off('update', onUpdate);
    };
  }, [doc, listening]);
}
