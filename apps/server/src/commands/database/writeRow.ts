import {
  CollabType,
  decodeDoc,
  insertRowOrder,
  newRowDoc,
  readDatabase,
  readRow,
  rowDocumentId,
  setCell,
  setRowMeta,
} from '@quire/shared/collab';
import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import { createHash, randomUUID } from 'node:crypto';
import type * as Y from 'yjs';
import type { DocumentRegistry } from '../../collab/registry.js';
import { findCollab } from '../../collab/store.js';
import type { Database } from '../../db/schema.js';
import { cellsFromJson } from './cellsFromJson.js';
import { commitEdit, type EditTarget } from './commitEdit.js';
import { openDatabase, type OpenedDatabase } from './openDatabase.js';
import { rowsRecordedUnder } from './readRows.js';
import { markdownBlocks } from './markdownBlocks.js';
import { newRowDocument, replaceRowDocument, sameRowDocument } from './rowDocument.js';

export interface RowWrite {
  databaseId: string;
  /** Field id or name → JSON value (AppFlowy's `cells`). */
  cells: Record<string, unknown>;
  /** The row's document as Markdown; null, absent or empty leaves it as it is. */
  document: string | null | undefined;
}

/**
 * `POST …/row`: a new row with its cells (and its document), answering its id. The row collab is created by its
 * first write under the database (`createByFirstWrite`: the writer must be able to edit the database's page,
 * the rows-per-database cap), then its document, then the row is listed in every view of the database — each
 * through the web-update path, so open clients see it arrive and a live publication follows.
 */
export async function createDatabaseRow(
  db: Kysely<Database>,
  registry: DocumentRegistry,
  target: EditTarget,
  write: RowWrite,
): Promise<string> {
  const database = await openDatabase(db, { ...target, databaseId: write.databaseId, action: 'write' });
  try {
    const rowId = randomUUID();
    await insertRow(db, registry, target, database, rowId, write);
    return rowId;
  } finally {
    database.doc.destroy();
  }
}

/**
 * `PUT …/row`: the row whose id AppFlowy derives from `pre_hash` (the first 16 bytes of SHA-256 over the
 * workspace id's bytes, the database id's bytes and the text) is created, or its cells are written and its
 * document replaced when the Markdown differs. The same request twice leaves one row with the same content.
 */
export async function upsertDatabaseRow(
  db: Kysely<Database>,
  registry: DocumentRegistry,
  target: EditTarget,
  write: RowWrite & { preHash: string },
): Promise<string> {
  const rowId = upsertRowId(target.workspaceId, write.databaseId, write.preHash);
  // The document is checked before anything is written: the cells are committed before it.
  if (hasDocument(write.document)) markdownBlocks(write.document);
  const database = await openDatabase(db, { ...target, databaseId: write.databaseId, action: 'write' });
  try {
    const stored = await findCollab(db, target.workspaceId, rowId);
    if (stored === undefined) {
      await insertRow(db, registry, target, database, rowId, write);
      return rowId;
    }
    const rowDoc = decodeDoc(stored.docState);
    try {
      const recorded = await rowsRecordedUnder(db, {
        ...target,
        databaseId: write.databaseId,
        rowIds: [rowId],
      });
      if (!recorded.has(rowId) || readRow(rowDoc)?.databaseId !== write.databaseId) {
        throw new AppError('RecordNotFound', SpecMessages.documentNotFound);
      }
      await updateRow(db, registry, target, database, rowId, rowDoc, write);
    } finally {
      rowDoc.destroy();
    }
    return rowId;
  } finally {
    database.doc.destroy();
  }
}

export function upsertRowId(workspaceId: string, databaseId: string, preHash: string): string {
  const hash = createHash('sha256')
    .update(uuidBytes(workspaceId))
    .update(uuidBytes(databaseId))
    .update(preHash, 'utf8')
    .digest('hex');
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-${hash.slice(12, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`;
}

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');

const hasDocument = (markdown: string | null | undefined): markdown is string =>
  typeof markdown === 'string' && markdown !== '';

async function insertRow(
  db: Kysely<Database>,
  registry: DocumentRegistry,
  target: EditTarget,
  database: OpenedDatabase,
  rowId: string,
  write: RowWrite,
): Promise<void> {
  const { databaseId, doc } = database;
  const fields = Object.values(readDatabase(doc).fields);
  const rowDoc = newRowDoc({ databaseId, rowId, now: target.now, cells: cellsFromJson(fields, write.cells) });
  const documentDoc = hasDocument(write.document) ? newRowDocument(write.document) : undefined;
  try {
    if (documentDoc !== undefined) setRowMeta(rowDoc, { isDocumentEmpty: false });
    await commitEdit(
      db,
      registry,
      target,
      {
        objectId: rowId,
        collabType: CollabType.DatabaseRow,
        doc: rowDoc,
        create: { collabType: CollabType.DatabaseRow, parentId: databaseId },
      },
      () => {
        // Stored whole as it was made.
      },
    );
    if (documentDoc !== undefined) await createDocument(db, registry, target, rowId, documentDoc);
    // Listed last: a client sees the row in the grid only once its collab can be read.
    await listRow(db, registry, target, database, rowId);
  } finally {
    rowDoc.destroy();
    documentDoc?.destroy();
  }
}

async function createDocument(
  db: Kysely<Database>,
  registry: DocumentRegistry,
  target: EditTarget,
  rowId: string,
  documentDoc: Y.Doc,
): Promise<void> {
  await commitEdit(
    db,
    registry,
    target,
    {
      objectId: rowDocumentId(rowId) ?? '',
      collabType: CollabType.Document,
      doc: documentDoc,
      create: { collabType: CollabType.Document, parentId: rowId },
    },
    () => undefined,
  );
}

async function updateRow(
  db: Kysely<Database>,
  registry: DocumentRegistry,
  target: EditTarget,
  database: OpenedDatabase,
  rowId: string,
  rowDoc: Y.Doc,
  write: RowWrite,
): Promise<void> {
  const { doc, view } = database;
  const fields = Object.values(readDatabase(doc).fields);
  const inputs = cellsFromJson(fields, write.cells);
  const documentId = rowDocumentId(rowId) ?? '';
  const storedDocument = hasDocument(write.document)
    ? await findCollab(db, target.workspaceId, documentId)
    : undefined;
  await commitEdit(
    db,
    registry,
    target,
    { objectId: rowId, collabType: CollabType.DatabaseRow, doc: rowDoc, authorizedView: view },
    (edited) => {
      edited.transact(() => {
        for (const [fieldId, input] of Object.entries(inputs)) setCell(edited, fieldId, input, target.now);
        if (hasDocument(write.document)) setRowMeta(edited, { isDocumentEmpty: false });
      });
    },
  );
  if (hasDocument(write.document)) {
    const markdown = write.document;
    if (storedDocument === undefined) {
      const documentDoc = newRowDocument(markdown);
      try {
        await createDocument(db, registry, target, rowId, documentDoc);
      } finally {
        documentDoc.destroy();
      }
    } else {
      const documentDoc = decodeDoc(storedDocument.docState);
      try {
        if (!sameRowDocument(documentDoc, markdown)) {
          await commitEdit(
            db,
            registry,
            target,
            { objectId: documentId, collabType: CollabType.Document, doc: documentDoc, authorizedView: view },
            (edited) => {
              replaceRowDocument(edited, markdown);
            },
          );
        }
      } finally {
        documentDoc.destroy();
      }
    }
  }
  // A row whose listing was lost (or never made) is listed again; insertRowOrder skips views that list it.
  await listRow(db, registry, target, database, rowId);
}

/**
 * Lists the row in every view of the database that does not list it yet, on the database as it is now (read
 * again: another request may have listed it since this one began, and a second listing would show it twice).
 */
async function listRow(
  db: Kysely<Database>,
  registry: DocumentRegistry,
  target: EditTarget,
  database: OpenedDatabase,
  rowId: string,
): Promise<void> {
  const stored = await findCollab(db, target.workspaceId, database.databaseId);
  const doc = stored === undefined ? database.doc : decodeDoc(stored.docState);
  try {
    await commitEdit(
      db,
      registry,
      target,
      { objectId: database.databaseId, collabType: CollabType.Database, doc, authorizedView: database.view },
      (edited) => {
        insertRowOrder(edited, rowId);
      },
    );
  } finally {
    if (doc !== database.doc) doc.destroy();
  }
}
