import { api, type ApiClient } from '@quire/shared';
import { createContext, useContext } from 'react';

/**
 * The API client the published page reads with: the page's shared client, or in tests one built by
 * createApiClient over a fake fetch, so the real request and envelope handling still run.
 */
export const PublishApiContext = createContext<ApiClient>(api);

export function usePublishApi(): ApiClient {
  return useContext(PublishApiContext);
}
