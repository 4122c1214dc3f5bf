import type { PublishedDatabase } from '@quire/shared/collab';
import { DatabaseView, type DatabaseHydration } from '@quire/shared/render';
import type { ReactNode } from 'react';
import { HydratedRoot } from '../HydratedRoot';
import { takeServerDatabase } from './ServerDatabaseCopy';

// The server's links (renderDatabase.ts): plain `?v=` / `?r=` addresses.
const serverViewLink = (id: string) => `?v=${encodeURIComponent(id)}`;
const serverRowLink = (rowId: string) => `?r=${encodeURIComponent(rowId)}`;

interface Props {
  published: PublishedDatabase;
  /** What the server rendered the view with. */
  server: DatabaseHydration;
  /** The view as the page draws it now (translated labels, the page's links, the reader's month). */
  current: ReactNode;
}

/**
 * The server's drawing of a grid, board or calendar, hydrated once the blob is read (HydratedRoot): the same
 * nodes, with exactly the props the server used, then the page's own.
 */
export function HydratedDatabase({ published, server, current }: Props) {
  const first = (
    <DatabaseView
      published={published}
      viewId={server.viewId}
      defaultViewId={server.defaultViewId}
      linkToView={serverViewLink}
      linkToRow={serverRowLink}
      fallbackMonth={server.fallbackMonth}
    />
  );
  return <HydratedRoot adopt={takeServerDatabase} first={first} current={current} what="database" />;
}
