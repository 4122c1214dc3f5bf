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
 * (with the password the reader typed for the page, if any). `version` reloads it (a live update).
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
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [publishApi, namespace, publishName, version]);
  return state;
}
