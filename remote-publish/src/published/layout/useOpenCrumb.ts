import { notify, SpecMessages } from '@quire/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePublishApi } from '../PublishApiContext';
import { publishedHref } from '../publishedLinks';
import { fetchPagePublishInfo } from '../publishInfo';

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
        const info = await fetchPagePublishInfo(client, viewId);
        if (info.publishName === '') throw new Error(SpecMessages.viewNotPublished);
        await navigate(publishedHref(info.namespace === '' ? namespace : info.namespace, info.publishName));
      } catch (error) {
        notify.error(error instanceof Error ? error.message : String(error));
      }
    },
    [client, navigate, namespace],
  );
}
