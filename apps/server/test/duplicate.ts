// Published-duplicate test helpers: pages with mentions and sub-page blocks written through web-update, an
// outsider with a workspace of their own to copy into, and reads of what a copy holds.
import type { FolderView } from '@quire/shared/contract';
import { documentTree, insertBlock, pageId, pageMention, type BlockNode } from '@quire/shared/collab';
import * as Y from 'yjs';
import { callApi } from './matrix/context.js';
import type { PublishWorld } from './publish.js';

/** Adds blocks to a page's document as the Owner (through web-update): paragraphs, mentions, sub-page blocks. */
export async function addBlocks(
  world: PublishWorld,
  viewId: string,
  blocks: { text?: string; mention?: string; subPage?: string }[],
): Promise<void> {
  const path = `/api/workspace/v1/{ws}/collab/${viewId}`;
  const state = await world.ok<{ doc_state: number[] }>('Owner', 'GET', `${path}?collab_type=0`);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Uint8Array.from(state.doc_state));
  const vector = Y.encodeStateVector(doc);
  const root = pageId(doc);
  for (const block of blocks) {
    if (block.subPage !== undefined) {
      insertBlock(doc, { ty: 'sub_page', data: { view_id: block.subPage } }, { parentId: root }, 'test');
    } else {
      const text = [
        { insert: block.text ?? 'see ' },
        ...(block.mention === undefined ? [] : [pageMention(block.mention)]),
      ];
      insertBlock(doc, { ty: 'paragraph', text }, { parentId: root }, 'test');
    }
  }
  await world.ok('Owner', 'POST', `${path}/web-update`, {
    doc_state: Array.from(Y.encodeStateAsUpdate(doc, vector)),
    collab_type: 0,
  });
}

/** Every block of a document, depth first. */
export function allBlocks(node: BlockNode): BlockNode[] {
  return [node, ...node.children.flatMap(allBlocks)];
}

/** A copy's document as a tree, read by `authorization` from workspace `workspaceId`. */
export async function documentOf(
  apiUrl: string,
  authorization: string,
  workspaceId: string,
  viewId: string,
): Promise<BlockNode> {
  const answer = await callApi(
    apiUrl,
    'GET',
    `/api/workspace/v1/${workspaceId}/collab/${viewId}?collab_type=0`,
    {
      authorization,
    },
  );
  if (answer.code !== 0) throw new Error(`collab ${viewId}: ${answer.code} ${answer.message}`);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Uint8Array.from((answer.data as { doc_state: number[] }).doc_state));
  return documentTree(doc);
}

/** The plain text of every block of a document, joined. */
export function textOf(node: BlockNode): string {
  return allBlocks(node)
    .map((block) => block.text?.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('') ?? '')
    .join('\n');
}

/** Page mentions' targets in a document, in order. */
export function mentionTargets(node: BlockNode): string[] {
  return allBlocks(node).flatMap(
    (block) =>
      block.text?.flatMap((op) => {
        const mention = op.attributes?.mention as { page_id?: unknown } | undefined;
        return typeof mention?.page_id === 'string' ? [mention.page_id] : [];
      }) ?? [],
  );
}

/** A signed-in user's own workspace to copy into: its id and its General space. */
export interface Destination {
  workspaceId: string;
  authorization: string;
  general: string;
  folder(): Promise<FolderView>;
  duplicate(body: Record<string, unknown>, headers?: Record<string, string>): Promise<DuplicateAnswer>;
}

export interface DuplicateAnswer {
  status: number;
  code: number;
  message: string;
  data?: { view_id: string; database_mappings: Record<string, string[]> };
}

export async function destinationOf(apiUrl: string, authorization: string): Promise<Destination> {
  const created = await callApi(apiUrl, 'POST', '/api/workspace', {
    authorization,
    body: { workspace_name: 'Copies' },
  });
  const workspaceId = (created.data as { workspace_id: string }).workspace_id;
  const folder = async () =>
    (await callApi(apiUrl, 'GET', `/api/workspace/${workspaceId}/folder`, { authorization }))
      .data as FolderView;
  const general = (await folder()).children[0]?.view_id ?? '';
  return {
    workspaceId,
    authorization,
    general,
    folder,
    duplicate: (body, headers = {}) => duplicateInto(apiUrl, authorization, workspaceId, body, headers),
  };
}

export async function duplicateInto(
  apiUrl: string,
  authorization: string,
  workspaceId: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<DuplicateAnswer> {
  const response = await fetch(`${apiUrl}/api/workspace/${workspaceId}/published-duplicate`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { ...((await response.json()) as Omit<DuplicateAnswer, 'status'>), status: response.status };
}

/** Every view id of a folder, depth first. */
export function folderIds(view: FolderView): string[] {
  return view.children.flatMap((child) => [child.view_id, ...folderIds(child)]);
}
