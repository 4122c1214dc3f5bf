import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeDoc, emptyDocument, encodePublishedDatabaseBlob, rowDocumentId } from '@quire/shared/collab';
import {
  databaseHydrationAttribute,
  hydrationRootId,
  serializeDatabaseHydration,
  type DatabaseHydration,
} from '@quire/shared/render';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as Y from 'yjs';
import { publishedView } from './documents';
import { fakeServer, ok, refused } from './fakeServer';
import { PAGE, teamOutline } from './publishedServer';

// The published database's test kit: the AppFlowy fixture database as a published blob, a fake server answering
// it, and the server's copy as renderDatabase.ts puts it in the page.

// The AppFlowy fixtures are read from shared/fixtures/appflowy beside the checkout (never copied in).
export const fixtureDir =
  process.env.QUIRE_APPFLOWY_FIXTURES ?? join(__dirname, '../../../../shared/fixtures/appflowy');
export const withFixtures = existsSync(join(fixtureDir, 'database')) ? it : it.skip;
export const full = '4c658817-20db-4f56-b7f9-0637a22dfeb6';
export const gridView = '7d2148fc-cace-4452-9c5c-96e52e6bf8b5';
export const boardView = 'e410747b-5f2f-45a0-b2f7-890ad3001355';
export const firstRow = '2f944220-9f45-40d9-96b5-e8c0888daf7c';

export function noteDocument(text: string): Uint8Array {
  const doc = decodeDoc(emptyDocument());
  const meta = (doc.getMap('data').get('document') as Y.Map<unknown>).get('meta') as Y.Map<unknown>;
  const [first] = [...(meta.get('text_map') as Y.Map<Y.Text>).values()];
  first?.insert(0, text);
  return Y.encodeStateAsUpdate(doc);
}

/** A row no view lists, which the blob holds anyway (with a document): never opened. */
export const unlistedRow = '0d0d0d0d-1111-4222-8333-444444444444';

/** The first row's collab under another id, titled `title`. */
export function renamedRow(bytes: Uint8Array, rowId: string, title: string): Uint8Array {
  const doc = decodeDoc(bytes);
  const data = doc.getMap('data').get('data') as Y.Map<unknown>;
  data.set('id', rowId);
  (data.get('cells') as Y.Map<Y.Map<unknown>>).get('Y54QIs')?.set('data', title);
  return Y.encodeStateAsUpdate(doc);
}

export function fixtureBlob({ unlisted = false } = {}) {
  const read = (path: string): unknown => JSON.parse(readFileSync(join(fixtureDir, path), 'utf8'));
  const collab = read(`database/${full}.json`) as { data: { doc_state: number[] } };
  const rows = new Map<string, Uint8Array>(
    Object.entries(read(`database/rows/${full}.json`) as Record<string, number[]>).map(([id, bytes]) => [
      id,
      Uint8Array.from(bytes),
    ]),
  );
  const rowDocuments = new Map<string, Uint8Array>([
    [rowDocumentId(firstRow) ?? '', noteDocument('Notes of the first row')],
  ]);
  if (unlisted) {
    rows.set(unlistedRow, renamedRow(rows.get(firstRow) ?? new Uint8Array(), unlistedRow, 'Unlisted title'));
    rowDocuments.set(rowDocumentId(unlistedRow) ?? '', noteDocument('Unlisted notes'));
  }
  return encodePublishedDatabaseBlob({
    database: Uint8Array.from(collab.data.doc_state),
    rows,
    rowDocuments,
    visibleViewIds: [gridView, boardView],
  });
}

/**
 * Puts the server's copy in the page as renderDatabase.ts sends it: `drawing` rendered with the server's props
 * in the wrapper that says what it was rendered with, inside the hydration root. Returns the wrapper.
 */
export function serverCopy(drawing: ReactElement, hydration: DatabaseHydration): HTMLElement {
  const ssr = document.createElement('main');
  ssr.id = 'quire-published';
  const wrapper = document.createElement('div');
  wrapper.setAttribute(databaseHydrationAttribute, serializeDatabaseHydration(hydration));
  wrapper.innerHTML = renderToString(drawing);
  const root = document.createElement('div');
  root.id = hydrationRootId;
  root.append(wrapper);
  ssr.append(root);
  document.body.append(ssr);
  return wrapper;
}

/** Whether React owns this node (it was hydrated or rendered by React). */
export const ownedByReact = (node: Element | null) =>
  Object.keys(node ?? {}).some((key) => key.startsWith('__reactFiber'));

/** Namespace `team` with one published grid page, `tasks`, answering the fixture's blob as JSON. */
export function databaseServer(blob: unknown, current: () => unknown = () => blob) {
  return fakeServer((path) => {
    if (path === '/api/workspace/published-outline/team') return teamOutline;
    if (path.endsWith('/events')) return { pending: true };
    if (path === '/api/workspace/published/team/tasks/blob') return { json: current() };
    if (path === '/api/workspace/v1/published/team/tasks')
      return ok({
        view: { ...publishedView(PAGE, 'Tasks'), layout: 1 },
        child_views: [],
        ancestor_views: [],
      });
    return refused(-2, 'View meta has not been published yet');
  });
}
