import {
  decodeDoc,
  documentTree,
  emptyDocument,
  rowDocumentId,
  type BlockNode,
  type PublishedDatabase,
} from '@quire/shared/collab';
import { SpecMessages } from '@quire/shared/errors';
import type * as Y from 'yjs';

/**
 * The row documents of a published database opened on this page (spec 000 §7: get a row document, create
 * and delete one). Creating reads the row's published document — or, for a published row without one, an
 * empty document — into memory; a row the publication does not hold gives nothing, which is the spec's
 * 'Failed to create row doc'. Deleting forgets it when the row detail closes. Nothing here writes anywhere:
 * a visitor's row documents live and die with the page.
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
    const doc = this.published.rows.has(rowId) ? this.decode(rowId) : undefined;
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
