import { readPublishedDatabase, type PublishedDatabase } from '@quire/shared/collab';
import type { PublishApi } from '../publishApi';
import { publishedPath } from '../publishedViewMeta';
import { passwordRequest } from '../publishPassword';

/**
 * A published database (API-PUB-11): the blob of spec 001 §3 — the visible views, their rows and row
 * documents — read anonymously (with the page's password when it has one) and decoded for drawing.
 */
export async function fetchPublishedDatabase(
  publishApi: PublishApi,
  namespace: string,
  publishName: string,
  password?: string,
): Promise<PublishedDatabase> {
  const path = `${publishedPath('/api/workspace/published', namespace, publishName)}/blob`;
  const how = passwordRequest(password);
  const bytes = await publishApi.readBytes(
    path,
    how.method === 'GET'
      ? { ...how, acceptJson: true }
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(how.body),
          acceptJson: true,
        },
  );
  return readPublishedDatabase(JSON.parse(new TextDecoder().decode(bytes)) as unknown);
}
