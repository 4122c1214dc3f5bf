// A document page as any API client sees it: created through page-view, read whole through the collab API
// (`GET /api/workspace/v1/{ws}/collab/{id}`) and changed with a Yjs update (`POST …/web-update`), in AppFlowy's
// public document layout (`data.document.{page_id, blocks, meta.{children_map, text_map}}`).
import { expect, type Page } from '@playwright/test';
import * as Y from 'yjs';
import { storedAccessToken } from './sign-in.js';
import { folderOf } from './workspace.js';

/** AppFlowy's CollabType of a document. */
export const documentCollabType = 0;

const bearer = async (page: Page) => ({ authorization: `Bearer ${(await storedAccessToken(page)) ?? ''}` });

/**
 * Creates a page the way any API client may (a document unless `layout` says otherwise: 1 grid, 2 board…),
 * under `parentId` or else the workspace's General space, and returns its id.
 */
export async function createPageView(
  page: Page,
  apiUrl: string,
  workspaceId: string,
  name: string,
  options: { parentId?: string; layout?: number } = {},
): Promise<string> {
  let parentId = options.parentId;
  if (parentId === undefined) {
    const general = (await folderOf(page, apiUrl, workspaceId)).children.find((n) => n.name === 'General');
    expect(general).toBeDefined();
    parentId = general!.view_id;
  }
  const response = await page.request.post(`${apiUrl}/api/workspace/${workspaceId}/page-view`, {
    headers: await bearer(page),
    data: { parent_view_id: parentId, layout: options.layout ?? 0, name },
  });
  const body = (await response.json()) as { code: number; data: { view_id: string } };
  expect(body.code).toBe(0);
  return body.data.view_id;
}

/** Creates a document under the workspace's General space the way any API client may, and returns its id. */
export function createDocumentPage(
  page: Page,
  apiUrl: string,
  workspaceId: string,
  name: string,
): Promise<string> {
  return createPageView(page, apiUrl, workspaceId, name);
}

const collabUrl = (apiUrl: string, workspaceId: string, objectId: string) =>
  `${apiUrl}/api/workspace/v1/${workspaceId}/collab/${objectId}`;

/** The server's copy of a document collab, as the signed-in user of `page` reads it. */
export async function serverDocument(
  page: Page,
  apiUrl: string,
  workspaceId: string,
  objectId: string,
): Promise<{ doc: Y.Doc; stateVector: Uint8Array; version: number }> {
  const response = await page.request.get(collabUrl(apiUrl, workspaceId, objectId), {
    headers: await bearer(page),
    params: { collab_type: documentCollabType },
  });
  const body = (await response.json()) as {
    code: number;
    data: { doc_state: number[]; state_vector: number[]; version: number };
  };
  expect(body.code).toBe(0);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Uint8Array.from(body.data.doc_state));
  return { doc, stateVector: Uint8Array.from(body.data.state_vector), version: body.data.version };
}

/**
 * Appends AppFlowy JSON blocks (`{type, data, delta, children}`) at the end of a document through
 * `POST …/page-view/{id}/append-block`, in batches of `batch`.
 */
export async function appendBlocks(
  page: Page,
  apiUrl: string,
  workspaceId: string,
  viewId: string,
  blocks: readonly Record<string, unknown>[],
  batch = 100,
): Promise<void> {
  for (let start = 0; start < blocks.length; start += batch) {
    const response = await page.request.post(
      `${apiUrl}/api/workspace/${workspaceId}/page-view/${viewId}/append-block`,
      { headers: await bearer(page), data: { blocks: blocks.slice(start, start + batch) } },
    );
    expect(((await response.json()) as { code: number }).code).toBe(0);
  }
}

/** Sends a Yjs update to a document collab as a web client does; resolves with the collab's version. */
export async function sendWebUpdate(
  page: Page,
  apiUrl: string,
  workspaceId: string,
  objectId: string,
  update: Uint8Array,
): Promise<number> {
  const response = await page.request.post(`${collabUrl(apiUrl, workspaceId, objectId)}/web-update`, {
    headers: { ...(await bearer(page)), 'client-version': 'web', 'device-id': 'e2e-seed' },
    data: { doc_state: Buffer.from(update).toString('base64'), collab_type: documentCollabType },
  });
  const body = (await response.json()) as { code: number; message?: string; data: { version: number } };
  expect(body, body.message).toMatchObject({ code: 0 });
  return body.data.version;
}

/** Appends `words` to the end of the document's first text, through web-update (as an author's editor would). */
export async function appendText(
  page: Page,
  apiUrl: string,
  workspaceId: string,
  viewId: string,
  words: string,
): Promise<void> {
  const { doc, stateVector } = await serverDocument(page, apiUrl, workspaceId, viewId);
  const [text] = [...partsOf(doc).textMap.values()];
  if (!(text instanceof Y.Text)) throw new Error('the document has no text');
  text.insert(text.length, words);
  await sendWebUpdate(page, apiUrl, workspaceId, viewId, Y.encodeStateAsUpdate(doc, stateVector));
}

/**
 * Appends a block (its type, data and optional text) as the last top-level block of the document, through
 * web-update, written in AppFlowy's layout (block map, its own empty children list, its text in text_map).
 */
export async function appendBlock(
  page: Page,
  apiUrl: string,
  workspaceId: string,
  viewId: string,
  block: { id: string; ty: string; data?: Record<string, unknown>; text?: TextInsert[] },
): Promise<void> {
  const { doc, stateVector } = await serverDocument(page, apiUrl, workspaceId, viewId);
  const parts = partsOf(doc);
  const pageId = parts.document.get('page_id');
  if (typeof pageId !== 'string') throw new Error('the document has no page_id');
  const pageBlock = parts.blocks.get(pageId);
  if (!(pageBlock instanceof Y.Map)) throw new Error('the document has no page block');
  const childrenKey = (pageBlock as Y.Map<unknown>).get('children');
  const list = parts.childrenMap.get(typeof childrenKey === 'string' ? childrenKey : pageId);
  if (!(list instanceof Y.Array)) throw new Error('the page has no children list');
  doc.transact(() => {
    const map = new Y.Map<unknown>();
    const childrenId = `${block.id}-children`;
    const textId = block.text === undefined ? null : `${block.id}-text`;
    map.set('id', block.id);
    map.set('ty', block.ty);
    map.set('parent', pageId);
    map.set('children', childrenId);
    map.set('data', JSON.stringify(block.data ?? {}));
    map.set('external_id', textId);
    map.set('external_type', textId === null ? null : 'text');
    parts.blocks.set(block.id, map);
    parts.childrenMap.set(childrenId, new Y.Array<unknown>());
    if (textId !== null) {
      const text = new Y.Text();
      parts.textMap.set(textId, text);
      text.applyDelta(block.text ?? []);
    }
    (list as Y.Array<unknown>).push([block.id]);
  });
  await sendWebUpdate(page, apiUrl, workspaceId, viewId, Y.encodeStateAsUpdate(doc, stateVector));
}

interface DocumentParts {
  document: Y.Map<unknown>;
  blocks: Y.Map<unknown>;
  childrenMap: Y.Map<unknown>;
  textMap: Y.Map<unknown>;
}

function mapAt(parent: Y.Map<unknown>, key: string): Y.Map<unknown> {
  const value = parent.get(key);
  if (!(value instanceof Y.Map)) throw new Error(`the document has no map at "${key}"`);
  return value as Y.Map<unknown>;
}

function partsOf(doc: Y.Doc): DocumentParts {
  const document = mapAt(doc.getMap('data'), 'document');
  const meta = mapAt(document, 'meta');
  return {
    document,
    blocks: mapAt(document, 'blocks'),
    childrenMap: mapAt(meta, 'children_map'),
    textMap: mapAt(meta, 'text_map'),
  };
}

/** One insert of a block's text: a string (a mention or formula is one '$' with its attributes). */
export interface TextInsert {
  insert: unknown;
  attributes?: Record<string, unknown>;
}

/** A block with its text and children resolved, as a reader of the layout finds them. */
export interface DocumentBlock {
  id: string;
  ty: string;
  data: Record<string, unknown>;
  /** The Y.Text in text_map, or the `delta` older AppFlowy versions kept in the block's data; null if neither. */
  text: TextInsert[] | null;
  children: DocumentBlock[];
}

function blockOf(parts: DocumentParts, id: string, path: Set<string>): DocumentBlock | undefined {
  const map = parts.blocks.get(id);
  if (!(map instanceof Y.Map) || path.has(id)) return undefined;
  const block = map as Y.Map<unknown>;
  const rawData = block.get('data');
  const data = (typeof rawData === 'string' && rawData !== '' ? JSON.parse(rawData) : {}) as Record<
    string,
    unknown
  >;
  const externalId = block.get('external_id');
  const stored = typeof externalId === 'string' ? parts.textMap.get(externalId) : undefined;
  const text =
    stored instanceof Y.Text
      ? (stored.toDelta() as TextInsert[])
      : Array.isArray(data.delta)
        ? (data.delta as TextInsert[])
        : null;
  const childrenKey = block.get('children');
  const list = parts.childrenMap.get(typeof childrenKey === 'string' ? childrenKey : id);
  const childIds = list instanceof Y.Array ? (list.toArray() as unknown[]) : [];
  path.add(id);
  const children = childIds
    .filter((child): child is string => typeof child === 'string')
    .map((child) => blockOf(parts, child, path))
    .filter((child): child is DocumentBlock => child !== undefined);
  path.delete(id);
  return { id, ty: String(block.get('ty')), data, text, children };
}

/** The document from its page block down. */
export function documentTree(doc: Y.Doc): DocumentBlock {
  const parts = partsOf(doc);
  const pageId = parts.document.get('page_id');
  const page = typeof pageId === 'string' ? blockOf(parts, pageId, new Set()) : undefined;
  if (page === undefined) throw new Error('the document has no page block');
  return page;
}

/** Every block below `root`, depth first in document order. */
export function descendants(root: DocumentBlock): DocumentBlock[] {
  return root.children.flatMap((child) => [child, ...descendants(child)]);
}

/** The plain text of a block's text: its string inserts. */
export function plainText(text: readonly TextInsert[] | null): string {
  return (text ?? []).map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('');
}

/** All the text of a document, one block a line, in document order. */
export function documentText(doc: Y.Doc): string {
  return descendants(documentTree(doc))
    .map((block) => plainText(block.text))
    .join('\n');
}

/**
 * Makes `target` (a page's collab as the server holds it) hold `source`'s document instead: what the page held
 * is deleted, and every block, children list and text of `source` is written into it under its own id, the
 * source's page block becoming the page. Done as one transaction of a client of its own, so the update that
 * goes to the server is plain edits to the document the server has (the source's `data.document` map itself
 * cannot be sent: two clients setting the same key of `data` would leave either one).
 */
export function replaceDocument(target: Y.Doc, source: Y.Doc): void {
  const to = partsOf(target);
  const from = partsOf(source);
  const pageId = from.document.get('page_id');
  if (typeof pageId !== 'string') throw new Error('the source document has no page_id');
  target.transact(() => {
    for (const key of [...to.blocks.keys()]) to.blocks.delete(key);
    for (const key of [...to.childrenMap.keys()]) to.childrenMap.delete(key);
    for (const key of [...to.textMap.keys()]) to.textMap.delete(key);
    for (const [id, value] of from.blocks) {
      if (!(value instanceof Y.Map)) continue;
      const block = new Y.Map<unknown>();
      for (const [field, fieldValue] of (value as Y.Map<unknown>).entries()) {
        if (fieldValue instanceof Y.AbstractType)
          throw new Error(`block ${id}: ${field} is not a plain value`);
        block.set(field, fieldValue);
      }
      to.blocks.set(id, block);
    }
    for (const [key, value] of from.childrenMap) {
      if (value instanceof Y.Array) to.childrenMap.set(key, Y.Array.from(value.toArray() as string[]));
    }
    for (const [key, value] of from.textMap) {
      if (!(value instanceof Y.Text)) continue;
      const text = new Y.Text();
      to.textMap.set(key, text);
      text.applyDelta(value.toDelta() as TextInsert[]);
    }
    to.document.set('page_id', pageId);
  });
}
