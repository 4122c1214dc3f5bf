import type { PublishedDatabase } from '@quire/shared/collab';
import {
  DatabaseSkeleton,
  DatabaseView,
  DocumentView,
  RowMissing,
  RowPage as SharedRowPage,
  type DatabaseHydration,
} from '@quire/shared/render';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageQuery } from '../layout/pageQuery';
import { RowDetailSkeleton } from '../layout/RowDetailSkeleton';
import { PublishedRowDocuments } from './rowDocuments';
import { HydratedDatabase } from './HydratedDatabase';
import {
  forgetServerDatabase,
  hasServerDatabase,
  ServerDatabaseCopy,
  serverDatabaseHydration,
} from './ServerDatabaseCopy';
import { skeletonLayout } from './skeletonLayout';
import { useDatabaseLabels } from './useDatabaseLabels';
import { usePublishedDatabase } from './usePublishedDatabase';

interface Props {
  namespace: string;
  publishName: string;
  /** The page's own view: the one shown without `?v=`. */
  viewId: string;
  /** The page's ViewLayout (Grid, Board or Calendar): which skeleton shows while the blob loads. */
  layout: number;
  /** Changes when the page was read again (update live): the blob is read again. */
  version?: unknown;
}

/** A calendar without events opens on the reader's current month (UTC, as the calendar's dates are). */
function thisMonth(): { year: number; month: number } {
  const now = new Date();
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() };
}

/** The page's query string with `changes` applied (undefined removes a parameter). */
function withQuery(changes: Record<string, string | undefined>): string {
  const search = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) search.delete(key);
    else search.set(key, value);
  }
  const text = search.toString();
  return text === '' ? '?' : `?${text}`;
}

/**
 * A published grid, board or calendar, read-only (PUB-21): the database blob drawn by shared's renderer,
 * the view `?v=` names (PUB-07, the page's own without it) and the row `?r=` names opened as a page
 * (PUB-08) with its document. Tabs and rows are links the router follows without a page load.
 */
export function DatabaseBody({ namespace, publishName, viewId, layout, version }: Props) {
  const { t } = useTranslation();
  const state = usePublishedDatabase(namespace, publishName, version);
  const query = usePageQuery();
  const labels = useDatabaseLabels();
  const navigate = useNavigate();
  // Decided once: the server's drawing is only there on the first page of a visit.
  const [serverCopy] = useState(hasServerDatabase);
  // The server's drawing of the view or row is hydrated once the blob is read, not drawn again.
  const [server] = useState(serverDatabaseHydration);
  const published = state.status === 'loaded' ? state.published : undefined;
  const view = useMemo(
    () =>
      published === undefined ? null : (
        <DatabaseView
          published={published}
          viewId={query.databaseViewId}
          defaultViewId={viewId}
          labels={labels}
          linkToView={(id) => withQuery({ v: id, r: undefined })}
          linkToRow={(rowId) => withQuery({ r: rowId })}
          fallbackMonth={thisMonth()}
        />
      ),
    [published, query.databaseViewId, viewId, labels],
  );
  useEffect(() => {
    if (state.status !== 'loading') forgetServerDatabase();
  }, [state.status]);

  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const href = anchor?.getAttribute('href');
    if (href?.startsWith('?') === true) {
      event.preventDefault();
      void navigate({ search: href });
    }
  };

  switch (state.status) {
    case 'loading':
      if (serverCopy) {
        return (
          <div onClick={follow}>
            <ServerDatabaseCopy />
          </div>
        );
      }
      // PUB-09: a row opening shows the document-style skeleton where the database's header was.
      if (query.rowId !== undefined) return <RowDetailSkeleton />;
      return (
        <DatabaseSkeleton
          layout={skeletonLayout(layout)}
          windowWidth={typeof window === 'undefined' ? 1280 : window.innerWidth}
          windowHeight={typeof window === 'undefined' ? 800 : window.innerHeight}
          label={labels.loading}
        />
      );
    case 'failed':
      return (
        <p role="alert" data-testid="publish-database-failed">
          {t('publish.database.failed', 'This database could not be loaded.')}
        </p>
      );
    case 'loaded':
      return (
        <div data-testid="publish-database" onClick={follow}>
          {query.rowId === undefined ? (
            server === undefined ? (
              view
            ) : (
              <HydratedDatabase published={state.published} server={server} current={view} />
            )
          ) : (
            <RowPage
              published={state.published}
              rowId={query.rowId}
              viewId={query.databaseViewId}
              server={server}
            />
          )}
        </div>
      );
  }
}

/**
 * `?r=`: the row as a page — the way back, its properties and its document (shared's `RowPage`, as the server
 * draws it); a row the page cannot open draws shared's `RowMissing` (the way back and a note), as the server
 * does. When the server drew it, its nodes are hydrated (`HydratedDatabase`), not drawn again: the document
 * is read synchronously so that the first drawing after hydration already holds it.
 */
function RowPage({
  published,
  rowId,
  viewId,
  server,
}: {
  published: PublishedDatabase;
  rowId: string;
  viewId: string | undefined;
  server: DatabaseHydration | undefined;
}) {
  const labels = useDatabaseLabels();
  const documents = useMemo(() => new PublishedRowDocuments(published), [published]);
  // The row's published document (null: it has none), or undefined when the row cannot be opened.
  const tree = useMemo(() => {
    try {
      return documents.publishedTree(rowId);
    } catch {
      return undefined;
    }
  }, [documents, rowId]);
  useEffect(
    () => () => {
      documents.delete(rowId);
    },
    [documents, rowId],
  );
  const page = useMemo(
    () =>
      tree === undefined ? null : (
        <SharedRowPage
          published={published}
          rowId={rowId}
          viewId={viewId}
          labels={labels}
          linkToRow={(id) => withQuery({ r: id })}
          backHref={withQuery({ r: undefined })}
          document={tree === null ? null : <DocumentView tree={tree} />}
        />
      ),
    [published, rowId, viewId, labels, tree],
  );
  if (page === null) {
    // Nothing of the row: the way back and a note, as the server draws it (hydrated when it did).
    const missing = <RowMissing labels={labels} backHref={withQuery({ r: undefined })} />;
    return (
      <div data-testid="publish-row-missing">
        {server === undefined ? (
          missing
        ) : (
          <HydratedDatabase published={published} server={server} current={missing} />
        )}
      </div>
    );
  }
  return (
    <div data-testid="publish-row">
      {server === undefined ? (
        page
      ) : (
        <HydratedDatabase published={published} server={server} current={page} />
      )}
    </div>
  );
}
