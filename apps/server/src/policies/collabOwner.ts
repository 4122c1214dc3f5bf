import type { ViewRow } from '../db/schema.js';
import type { ViewTree } from '../queries/viewTree.js';

/**
 * The collab each collab belongs to when no page owns it (`collabs.parent_id`, migration 0019): a row's database,
 * a row document's row. Only the ids asked about and their parents need be in it.
 */
export type CollabParents = ReadonlyMap<string, string>;

export const noParents: CollabParents = new Map();

/**
 * Steps from a collab up to the collab a page owns: a row document → its row → its database. A longer chain is
 * nothing a page owns (and a cycle, which creation never records, ends here too).
 */
export const maxCollabLineage = 2;

/** The page that owns `objectId`, directly or through at most `maxCollabLineage` parents; undefined if none. */
export function collabOwner(tree: ViewTree, objectId: string, parents: CollabParents): ViewRow | undefined {
  let id: string | undefined = objectId;
  for (let step = 0; step <= maxCollabLineage && id !== undefined; step++) {
    const owner = tree.ownerOfCollab(id);
    if (owner !== undefined) return owner;
    id = parents.get(id);
  }
  return undefined;
}
