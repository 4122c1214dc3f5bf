import type { PublishedViewRow, ViewRow } from '../db/schema.js';
import { canReadPublished, type AnonymousReader } from '../policies/view.js';
import type { ViewTree } from './viewTree.js';

export interface PublishedOutlineNode {
  view: ViewRow;
  /** Undefined for an ancestor shown only to reach published pages. */
  publication: PublishedViewRow | undefined;
  children: PublishedOutlineNode[];
}

/**
 * The spaces and pages the public may see in a namespace's outline: every published page the view policy
 * lists (not protected, not expired, not in the trash or a private space) and the ancestors leading to
 * it — nothing else, whatever else the workspace holds. In the folder's order.
 */
export function publishedOutline(
  reader: AnonymousReader,
  tree: ViewTree,
  publications: ReadonlyMap<string, PublishedViewRow>,
): PublishedOutlineNode[] {
  const shown = new Set<string>();
  for (const publication of publications.values()) {
    if (!canReadPublished(reader, 'list', tree, publication)) continue;
    for (const view of tree.ancestry(publication.view_id)) shown.add(view.view_id);
  }
  const nodesUnder = (parentId: string): PublishedOutlineNode[] =>
    tree
      .liveChildren(parentId)
      .filter((child) => shown.has(child.view_id))
      .map((view) => ({
        view,
        publication: canReadPublished(reader, 'list', tree, publications.get(view.view_id))
          ? publications.get(view.view_id)
          : undefined,
        children: nodesUnder(view.view_id),
      }));
  return nodesUnder(tree.workspaceId);
}

/** A published view's children the public may see listed, in order. */
export function publishedChildren(
  reader: AnonymousReader,
  tree: ViewTree,
  publications: ReadonlyMap<string, PublishedViewRow>,
  viewId: string,
): ViewRow[] {
  return tree
    .liveChildren(viewId)
    .filter((child) => canReadPublished(reader, 'list', tree, publications.get(child.view_id)));
}
