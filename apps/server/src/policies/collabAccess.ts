import type { Kysely } from 'kysely';
import type { Database, ViewRow } from '../db/schema.js';
import { loadCollabParents } from '../queries/collabParents.js';
import type { ViewTree } from '../queries/viewTree.js';
import { noParents } from './collabOwner.js';
import { authorizedCollab, type ViewActor } from './view.js';

/**
 * `authorizedCollab` for one collab, reading its parents (one query) only when no page owns it directly: a
 * document or database of a page costs nothing more than before; a row or a row's document one indexed read.
 */
export async function authorizedCollabOf(
  db: Kysely<Database>,
  actor: ViewActor,
  action: 'read' | 'write',
  tree: ViewTree,
  objectId: string,
): Promise<ViewRow> {
  const parents =
    tree.ownerOfCollab(objectId) === undefined ? await loadCollabParents(db, tree, [objectId]) : noParents;
  return authorizedCollab(actor, action, tree, objectId, parents);
}
