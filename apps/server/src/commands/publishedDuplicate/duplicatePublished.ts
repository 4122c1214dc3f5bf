import { randomUUID } from 'node:crypto';
import { CollabType, ViewLayout, copyCollabFor, rowDocumentId, type NewCollab } from '@quire/shared/collab';
import { AppError, exhaustive } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { LimitsConfig } from '../../config/index.js';
import type { Database } from '../../db/schema.js';
import { authorizedView, type ViewActor } from '../../policies/view.js';
import { changeViewTree, maxTreeDepth } from '../../queries/viewTree.js';
import { enforceApiRateLimit } from '../../limits/counter.js';
import { assertRoomFor } from '../pageTree/caps.js';
import { publishWithParent } from '../publish/followParent.js';
import { copyDatabaseRows, type RowSource } from '../pageTree/copyDatabaseRows.js';
import { insertView } from '../pageTree/insertView.js';
import { nextPosition } from '../pageTree/placement.js';
import { gatherPublished, type PublishedPage } from './gatherPublished.js';
import { repointDocument } from './repointDocument.js';

export interface DuplicatedCopy {
  viewId: string;
  /** Each copied database's new id → the ids of the copied views showing it. */
  databaseMappings: Record<string, string[]>;
}

/**
 * Duplicates a published page and its published sub-pages (see `gatherPublished` for what is copied) under
 * `destViewId`, a space or page of the caller's workspace they may write in: new view ids, each page's
 * published title and content, page mentions and sub-page blocks re-pointed to the copies when they point
 * inside the copied set; references to pages outside it keep the original view id, as AppFlowy does (no
 * title or content of those pages is copied: the document holds only the id, which the destination cannot
 * open, and the published renderers name only pages the public may see). A database is copied as a new
 * database with the rows and row documents its publication holds, stored as its rows under new ids (the page
 * duplicate's `copyDatabaseRows`: row orders and relations to its own rows re-pointed). The copy
 * is private to the destination, unless it lands under a page published "with sub-pages": then it is
 * published with that page's settings, as a page made there is (`publishWithParent`).
 * Rate-limited per user (QUIRE_DUPLICATE_RATE_PER_USER); every refusal comes before anything is written.
 */
export async function duplicatePublishedView(
  db: Kysely<Database>,
  params: {
    actor: ViewActor;
    destWorkspaceId: string;
    destViewId: string;
    publishedViewId: string;
    password: string | undefined;
    clientAddress: string;
    limits: LimitsConfig;
    now: Date;
  },
): Promise<DuplicatedCopy> {
  const { actor, now } = params;
  // Counted first, refused or not: each duplicate reads and writes work proportional to what was published.
  await enforceApiRateLimit(
    db,
    `published-duplicate:${actor.userUuid}`,
    params.limits.publishedDuplicate.perUser,
    now,
    (wait) => `Too many pages duplicated. Try again in ${wait}.`,
  );
  const pages = await gatherPublished(db, {
    viewId: params.publishedViewId,
    password: params.password,
    clientAddress: params.clientAddress,
    limits: params.limits,
    now,
  });
  const newIds = pages.map(() => randomUUID());
  const copies = new Map(pages.map((page, index) => [page.sourceId, newIds[index] ?? '']));
  const databaseMappings: Record<string, string[]> = {};
  const collabs = pages.map((page, index) => {
    const collab = collabOf(page, newIds[index] ?? '', copies, now);
    if (collab.collabType === CollabType.Database) databaseMappings[collab.objectId] = [newIds[index] ?? ''];
    return collab;
  });
  const height = heightOf(pages);

  await changeViewTree(db, params.destWorkspaceId, async (trx, tree) => {
    const { view: dest } = authorizedView(actor, 'write', tree, params.destViewId);
    if (tree.depth(dest.view_id) + height > maxTreeDepth) {
      throw new AppError('InvalidRequest', `Pages nest at most ${maxTreeDepth} levels deep`);
    }
    assertRoomFor(tree, pages.length, params.limits);
    const childCount = new Map<number, number>();
    for (const [index, page] of pages.entries()) {
      const parentId = page.parent < 0 ? dest.view_id : (newIds[page.parent] ?? '');
      const position =
        page.parent < 0 ? nextPosition(tree, dest.view_id) : (childCount.get(page.parent) ?? 0);
      childCount.set(page.parent, position + 1);
      let collab = collabs[index];
      if (collab === undefined) throw new Error('a gathered page has no collab');
      // A database's published rows and row documents are stored as the copy's rows, under new ids.
      if (collab.collabType === CollabType.Database && page.rows !== undefined) {
        collab = await copyDatabaseRows(trx, {
          workspaceId: params.destWorkspaceId,
          database: collab,
          source: { objectId: page.sourceId, docState: page.copy.docState },
          rows: publishedRows(page.rows),
          now,
        });
      }
      const stored = collab;
      const view = await insertView(trx, {
        viewId: newIds[index],
        workspaceId: params.destWorkspaceId,
        parentId,
        spaceId: dest.space_id,
        position,
        name: page.name,
        layout: page.layout,
        extra: page.extra,
        icon: page.icon,
        createdBy: actor.userUuid,
        now,
        collab: () => stored,
      });
      // Under a page published "with sub-pages", the copy is published as a new page there would be (its
      // copied sub-pages follow it, parents first); anywhere else it stays private.
      await publishWithParent(trx, { view, now });
    }
  });
  return { viewId: newIds[0] ?? '', databaseMappings };
}

function collabOf(
  page: PublishedPage,
  viewId: string,
  copies: ReadonlyMap<string, string>,
  now: Date,
): NewCollab {
  const source = { objectId: page.sourceId, docState: page.copy.docState };
  switch (page.layout) {
    case ViewLayout.Document:
      return {
        objectId: viewId,
        collabType: CollabType.Document,
        docState: repointDocument(page.copy.docState, copies),
      };
    case ViewLayout.Grid:
    case ViewLayout.Board:
    case ViewLayout.Calendar:
    case ViewLayout.AIChat:
      return copyCollabFor({ layout: page.layout, source, sourceViewId: page.sourceId, viewId, now });
    default:
      return exhaustive(page.layout);
  }
}

/** A published database's rows as a copy's source: only what its publication holds, nothing of the live page. */
function publishedRows(parts: NonNullable<PublishedPage['rows']>): RowSource {
  return {
    rows: (rowIds) => {
      const rows = new Map<string, Uint8Array>();
      for (const rowId of rowIds) {
        const state = parts.rows.get(rowId);
        if (state !== undefined) rows.set(rowId, state);
      }
      return Promise.resolve(rows);
    },
    documents: (rowIds) => {
      const documents = new Map<string, Uint8Array>();
      for (const rowId of rowIds) {
        const documentId = rowDocumentId(rowId);
        const state = documentId === undefined ? undefined : parts.rowDocuments.get(documentId);
        if (documentId !== undefined && state !== undefined) documents.set(documentId, state);
      }
      return Promise.resolve(documents);
    },
  };
}

/** Levels of the copied tree (1 for the page alone). */
function heightOf(pages: readonly PublishedPage[]): number {
  const depth: number[] = [];
  for (const page of pages) depth.push(page.parent < 0 ? 1 : (depth[page.parent] ?? 0) + 1);
  return Math.max(1, ...depth);
}
