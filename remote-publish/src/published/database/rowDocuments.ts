import {
  decodeDoc,
  documentTree,
  emptyDocument,
  rowDocumentId,
  type BlockNode,
  type PublishedDatabase,
} from '@quire/shared/collab';
import { SpecMessages } from '@quire/shared/errors';
import { shownRowIds } from '@quire/shared/render';
import type * as Y from 'yjs';

/**
 * The row documents of a published database opened on this page (spec 000 §7: get a row document, create
 * and delete one). Creating reads the row's published document — or, for a published row without one, an
 * empty document — into memory; a row the publication does not hold, or that no shown view draws, gives
 * nothing, which is the spec's 'Failed to create row doc'. Deleting forgets it when the row detail closes.
 * Nothing here writes anywhere: a visitor's row documents live and die with the page.
 */
export class PublishedRowDocuments {
  private readonly open = new Map<string, Y.Doc>();

  constructor(private readonly published: PublishedDatabase) {}

  get(rowId: string): Y.Doc | undefined {
    return this.open.get(rowId);
  }

  create(rowId: string): Y.Doc {
    const existing = this.open.get(rowId);
    if (existing !== undefined) return existing;
    // Only a row one of the shown views draws, as the server's row page (shared's `shownRowIds`).
    const doc = shownRowIds(this.published).has(rowId) ? this.decode(rowId) : undefined;
    if (doc === undefined) throw new Error(SpecMessages.failedToCreateRowDoc);
    this.open.set(rowId, doc);
    return doc;
  }

  delete(rowId: string): void {
    this.open.get(rowId)?.destroy();
    this.open.delete(rowId);
  }

  /** The row's document as a block tree, created when needed. */
  tree(rowId: string): BlockNode {
    return documentTree(this.create(rowId));
  }

  /**
   * The row's document as a block tree when the publication holds one for it, null when it holds none (the
   * row page then draws no document, as the server's does); created when needed, so it throws as `create`.
   */
  publishedTree(rowId: string): BlockNode | null {
    const tree = this.tree(rowId);
    const documentId = rowDocumentId(rowId);
    return documentId !== undefined && this.published.rowDocuments.has(documentId) ? tree : null;
  }

  private decode(rowId: string): Y.Doc | undefined {
    const documentId = rowDocumentId(rowId);
    const bytes = documentId === undefined ? undefined : this.published.rowDocuments.get(documentId);
    try {
      return decodeDoc(bytes ?? emptyDocument());
    } catch {
      return undefined;
    }
  }
}
