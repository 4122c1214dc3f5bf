// Publishing test helpers: a page-tree world plus typed public (session-less) reads and a way to type into
// a page's document through web-update, as an editor would.
import type { FolderView, PublishedOutlineView } from '@quire/shared/contract';
import * as Y from 'yjs';
import type { TestServer } from './harness.js';
import { pageTreeWorld, type PageTreeWorld } from './pageTree.js';

export interface PublicAnswer<T = unknown> {
  status: number;
  code: number;
  message: string;
  data?: T;
  retry_after_secs?: number;
}

export interface PublishWorld extends PageTreeWorld {
  apiUrl: string;
  general: FolderView;
  /** A session-less GET, with extra headers (a protected page's password). */
  anon<T = unknown>(path: string, headers?: Record<string, string>): Promise<PublicAnswer<T>>;
  /** A session-less GET of the blob: its bytes when it answered bytes, the envelope otherwise. */
  blob(
    path: string,
    headers?: Record<string, string>,
  ): Promise<{ bytes?: Uint8Array; envelope?: PublicAnswer }>;
  publish(viewId: string, body?: Record<string, unknown>, role?: 'Owner' | 'Member'): Promise<void>;
  /** The view's publish name, read through the workspace side. */
  nameOf(viewId: string): Promise<string>;
  namespace(): Promise<string>;
  /** Types `words` at the end of the document's first paragraph through web-update. */
  type(viewId: string, words: string): Promise<void>;
}

export async function publishWorld(running: TestServer): Promise<PublishWorld> {
  const world = await pageTreeWorld(running);
  const general = await world.space('General');
  const anon = async (path: string, headers: Record<string, string> = {}): Promise<PublicAnswer<never>> => {
    const response = await fetch(`${running.apiUrl}${path.replaceAll('{ws}', world.workspaceId)}`, {
      headers,
    });
    return { ...((await response.json()) as Omit<PublicAnswer<never>, 'status'>), status: response.status };
  };
  return {
    ...world,
    apiUrl: running.apiUrl,
    general,
    anon,
    blob: async (path, headers = {}) => {
      const response = await fetch(`${running.apiUrl}${path}`, { headers });
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (response.headers.get('content-type')?.startsWith('application/octet-stream') === true)
        return { bytes };
      return {
        envelope: { ...(JSON.parse(Buffer.from(bytes).toString()) as PublicAnswer), status: response.status },
      };
    },
    publish: async (viewId, body = {}, role = 'Owner') => {
      await world.ok(role, 'POST', `/api/workspace/{ws}/page-view/${viewId}/publish`, body);
    },
    nameOf: async (viewId) => {
      const list = await world.ok<{ info: { view_id: string; publish_name: string } }[]>(
        'Owner',
        'GET',
        '/api/workspace/{ws}/published-info',
      );
      const found = list.find((entry) => entry.info.view_id === viewId);
      if (found === undefined) throw new Error(`${viewId} is not published`);
      return found.info.publish_name;
    },
    namespace: () => world.ok<string>('Owner', 'GET', '/api/workspace/{ws}/publish-namespace'),
    type: async (viewId, words) => {
      const state = await world.ok<{ doc_state: number[] }>(
        'Owner',
        'GET',
        `/api/workspace/v1/{ws}/collab/${viewId}?collab_type=0`,
      );
      const doc = new Y.Doc();
      Y.applyUpdate(doc, Uint8Array.from(state.doc_state));
      const vector = Y.encodeStateVector(doc);
      firstText(doc).insert(firstText(doc).length, words);
      await world.ok('Owner', 'POST', `/api/workspace/v1/{ws}/collab/${viewId}/web-update`, {
        doc_state: Array.from(Y.encodeStateAsUpdate(doc, vector)),
        collab_type: 0,
      });
    },
  };
}

function firstText(doc: Y.Doc): Y.Text {
  const meta = (doc.getMap('data').get('document') as Y.Map<unknown>).get('meta') as Y.Map<unknown>;
  const [text] = [...(meta.get('text_map') as Y.Map<Y.Text>).values()];
  if (text === undefined) throw new Error('no text in the document');
  return text;
}

/** The text of a published blob's first paragraph. */
export function publishedText(bytes: Uint8Array): string {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, bytes);
  return firstText(doc).toJSON();
}

/** Every view id in a published outline, depth first. */
export function outlineIds(view: PublishedOutlineView): string[] {
  return view.children.flatMap((child) => [child.view_id, ...outlineIds(child)]);
}

/** AppFlowy's batch publish body: each meta with some data (which the server must ignore), then the end mark. */
export function publishFrames(
  metas: readonly unknown[],
  data: Uint8Array = Uint8Array.from([1, 2, 3]),
): Buffer {
  const parts: Buffer[] = [];
  const u32 = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32LE(value);
    return bytes;
  };
  for (const meta of metas) {
    const json = Buffer.from(JSON.stringify(meta));
    parts.push(u32(json.length), json, u32(data.length), Buffer.from(data));
  }
  parts.push(u32(0));
  return Buffer.concat(parts);
}
