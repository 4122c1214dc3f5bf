import { ViewLayout, isViewLayout } from '@quire/shared/collab';
import { AppError, SpecMessages } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { LimitsConfig } from '../../config/index.js';
import type { Database, PublishedViewRow, ViewRow } from '../../db/schema.js';
import { anonymousReader, authorizedPublishedView, canReadPublished } from '../../policies/view.js';
import {
  findPublicationOfView,
  findPublishedCopy,
  publicationsOf,
  publishedTitles,
  type PublishedCopy,
} from '../../queries/publishing.js';
import { publishedDatabaseParts } from '../../queries/publishedDatabase.js';
import { loadViewTree, type ViewTree } from '../../queries/viewTree.js';
import { unlockPublishedView } from '../publish/unlockPublishedView.js';

/** One page to copy: its published title and content, and where it goes among the copies. */
export interface PublishedPage {
  sourceId: string;
  /** Index of the parent among the gathered pages; -1 for the top page. */
  parent: number;
  name: string;
  icon: string | null;
  extra: string;
  layout: ViewLayout;
  copy: PublishedCopy;
  /** A database page's published rows and their documents (id → state); absent for other pages. */
  rows?: { rows: Map<string, Uint8Array>; rowDocuments: Map<string, Uint8Array> };
}

export const duplicateOffMessage = 'The publisher of this page does not allow duplicating it';

/**
 * What a duplicate of the published view `viewId` copies, read as the public reads it: the page if the
 * anonymous reader policy lets the public read it (published, not trashed, not in a private space, not expired,
 * its password given) and its publisher allows duplicates; then, depth first, each of its sub-pages the same
 * rules allow — an unpublished sub-page is left out with everything under it. Titles and content come from the
 * published copies, never the live pages (a database's rows and row documents too: those its publication holds).
 * Refused before anything is written when more than `maxPages` pages or `maxBytes` bytes of content (rows and
 * row documents counted) would be copied.
 */
export async function gatherPublished(
  db: Kysely<Database>,
  params: {
    viewId: string;
    password: string | undefined;
    clientAddress: string;
    limits: Pick<LimitsConfig, 'publishPasswordTries' | 'publishedDuplicate'>;
    now: Date;
  },
): Promise<PublishedPage[]> {
  const { now } = params;
  const { maxPages, maxBytes } = params.limits.publishedDuplicate;
  const publication = await findPublicationOfView(db, params.viewId);
  if (publication === undefined) throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
  const accepted = await unlockPublishedView(db, {
    publication,
    password: params.password,
    clientAddress: params.clientAddress,
    limits: params.limits,
    now,
  });
  const tree = await loadViewTree(db, publication.workspace_id);
  const top = authorizedPublishedView(anonymousReader(now, accepted), 'read', tree, publication);
  if (publication.duplicate_enabled !== 1) throw new AppError('NotEnoughPermissions', duplicateOffMessage);

  const publications = await publicationsOf(db, publication.workspace_id);
  // The top page's password opens the sub-pages published with it (they share its hash), no other.
  const readable = (child: PublishedViewRow | undefined) =>
    child !== undefined &&
    child.duplicate_enabled === 1 &&
    canReadPublished(
      anonymousReader(now, accepted && child.password_hash === publication.password_hash),
      'read',
      tree,
      child,
    );
  const views = collect(tree, top, (child) => readable(publications.get(child.view_id)), maxPages + 1);
  if (views.length > maxPages) {
    throw new AppError(
      'InvalidRequest',
      `This page and its sub-pages are ${views.length} pages; at most ${maxPages} can be duplicated at once.`,
    );
  }

  const titles = await publishedTitles(db, publication.workspace_id);
  const pages: PublishedPage[] = [];
  const indexOf = new Map<string, number>();
  let bytes = 0;
  for (const { view, parentId } of views) {
    const parent = parentId === undefined ? -1 : indexOf.get(parentId);
    // A page whose parent was not copied (no published copy) is left out with it.
    if (parent === undefined) continue;
    const copy = await findPublishedCopy(db, publication.workspace_id, view.view_id);
    const title = titles.get(view.view_id) ?? view;
    if (copy === undefined || !isViewLayout(title.layout) || title.layout === ViewLayout.AIChat) continue;
    const rows = isDatabaseLayout(title.layout)
      ? await publishedDatabaseParts(db, publication.workspace_id, view.view_id)
      : undefined;
    bytes += copy.docState.byteLength + sizeOf(rows?.rows) + sizeOf(rows?.rowDocuments);
    if (bytes > maxBytes) {
      throw new AppError(
        'InvalidRequest',
        `This page and its sub-pages hold more than ${maxBytes} bytes; they are too large to duplicate at once.`,
      );
    }
    indexOf.set(view.view_id, pages.length);
    pages.push({
      sourceId: view.view_id,
      parent,
      name: title.name,
      icon: title.icon,
      extra: title.extra,
      layout: title.layout,
      copy,
      ...(rows === undefined ? {} : { rows: { rows: rows.rows, rowDocuments: rows.rowDocuments } }),
    });
  }
  if (pages.length === 0) throw new AppError('RecordNotFound', SpecMessages.viewNotPublished);
  return pages;
}

function isDatabaseLayout(layout: ViewLayout): boolean {
  return layout === ViewLayout.Grid || layout === ViewLayout.Board || layout === ViewLayout.Calendar;
}

function sizeOf(parts: ReadonlyMap<string, Uint8Array> | undefined): number {
  let bytes = 0;
  for (const part of parts?.values() ?? []) bytes += part.byteLength;
  return bytes;
}

/** The top view and, breadth first (at most `atMost` views), every descendant `include` accepts whose ancestors were accepted too. */
function collect(
  tree: ViewTree,
  top: ViewRow,
  include: (child: ViewRow) => boolean,
  /** Enough to know the limit is passed: the walk stops there. */
  atMost: number,
): { view: ViewRow; parentId: string | undefined }[] {
  const result: { view: ViewRow; parentId: string | undefined }[] = [{ view: top, parentId: undefined }];
  for (let index = 0; index < result.length && result.length < atMost; index++) {
    const current = result[index];
    if (current === undefined) break;
    for (const child of tree.liveChildren(current.view.view_id)) {
      if (include(child)) result.push({ view: child, parentId: current.view.view_id });
    }
  }
  return result;
}
