import {
  decodeDoc,
  documentTree,
  readPublishedParts,
  rowDocumentId,
  type PublishedDatabase,
} from '@quire/shared/collab';
import {
  DatabaseView,
  DocumentView,
  RowDetail,
  databaseHydrationAttribute,
  selectedView,
  serializeDatabaseHydration,
} from '@quire/shared/render';
import type { Kysely } from 'kysely';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Database } from '../../db/schema.js';
import { publishedDatabaseParts } from '../../queries/publishedDatabase.js';
import { escapeHtml } from '../../text/html.js';
import type { OpenedPage } from './load.js';
import type { RenderedContent } from './render.js';

const maxTitles = 8;
/** Decoded databases kept (each holds its rows' plain model): decoding Yjs rows is most of a render's cost. */
const decodedEntries = 4;
const decoded = new Map<string, PublishedDatabase>();

/**
 * The page's published database, decoded once per version of its copy: the other views (`?v=`) and rows
 * (`?r=`) of the same copy are drawn from it without decoding every row again.
 */
async function decodedDatabase(
  db: Kysely<Database>,
  page: OpenedPage,
): Promise<PublishedDatabase | undefined> {
  const key = JSON.stringify([
    page.workspaceId,
    page.view.view_id,
    page.version.sourceVersion,
    page.version.copiedAt,
  ]);
  const known = decoded.get(key);
  if (known !== undefined) {
    decoded.delete(key);
    decoded.set(key, known);
    return known;
  }
  const parts = await publishedDatabaseParts(db, page.workspaceId, page.view.view_id);
  if (parts === undefined) return undefined;
  const published = readPublishedParts(parts);
  decoded.set(key, published);
  for (const oldest of decoded.keys()) {
    if (decoded.size <= decodedEntries) break;
    decoded.delete(oldest);
  }
  return published;
}

/**
 * A published grid, board or calendar drawn by the same renderer as the publish remote: the view `?v=` names
 * when it is one of the visible views, else the page's own; with `?r=` naming a published row, that row as a
 * page (its properties and its document). Tabs and rows are plain `?v=` / `?r=` links, so that they work
 * without JavaScript. The description lists the first rows' titles. The view is hydrated: the remote shows
 * this drawing while it reads the blob, then hydrates these nodes with the same props (the view, the page's own
 * view and the calendar's month, in the wrapper's `data-quire-database`; the links and labels are the
 * defaults). A row (`?r=`) is drawn again by the remote once read.
 */
export async function renderDatabaseContent(
  db: Kysely<Database>,
  page: OpenedPage,
  viewId: string | undefined,
  rowId?: string,
): Promise<RenderedContent> {
  const published = await decodedDatabase(db, page);
  if (published === undefined) return { html: '', text: '', highlighted: false, hydration: undefined };
  const props = {
    published,
    viewId,
    defaultViewId: page.view.view_id,
    linkToView: (id: string) => `?v=${encodeURIComponent(id)}`,
    linkToRow: (rowId: string) => `?r=${encodeURIComponent(rowId)}`,
    // A calendar without events opens on the current month (UTC, as the calendar's dates are).
    fallbackMonth: { year: new Date().getUTCFullYear(), month: new Date().getUTCMonth() },
  };
  const row = rowId === undefined ? undefined : published.rows.get(rowId);
  const hydration = serializeDatabaseHydration({
    viewId,
    defaultViewId: props.defaultViewId,
    fallbackMonth: props.fallbackMonth,
  });
  const html =
    row === undefined
      ? `<div ${databaseHydrationAttribute}="${escapeHtml(hydration)}">${renderToString(createElement(DatabaseView, props))}</div>`
      : renderToString(
          createElement(RowDetail, {
            published,
            rowId: row.id,
            viewId,
            document: rowDocument(published, row.id),
          }),
        );
  const primary = Object.values(published.database.fields).find((field) => field.isPrimary);
  const view = selectedView(props);
  const titles = (view?.rowOrder ?? [])
    .map(({ id }) => published.rows.get(id)?.cells[primary?.id ?? '']?.data)
    .filter((data): data is string => typeof data === 'string' && data.trim() !== '')
    .slice(0, maxTitles);
  return { html, text: titles.join(', ').slice(0, 160), highlighted: false, hydration: undefined };
}

/** The row's published document drawn read-only, or nothing when it has none. */
function rowDocument(published: PublishedDatabase, rowId: string) {
  const documentId = rowDocumentId(rowId);
  const bytes = documentId === undefined ? undefined : published.rowDocuments.get(documentId);
  if (bytes === undefined) return null;
  return createElement(DocumentView, { tree: documentTree(decodeDoc(bytes)) });
}
