import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { anonymousReader, canReadPublished } from '../../policies/view.js';
import { indexableCandidates } from '../../queries/publishedPages.js';
import { currentNamespace } from '../../queries/publishing.js';
import { loadViewTree, type ViewTree } from '../../queries/viewTree.js';
import { escapeHtml } from '../../text/html.js';
import { pagePath } from './paths.js';

/** The sitemap protocol's limit of addresses in one file. */
const maxUrls = 50_000;

/**
 * `/sitemap.xml`: every published page search engines may index — indexing on, no password, not expired, not in
 * the trash or a private space (the view policy's public listing decides) — with the time its copy last changed.
 */
export async function sitemapXml(db: Kysely<Database>, publicUrl: string, now: Date): Promise<string> {
  const reader = anonymousReader(now);
  const trees = new Map<string, Promise<{ tree: ViewTree; namespace: string }>>();
  const workspace = (workspaceId: string) => {
    let loaded = trees.get(workspaceId);
    if (loaded === undefined) {
      loaded = Promise.all([loadViewTree(db, workspaceId), currentNamespace(db, workspaceId)]).then(
        ([tree, namespace]) => ({ tree, namespace }),
      );
      trees.set(workspaceId, loaded);
    }
    return loaded;
  };
  const entries: string[] = [];
  for (const { publication, copiedAt } of await indexableCandidates(db, maxUrls)) {
    const { tree, namespace } = await workspace(publication.workspace_id);
    if (!canReadPublished(reader, 'list', tree, publication)) continue;
    const url = `${publicUrl}${pagePath(namespace, publication.publish_name)}`;
    entries.push(`<url><loc>${escapeHtml(url)}</loc><lastmod>${escapeHtml(copiedAt)}</lastmod></url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
