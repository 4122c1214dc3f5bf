import type { ViewTree } from '../queries/viewTree.js';
import { authorizedView, authorizeNewSpace, type ViewActor } from './view.js';

/**
 * Uploading a file into folder `parentDir` of the workspace. A folder that names a page is that page's:
 * whoever may write the page may put files in it (a guest never; a page of someone's private space, or in
 * the trash, is 'View not found' as everywhere). Any other folder is the workspace's: its Owner and Members.
 * Returns the page the files belong to, if any (they are deleted with it).
 */
export function authorizeUpload(actor: ViewActor, tree: ViewTree, parentDir: string): string | null {
  if (tree.get(parentDir) === undefined) {
    authorizeNewSpace(actor);
    return null;
  }
  return authorizedView(actor, 'write', tree, parentDir).view.view_id;
}
