import { publishedRowDocumentTree, type PublishedDatabase } from '@quire/shared/collab';
import {
  DatabaseView,
  DocumentView,
  plainDatabaseLinks,
  RowMissing,
  RowPage,
  type DatabaseHydration,
} from '@quire/shared/render';
import { useMemo, type ReactNode } from 'react';
import { HydratedRoot } from '../HydratedRoot';
import { takeServerDatabase } from './ServerDatabaseCopy';

interface Props {
  published: PublishedDatabase;
  /** What the server rendered the view or row with. */
  server: DatabaseHydration;
  /** The view or row as the page draws it now (translated labels, the page's links, the reader's month). */
  current: ReactNode;
}

/**
 * The server's drawing of a grid, board or calendar — its view, or for `?r=` one of its rows as a page or the
 * note that the row is not part of the page — hydrated once the blob is read (HydratedRoot): the same nodes,
 * with exactly the props the server used (renderDatabase.ts: `plainDatabaseLinks`, the labels in the reader's
 * language it sent along, the row's published document), then the page's own. Once the server's nodes were taken, a root of its own draws `current`.
 */
export function HydratedDatabase({ published, server, current }: Props) {
  const first = useMemo(() => {
    const { labels } = server;
    if (server.rowMissing === true)
      return <RowMissing labels={labels} backHref={plainDatabaseLinks.back(server.viewId)} />;
    if (server.rowId === undefined) {
      return (
        <DatabaseView
          published={published}
          viewId={server.viewId}
          defaultViewId={server.defaultViewId}
          labels={labels}
          linkToView={plainDatabaseLinks.view}
          linkToRow={plainDatabaseLinks.row}
          fallbackMonth={server.fallbackMonth}
        />
      );
    }
    let tree;
    try {
      tree = publishedRowDocumentTree(published, server.rowId);
    } catch {
      // The server draws no row whose document does not decode: this drawing is not that row's.
      tree = undefined;
    }
    return (
      <RowPage
        published={published}
        rowId={server.rowId}
        viewId={server.viewId}
        labels={labels}
        linkToRow={plainDatabaseLinks.row}
        backHref={plainDatabaseLinks.back(server.viewId)}
        document={tree === undefined ? null : <DocumentView tree={tree} />}
      />
    );
  }, [published, server]);
  return <HydratedRoot adopt={takeServerDatabase} first={first} current={current} what="database" />;
}
