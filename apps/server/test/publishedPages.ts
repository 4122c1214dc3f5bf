// Test helpers of the server-rendered pages: a web root holding a shell index.html like the built one, a plain
// browser GET, and edits of a page's first paragraph with marks (links, page mentions) through web-update.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { insertBlock, pageId, type NewBlock } from '@quire/shared/collab';
import * as Y from 'yjs';
import { makeTempDir, useTestServer, type BackendName, type TestServer } from './harness.js';
import type { PublishWorld } from './publish.js';

/** The built shell's index.html is minified: unquoted attributes, one script. */
export const shellIndexHtml =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Quire</title><script defer src=/main.0a1b2c3d.js></script></head><body><noscript>Quire needs JavaScript to run.</noscript><div id=root></div></body></html>';

export const publicUrl = 'https://pages.example.com';

export async function makeWebRoot(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await makeTempDir('quire-ssr-');
  await mkdir(join(dir, 'shell', 'dist'), { recursive: true });
  await writeFile(join(dir, 'shell', 'dist', 'index.html'), shellIndexHtml);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A test server whose web root holds the shell's index.html, with the public address set: what every test of
 * the server-rendered pages starts from. Call it inside a describe block; `webRoot()` is the folder's path.
 */
export function usePublishedPagesServer(backend: BackendName): {
  server: () => TestServer;
  webRoot: () => string;
} {
  let webRoot = { dir: '', remove: async () => {} };
  beforeAll(async () => {
    webRoot = await makeWebRoot();
  });
  afterAll(async () => {
    await webRoot.remove();
  });
  const server = useTestServer(backend, {
    env: () => ({ QUIRE_WEB_ROOT: webRoot.dir, QUIRE_PUBLIC_URL: publicUrl }),
  });
  return { server, webRoot: () => webRoot.dir };
}

/** What a browser gets for a page address: status, headers and the HTML. */
export async function browse(
  apiUrl: string,
  path: string,
): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await fetch(`${apiUrl}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/**
 * A page's HTML without its hydration data: a JSON script that is never run (its type is not JavaScript) and
 * holds no `<` at all, so nothing in it can close the script or open a tag. What is left is the markup.
 */
export function markupOf(html: string): string {
  const data = /<script type="application\/json" id="quire-hydration">([^<]*)<\/script>/.exec(html);
  if (data === null) throw new Error('the page has no hydration data');
  return html.replace(data[0], '');
}

/** Appends `inserts` (text with marks) to the document's first paragraph through web-update. */
export async function appendInserts(
  world: PublishWorld,
  viewId: string,
  inserts: readonly { insert: string; attributes?: Record<string, unknown> }[],
): Promise<void> {
  const state = await world.ok<{ doc_state: number[] }>(
    'Owner',
    'GET',
    `/api/workspace/v1/{ws}/collab/${viewId}?collab_type=0`,
  );
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Uint8Array.from(state.doc_state));
  const vector = Y.encodeStateVector(doc);
  const meta = (doc.getMap('data').get('document') as Y.Map<unknown>).get('meta') as Y.Map<unknown>;
  const [text] = [...(meta.get('text_map') as Y.Map<Y.Text>).values()];
  if (text === undefined) throw new Error('no text in the document');
  for (const { insert, attributes } of inserts) text.insert(text.length, insert, attributes ?? {});
  await world.ok('Owner', 'POST', `/api/workspace/v1/{ws}/collab/${viewId}/web-update`, {
    doc_state: Array.from(Y.encodeStateAsUpdate(doc, vector)),
    collab_type: 0,
  });
}

/** Appends a block (an image, a heading…) at the end of the document through web-update. */
export async function appendBlock(world: PublishWorld, viewId: string, block: NewBlock): Promise<void> {
  const state = await world.ok<{ doc_state: number[] }>(
    'Owner',
    'GET',
    `/api/workspace/v1/{ws}/collab/${viewId}?collab_type=0`,
  );
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Uint8Array.from(state.doc_state));
  const vector = Y.encodeStateVector(doc);
  insertBlock(doc, block, { parentId: pageId(doc) }, 'test');
  await world.ok('Owner', 'POST', `/api/workspace/v1/{ws}/collab/${viewId}/web-update`, {
    doc_state: Array.from(Y.encodeStateAsUpdate(doc, vector)),
    collab_type: 0,
  });
}
