import { publishedRowDocumentTree, readPublishedParts, type PublishedDatabase } from '@quire/shared/collab';
import {
  DatabaseView,
  DocumentView,
  RowMissing,
  RowPage,
  databaseHydrationAttribute,
  plainDatabaseLinks,
  selectedView,
  serializeDatabaseHydration,
  shownRowIds,
  shownViews,
  type DatabaseLabels,
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

/** What the server drew of a database page: `RenderedContent`, and which of the query's ids it used. */
export interface RenderedDatabase extends RenderedContent {
  /**
   * `?r=` answered as a row page — the row, or the note that it is not part of the page: the frame then draws
   * no page heading (the row has its own), as the publish remote does for any `?r=`.
   */
  row: boolean;
  /**
   * Whether each id of the query names something drawn — `?v=` a shown view, `?r=` a row a shown view draws.
   * Only then does the answer get a cache entry of its own: an unknown id draws what no id draws.
   */
  idsMatched: boolean;
}

/**
 * A published grid, board or calendar drawn by the same renderer as the publish remote: the view `?v=` names
 * when it is one of the visible views, else the page's own; with `?r=` naming a row that one of the shown
 * views draws (`shownRowIds`), that row as a page (shared's `RowPage`: the way back, its properties under the
 * view's labels, its document when the copy holds one); with any other `?r=` — even a row the copy holds —
 * what the remote draws for it (shared's `RowMissing`: the way back and a note, nothing of the id or row). Tabs, rows and the way back are plain links (`plainDatabaseLinks`), so
 * that they work without JavaScript. The description lists the first rows' titles. The drawing is hydrated:
 * the remote shows it while it reads the blob, then hydrates these nodes with the same props (the view, the
 * page's own view, the calendar's month, the row and the labels in the reader's language, in the wrapper's
 * `data-quire-database`; the links are `plainDatabaseLinks`).
 */
export async function renderDatabaseContent(
  db: Kysely<Database>,
  page: OpenedPage,
  viewId: string | undefined,
  rowId?: string,
  /** The views' labels in the reader's language (sent along in the hydration attribute). */
  labels?: DatabaseLabels,
): Promise<RenderedDatabase> {
  const published = await decodedDatabase(db, page);
  if (published === undefined)
    return { html: '', text: '', highlighted: false, hydration: undefined, row: false, idsMatched: false };
  const props = {
    published,
    viewId,
    defaultViewId: page.view.view_id,
    labels,
    linkToView: plainDatabaseLinks.view,
    linkToRow: plainDatabaseLinks.row,
    // A calendar without events opens on the current month (UTC, as the calendar's dates are).
    fallbackMonth: { year: new Date().getUTCFullYear(), month: new Date().getUTCMonth() },
  };
  const shown = rowId !== undefined && shownRowIds(published).has(rowId);
  // A row whose document does not decode is not drawn (the remote cannot open it either).
  const document = shown ? rowDocument(published, rowId) : undefined;
  const row = document === undefined ? undefined : rowId;
  // Any other `?r=` draws what the remote draws for it: the way back and the note, nothing of the id or row.
  const missing = rowId !== undefined && row === undefined;
  const hydration = serializeDatabaseHydration({
    viewId,
    defaultViewId: props.defaultViewId,
    fallbackMonth: props.fallbackMonth,
    rowId: row,
    rowMissing: missing,
    labels,
  });
  const drawing =
    row !== undefined
      ? createElement(RowPage, {
          published,
          rowId: row,
          viewId,
          labels,
          linkToRow: plainDatabaseLinks.row,
          backHref: plainDatabaseLinks.back(viewId),
          document,
        })
      : missing
        ? createElement(RowMissing, { labels, backHref: plainDatabaseLinks.back(viewId) })
        : createElement(DatabaseView, props);
  const html = `<div ${databaseHydrationAttribute}="${escapeHtml(hydration)}">${renderToString(drawing)}</div>`;
  const primary = Object.values(published.database.fields).find((field) => field.isPrimary);
  const view = selectedView(props);
  const titles = (view?.rowOrder ?? [])
    .map(({ id }) => published.rows.get(id)?.cells[primary?.id ?? '']?.data)
    .filter((data): data is string => typeof data === 'string' && data.trim() !== '')
    .slice(0, maxTitles);
  const viewMatched = viewId === undefined || shownViews(props).some((shown) => shown.id === viewId);
  return {
    html,
    text: titles.join(', ').slice(0, 160),
    highlighted: false,
    hydration: undefined,
    row: rowId !== undefined,
    idsMatched: viewMatched && row === rowId,
  };
}

/**
 * The row's published document drawn read-only (as the remote draws it), null when the copy holds none for it,
 * undefined when it does not decode.
 */
function rowDocument(published: PublishedDatabase, rowId: string) {
  let tree;
  try {
    tree = publishedRowDocumentTree(published, rowId);
  } catch {
    return undefined;
  }
  return tree === undefined ? null : createElement(DocumentView, { tree });
}
