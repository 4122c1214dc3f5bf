import type { PublishedViewMeta } from '@quire/shared/contract';
import type { Kysely } from 'kysely';
import type { Database, PublishedViewRow, ViewRow } from '../../db/schema.js';
import { anonymousReader, authorizedPublishedView, canReadPublished } from '../../policies/view.js';
import { presentPublishedMeta } from '../../presenters/publishedView.js';
import {
  publishedChildren,
  publishedOutline,
  type PublishedOutlineNode,
} from '../../queries/publishedOutline.js';
import { publishedCopyVersion, type PublishedCopyVersion } from '../../queries/publishedPages.js';
import {
  findPublicationByName,
  publicationsOf,
  publishedTitles,
  resolveNamespace,
  type PublishedTitle,
} from '../../queries/publishing.js';
import { loadViewTree } from '../../queries/viewTree.js';

/**
 * A published page the public may read without a password, and what its HTML needs to know. Its answer is
 * kept under the workspace's publish generation (page.ts): whatever is added here must come from what moves
 * it (migration 0018 — views, publications, published copies, namespaces) or from the request's time; data of
 * any other table (the workspace's name, members, files) needs its own trigger first.
 */
export interface OpenedPage {
  workspaceId: string;
  /** The namespace the workspace is published under now (canonical URLs use it). */
  namespace: string;
  publication: PublishedViewRow;
  /** The view with its title as published. */
  view: ViewRow;
  version: PublishedCopyVersion;
  /** Other published pages the public may see listed: their addresses and titles, for links. */
  listed: ReadonlyMap<string, { publishName: string; title: PublishedTitle | undefined }>;
  outline: PublishedOutlineNode[];
  titles: ReadonlyMap<string, PublishedTitle>;
  /**
   * The meta the public API answers for this page, handed to the publish remote so it hydrates without asking
   * (without its last edit times, which do not move the generation: page.ts `hydrationMeta`).
   */
  meta: PublishedViewMeta;
  /**
   * When the first publication of the workspace still readable now expires (ms since the epoch; Infinity for
   * none): this page, its outline and its links are drawn from what is readable now, so no copy of them may
   * be served from then on.
   */
  readableUntil: number;
}

/**
 * The page `/{namespace}/{publishName}` names, when the anonymous reader may read it as it stands — no
 * password (a protected page is never opened here), not expired, not in the trash or a private space.
 * Undefined otherwise, whatever the reason, so the caller answers every case alike.
 */
export async function openPublishedPage(
  db: Kysely<Database>,
  namespace: string,
  publishName: string,
  now: Date,
): Promise<OpenedPage | undefined> {
  const resolved = await resolveNamespace(db, namespace);
  if (resolved === undefined) return undefined;
  const publication = await findPublicationByName(db, resolved.workspaceId, publishName);
  if (publication === undefined) return undefined;
  const reader = anonymousReader(now);
  const [tree, publications, titles, version] = await Promise.all([
    loadViewTree(db, resolved.workspaceId),
    publicationsOf(db, resolved.workspaceId),
    publishedTitles(db, resolved.workspaceId),
    publishedCopyVersion(db, resolved.workspaceId, publication.view_id),
  ]);
  let live: ViewRow;
  try {
    live = authorizedPublishedView(reader, 'read', tree, publication);
  } catch {
    return undefined;
  }
  if (version === undefined) return undefined;
  const listed = new Map<string, { publishName: string; title: PublishedTitle | undefined }>();
  for (const other of publications.values()) {
    if (!canReadPublished(reader, 'list', tree, other)) continue;
    listed.set(other.view_id, { publishName: other.publish_name, title: titles.get(other.view_id) });
  }
  const title = titles.get(live.view_id);
  let readableUntil = Infinity;
  for (const other of publications.values()) {
    const expires = other.expires_at === null ? Infinity : Date.parse(other.expires_at);
    if (expires > now.getTime() && expires < readableUntil) readableUntil = expires;
  }
  return {
    workspaceId: resolved.workspaceId,
    namespace: resolved.current,
    publication,
    view: title === undefined ? live : { ...live, ...title },
    version,
    listed,
    outline: publishedOutline(reader, tree, publications),
    titles,
    meta: presentPublishedMeta(
      live,
      publishedChildren(reader, tree, publications, live.view_id),
      tree.ancestry(live.view_id).reverse(),
      titles,
    ),
    readableUntil,
  };
}
