import {
  api,
  DocumentSync,
  realtimeConnection,
  type CollabTarget,
  type DocumentSyncOptions,
} from '@quire/shared';
import { decodeDoc, readDatabase } from '@quire/shared/collab';
import type { PageView } from '@quire/shared/contract';
import { createContext } from 'react';

/** What creating a collab on this client asks of its sync: the server creates it on the first send. */
export interface CollabCreation {
  parentId?: string;
}

/** The database's I/O: which database a page shows, and a sync per collab. Tests give their own. */
export interface DatabaseIo {
  databaseIdOf(workspaceId: string, pageViewId: string): Promise<string>;
  openSync(target: CollabTarget, create?: CollabCreation): DocumentSync;
}

/**
 * A database page's collab is the database, whose id is not the page's: it is read from the page view
 * (its collab state names the database).
 */
async function databaseIdOf(workspaceId: string, pageViewId: string): Promise<string> {
  const page = await api.get<PageView>(
    `/api/workspace/${encodeURIComponent(workspaceId)}/page-view/${encodeURIComponent(pageViewId)}`,
  );
  return readDatabase(decodeDoc(Uint8Array.from(page.data.encoded_collab))).id;
}

export const httpDatabaseIo: DatabaseIo = {
  databaseIdOf,
  openSync(target, create) {
    // `create` is DocumentSync's option for collabs made here (the server creates them on their first send);
    // passed as a variable so that it reaches a DocumentSync that knows it and is ignored by one that does not.
    const options: DocumentSyncOptions & { create?: CollabCreation } = {
      realtime: realtimeConnection(),
      ...(create === undefined ? {} : { create }),
    };
    return new DocumentSync(target, options);
  },
};

export const DatabaseIoContext = createContext<DatabaseIo>(httpDatabaseIo);
