import type { PublishedDatabase } from '@quire/shared/collab';
import { useEffect, useState } from 'react';
import { usePublishApi } from '../PublishApiContext';
import { passwordKey } from '../publishPassword';
import { fetchPublishedDatabase } from './publishedDatabase';

export type PublishedDatabaseState =
  | { status: 'loading' }
  | { status: 'loaded'; published: PublishedDatabase }
  | { status: 'failed'; error: unknown };

/**
 * The blob of the database page `namespace/publishName`, read once the page's meta said it is a database
 * (with the password the reader typed for the page, if any). A new `version` (the page's meta read again
 * after a live update) reads it again, the previous one staying on screen meanwhile.
 */
export function usePublishedDatabase(
  namespace: string,
  publishName: string,
  version?: unknown,
): PublishedDatabaseState {
  const publishApi = usePublishApi();
  const [state, setState] = useState<PublishedDatabaseState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    const password = publishApi.passwords.get(passwordKey(namespace, publishName));
    fetchPublishedDatabase(publishApi, namespace, publishName, password).then(
      (published) => {
        if (current) setState({ status: 'loaded', published });
      },
      (error: unknown) => {
        // A refresh that fails keeps the database on screen; only a first load shows the failure.
        if (current)
          setState((previous) => (previous.status === 'loaded' ? previous : { status: 'failed', error }));
      },
    );
    return () => {
      current = false;
    };
  }, [publishApi, namespace, publishName, version]);
  return state;
}
