import { documentTree, type BlockNode } from '../../collab/document/tree.js';
import { fixtureDoc } from '../../collab/document/test-utils/documents.js';

export { withFixtures } from '../../collab/document/test-utils/documents.js';

/** The block tree of an AppFlowy fixture (read from shared/fixtures/appflowy, never copied). */
export function fixtureTree(file: 'simple_doc.json' | 'full_doc.json'): BlockNode {
  return documentTree(fixtureDoc(file));
}

export function allNodes(root: BlockNode): BlockNode[] {
  return [root, ...root.children.flatMap(allNodes)];
}

/** Caller options as the publish remote would pass them, for fixture renders. */
export const fixtureOptions = {
  linkToView: (viewId: string, blockId?: string) =>
    `/ns/${encodeURIComponent(viewId)}${blockId === undefined ? '' : `?blockId=${encodeURIComponent(blockId)}`}`,
  resolveView: (viewId: string) => ({ name: `Page ${viewId.slice(0, 4)}` }),
};
