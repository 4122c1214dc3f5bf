import { createContext, useContext } from 'react';
import { createPublishApi, type PublishApi } from './publishApi';

/**
 * What the published page reads with: on the page shared's client and the global fetch; in tests one built by
 * createPublishApi over a fake fetch, so the real request and envelope handling still run.
 */
export const PublishApiContext = createContext<PublishApi>(createPublishApi());

export function usePublishApi(): PublishApi {
  return useContext(PublishApiContext);
}
