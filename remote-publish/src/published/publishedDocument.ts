import { decodeDoc, documentTree, type BlockNode } from '@quire/shared/collab';
import type { HydrationData, RenderResources } from '@quire/shared/render';
import { resourcesFor } from './documentResources';
import type { PublishApi } from './publishApi';
import { publishedPath } from './publishedViewMeta';
import { passwordRequest } from './publishPassword';

/** A published document ready to draw: its block tree and what its code and math blocks need. */
export interface PublishedDocument {
  tree: BlockNode;
  /** undefined for a page without code or math: the highlighter is then not downloaded at all. */
  resources: RenderResources | undefined;
  /** Set when this is the server's rendering of the page: what to hydrate its markup with. */
  hydration?: Pick<HydrationData, 'views' | 'highlightBlockId' | 'labels'>;
}

/** The Yjs state of the page (API-PUB-11, API-PUB-16), read anonymously, turned into the block tree. */
export async function fetchPublishedDocument(
  publishApi: PublishApi,
  namespace: string,
  publishName: string,
  password?: string,
): Promise<PublishedDocument> {
  const path = `${publishedPath('/api/workspace/published', namespace, publishName)}/blob`;
  const how = passwordRequest(password);
  const bytes = await publishApi.readBytes(
    path,
    how.method === 'GET'
      ? how
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(how.body) },
  );
  const tree = documentTree(decodeDoc(bytes));
  return { tree, resources: await resourcesFor(tree) };
}
