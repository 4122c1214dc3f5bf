import { CollabType, decodeDoc } from '@quire/shared/collab';
import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type * as Y from 'yjs';
import { findCollab } from '../../collab/store.js';
import type { Database, ViewRow } from '../../db/schema.js';
import { authorizedCollabOf } from '../../policies/collabAccess.js';
import type { ViewActor } from '../../policies/view.js';
import { loadViewTree } from '../../queries/viewTree.js';

/** A database collab `actor` may `action`, decoded: its page decides, as for every collab. */
export interface OpenedDatabase {
  databaseId: string;
  /** The page the database belongs to (its rights). */
  view: ViewRow;
  doc: Y.Doc;
}

/**
 * The database `databaseId` of the workspace through the one collab policy (a guest may read, not write; a
 * database in a private space of another member, in the trash, or of another workspace is RecordNotFound like a
 * missing one). An id naming any other collab (a document, a row) is RecordNotFound too. The caller destroys
 * `doc`.
 */
export async function openDatabase(
  db: Kysely<Database>,
  params: { workspaceId: string; databaseId: string; actor: ViewActor; action: 'read' | 'write' },
): Promise<OpenedDatabase> {
  const { workspaceId, databaseId, actor, action } = params;
  const tree = await loadViewTree(db, workspaceId);
  const view = await authorizedCollabOf(db, actor, action, tree, databaseId);
  const stored = await findCollab(db, workspaceId, databaseId);
  if (stored?.collabType !== CollabType.Database) {
    throw new AppError('RecordNotFound', SpecMessages.documentNotFound);
  }
  return { databaseId, view, doc: decodeDoc(stored.docState) };
}
