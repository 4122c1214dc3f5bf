import { CollabType, emptyDocument, hasDocument } from '@quire/shared/collab';
import { DocumentSync, realtimeConnection, type CollabCreate } from '@quire/shared';
import { useEffect, useState } from 'react';
import * as Y from 'yjs';
import { creationTransport } from './creationTransport';

export type DocumentLoad =
  | { state: 'loading' }
  | { state: 'ready'; sync: DocumentSync }
  | { state: 'failed'; retry: () => void }
  /** A collab made here (a row's document) that the server refused to create (spec VAL-17). */
  | { state: 'createFailed'; retry: () => void };

/**
 * A collab made on this client and empty once the server's copy is known (or cannot be, offline): it gets an
 * empty document (a page and one paragraph), whose first send creates it on the server.
 */
async function startDocument(sync: DocumentSync): Promise<void> {
  if (hasDocument(sync.doc)) return;
  await sync.reconnect().catch(() => undefined);
  if (!hasDocument(sync.doc)) Y.applyUpdate(sync.doc, emptyDocument());
}

/**
 * The page's document collab, opened with DocumentSync (cached copy first, then the server's merged in)
 * for as long as the page is shown. Closing it sends what is pending. `objectId` is the page's view id, or
 * another document's id (a row's document) with `create`: made here if the server lacks it.
 */
export function useDocumentSync(
  userId: string,
  workspaceId: string,
  objectId: string,
  create?: CollabCreate,
): DocumentLoad {
  const [load, setLoad] = useState<DocumentLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const creating = create !== undefined;
  const parentId = create?.parentId;
  useEffect(() => {
    let live = true;
    const retry = () => {
      setAttempt((count) => count + 1);
    };
    const refused = () => {
      if (live) setLoad({ state: 'createFailed', retry });
    };
    const sync = new DocumentSync(
      { userId, workspaceId, objectId, collabType: CollabType.Document },
      {
        realtime: realtimeConnection(),
        ...(creating
          ? { create: parentId === undefined ? {} : { parentId }, transport: creationTransport(refused) }
          : {}),
      },
    );
    setLoad({ state: 'loading' });
    sync
      .open()
      .then(() => (creating ? startDocument(sync) : undefined))
      .then(
        () => {
          if (live)
            setLoad((current) => (current.state === 'createFailed' ? current : { state: 'ready', sync }));
        },
        () => {
          if (live) setLoad({ state: 'failed', retry });
        },
      );
    return () => {
      live = false;
      void sync.destroy();
    };
  }, [userId, workspaceId, objectId, creating, parentId, attempt]);
  return load;
}
