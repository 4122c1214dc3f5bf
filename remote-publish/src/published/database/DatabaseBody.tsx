import type { PublishedDatabase } from '@quire/shared/collab';
import { DatabaseSkeleton, DatabaseView, DocumentView, RowDetail } from '@quire/shared/render';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageQuery } from '../layout/pageQuery';
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
  // The server's drawing of the view is hydrated once the blob is read, not drawn again (a row is).
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
            <RowPage published={state.published} rowId={query.rowId} viewId={query.databaseViewId} />
          )}
        </div>
      );
  }
}

/** `?r=`: the row as a page — its properties and its document — with a way back to the database. */
function RowPage({
  published,
  rowId,
  viewId,
}: {
  published: PublishedDatabase;
  rowId: string;
  viewId: string | undefined;
}) {
  const { t } = useTranslation();
  const labels = useDatabaseLabels();
  const documents = useMemo(() => new PublishedRowDocuments(published), [published]);
  const [tree, setTree] = useState<ReturnType<PublishedRowDocuments['tree']> | null | undefined>();
  useEffect(() => {
    try {
      setTree(documents.tree(rowId));
    } catch {
      setTree(null);
    }
    return () => {
      documents.delete(rowId);
    };
  }, [documents, rowId]);
  const back = <a href={withQuery({ r: undefined })}>{t('publish.database.back', 'Back to the database')}</a>;
  if (tree === null) {
    return (
      <div data-testid="publish-row-missing">
        <p role="alert">{t('publish.database.rowNotFound', 'This row is not part of the published page.')}</p>
        {back}
      </div>
    );
  }
  return (
    <div data-testid="publish-row">
      {back}
      <RowDetail
        published={published}
        rowId={rowId}
        viewId={viewId}
        labels={labels}
        document={tree === undefined ? null : <DocumentView tree={tree} />}
      />
    </div>
  );
}
