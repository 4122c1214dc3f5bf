import { notify } from '@quire/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePublishApi } from '../PublishApiContext';
import { publishedHref } from '../publishedLinks';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Opens a crumb the outline could not vouch for (it failed to load): the page's publish info (API-PUB-12) gives
 * its address; when that fails — not published, network — an error toast says why (NAV-05).
 */
export function useOpenCrumb(namespace: string): (viewId: string) => Promise<void> {
  const { client } = usePublishApi();
  const navigate = useNavigate();
  return useCallback(
    async (viewId: string) => {
      try {
        const info = await client.get<unknown>(
          `/api/workspace/v1/published-info/${encodeURIComponent(viewId)}`,
          {
            auth: false,
          },
        );
        const name = isRecord(info) ? info.publish_name : undefined;
        if (typeof name !== 'string' || name === '') throw new Error('View has not been published yet');
        const published = isRecord(info) && typeof info.namespace === 'string' ? info.namespace : namespace;
        await navigate(publishedHref(published, name));
      } catch (error) {
        notify.error(error instanceof Error ? error.message : String(error));
      }
    },
    [client, navigate, namespace],
  );
}
