import { useEffect, useState } from 'react';
import { fetchPublishedViewMeta, type PublishedViewMeta } from './publishedViewMeta';
import { usePublishApi } from './PublishApiContext';

export type PublishedViewState =
  | { status: 'loading' }
  | { status: 'loaded'; meta: PublishedViewMeta }
  | { status: 'failed'; error: unknown };

/**
 * Loads the meta of one published page. The caller keys its component by namespace and publish name, so a
 * change of either starts over from loading (spec 000 §4) and a failure is only shown when nothing loaded.
 */
export function usePublishedViewMeta(namespace: string, publishName: string): PublishedViewState {
  const client = usePublishApi();
  const [state, setState] = useState<PublishedViewState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchPublishedViewMeta(client, namespace, publishName).then(
      (meta) => {
        if (current) setState({ status: 'loaded', meta });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [client, namespace, publishName]);
  return state;
}
