import {
  api,
  DocumentSync,
  httpCollabTransport,
  realtimeConnection,
  type CollabTarget,
  type CollabTransport,
  type DocumentSyncOptions,
  type ServerCollab,
} from '@quire/shared';
import { CollabType, decodeDoc, readDatabase } from '@quire/shared/collab';
import type { CollabListAnswer, PageView } from '@quire/shared/contract';
import { createContext } from 'react';

/** What creating a collab on this client asks of its sync: the server creates it on the first send. */
export interface CollabCreation {
  parentId?: string;
}

/** The database's I/O: which database a page shows, rows read in batches, a sync per collab. Tests give their own. */
export interface DatabaseIo {
  databaseIdOf(workspaceId: string, pageViewId: string): Promise<string>;
  /** The server's copies of rows, in one request; rows it leaves out (unreadable, deferred) are absent. */
  loadRows(workspaceId: string, rowIds: readonly string[]): Promise<Map<string, ServerCollab>>;
  /** A sync for one collab; `preloaded` is the server's copy already read (a batch), used for its first load. */
  openSync(target: CollabTarget, create?: CollabCreation, preloaded?: ServerCollab): DocumentSync;
}

/** The batch route's limit on ids per request. */
export const ROWS_PER_BATCH = 200;

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

async function loadRows(workspaceId: string, rowIds: readonly string[]): Promise<Map<string, ServerCollab>> {
  const answer = await api.post<CollabListAnswer>(
    `/api/workspace/v1/${encodeURIComponent(workspaceId)}/collab_list`,
    {
      params_list: rowIds
        .slice(0, ROWS_PER_BATCH)
        .map((id) => ({ object_id: id, collab_type: CollabType.DatabaseRow })),
    },
  );
  const rows = new Map<string, ServerCollab>();
  for (const [id, item] of Object.entries(answer.items)) {
    rows.set(id, {
      docState: Uint8Array.from(item.doc_state),
      stateVector: Uint8Array.from(item.state_vector),
      version: item.version,
    });
  }
  return rows;
}

/** HTTP, except that the first load answers the copy a batch read already brought. */
export function preloadedTransport(preloaded: ServerCollab): CollabTransport {
  let first: ServerCollab | undefined = preloaded;
  return {
    load(target) {
      const copy = first;
      first = undefined;
      return copy === undefined ? httpCollabTransport.load(target) : Promise.resolve(copy);
    },
    send: (target, update, create) => httpCollabTransport.send(target, update, create),
  };
}

export const httpDatabaseIo: DatabaseIo = {
  databaseIdOf,
  loadRows,
  openSync(target, create, preloaded) {
    // `create` is DocumentSync's option for collabs made here (the server creates them on their first send);
    // passed as a variable so that it reaches a DocumentSync that knows it and is ignored by one that does not.
    const options: DocumentSyncOptions & { create?: CollabCreation } = {
      realtime: realtimeConnection(),
      ...(preloaded === undefined ? {} : { transport: preloadedTransport(preloaded) }),
      ...(create === undefined ? {} : { create }),
    };
    return new DocumentSync(target, options);
  },
};

export const DatabaseIoContext = createContext<DatabaseIo>(httpDatabaseIo);
