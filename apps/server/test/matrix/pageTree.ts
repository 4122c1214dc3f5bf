import { ErrorCode } from '@quire/shared/errors';
import { moveToTrash } from '../../src/commands/pageTree/trash.js';
import { ownerPages } from './ownerPages.js';
import type { MatrixContext, MatrixRow } from './types.js';

const readers = { Owner: true, Member: true, Guest: true, NonMember: false };
const writers = { Owner: true, Member: true, Guest: false, NonMember: false };

/**
 * The page the rows act on (in the public space General), a trashed page, and a page in the owner's
 * private space — made through the commands, as the owner.
 */
async function pages(ctx: MatrixContext): Promise<Record<string, string>> {
  const owner = await ownerPages(ctx);
  const page = await owner.create(owner.general, 'Page');
  const trashed = await owner.create(owner.general, 'Trashed');
  await moveToTrash(ctx.server.database.db, {
    workspaceId: ctx.workspaceId,
    actor: owner.actor,
    viewId: trashed,
    now: new Date(),
  });
  const privatePage = await owner.create(owner.private, 'Private page');
  return { general: owner.general, page, trashed, privatePage };
}

const ws = (ctx: MatrixContext) => `/api/workspace/${ctx.workspaceId}`;
const page = (ctx: MatrixContext, suffix = '') => `${ws(ctx)}/page-view/${ctx.vars.page ?? ''}${suffix}`;

/** The page tree: folder, pages, spaces, trash, favourites and recents (spec 001 §7 "Page tree"). */
export const matrixRows: MatrixRow[] = [
  {
    name: 'GET /api/workspace/{id}/folder',
    method: 'GET',
    path: (ctx) => `${ws(ctx)}/folder`,
    allowed: readers,
  },
  {
    name: 'POST /api/workspace/{id}/page-view',
    method: 'POST',
    path: (ctx) => `${ws(ctx)}/page-view`,
    setup: pages,
    body: (ctx) => ({ parent_view_id: ctx.vars.general, layout: 0, name: 'New' }),
    allowed: writers,
  },
  {
    name: 'GET /api/workspace/{id}/page-view/{view_id}',
    method: 'GET',
    path: (ctx) => page(ctx),
    setup: pages,
    allowed: readers,
  },
  {
    name: 'POST /api/workspace/{id}/page-view/{view_id}/append-block',
    method: 'POST',
    path: (ctx) => page(ctx, '/append-block'),
    setup: pages,
    body: () => ({ blocks: [{ type: 'paragraph', delta: [{ insert: 'x' }] }] }),
    allowed: writers,
  },
  {
    name: 'GET /api/workspace/v1/{id}/collab/{object_id}',
    method: 'GET',
    path: (ctx) => `/api/workspace/v1/${ctx.workspaceId}/collab/${ctx.vars.page ?? ''}?collab_type=0`,
    setup: pages,
    allowed: readers,
  },
  {
    name: 'POST /api/workspace/v1/{id}/collab_list',
    method: 'POST',
    path: (ctx) => `/api/workspace/v1/${ctx.workspaceId}/collab_list`,
    setup: pages,
    body: (ctx) => ({ params_list: [{ object_id: ctx.vars.page, collab_type: 0 }] }),
    allowed: readers,
  },
  {
    name: 'POST /api/workspace/v1/{id}/collab/{object_id}/web-update',
    method: 'POST',
    path: (ctx) => `/api/workspace/v1/${ctx.workspaceId}/collab/${ctx.vars.page ?? ''}/web-update`,
    setup: pages,
    body: () => ({ doc_state: [0, 0], collab_type: 0 }),
    allowed: writers,
  },
  {
    name: "POST /api/workspace/v1/{id}/collab/{object_id}/web-update in the owner's private space",
    method: 'POST',
    path: (ctx) => `/api/workspace/v1/${ctx.workspaceId}/collab/${ctx.vars.privatePage ?? ''}/web-update`,
    setup: pages,
    body: () => ({ doc_state: [0, 0], collab_type: 0 }),
    allowed: { Owner: true, Member: false, Guest: false, NonMember: false },
    refusedWith: { Member: ErrorCode.RecordNotFound },
  },
  {
    name: "GET /api/workspace/{id}/page-view/{view_id} in the owner's private space",
    method: 'GET',
    path: (ctx) => `${ws(ctx)}/page-view/${ctx.vars.privatePage ?? ''}`,
    setup: pages,
    allowed: { Owner: true, Member: false, Guest: false, NonMember: false },
    // Private spaces do not exist for anyone else: 'View not found', as for a missing page.
    refusedWith: { Member: ErrorCode.RecordNotFound, Guest: ErrorCode.RecordNotFound },
  },
  {
    name: 'PATCH /api/workspace/{id}/page-view/{view_id}',
    method: 'PATCH',
    path: (ctx) => page(ctx),
    setup: pages,
    body: () => ({ name: 'Renamed', extra: { cover: { type: 'built_in', value: '2' } } }),
    allowed: writers,
  },
  {
    name: 'POST /api/workspace/{id}/page-view/{view_id}/move',
    method: 'POST',
    path: (ctx) => page(ctx, '/move'),
    setup: pages,
    body: (ctx) => ({ new_parent_view_id: ctx.vars.general, prev_view_id: null }),
    allowed: writers,
  },
  {
    name: 'POST /api/workspace/{id}/page-view/{view_id}/duplicate',
    method: 'POST',
    path: (ctx) => page(ctx, '/duplicate'),
    setup: pages,
    allowed: writers,
  },
  {
    name: 'POST /api/workspace/{id}/page-view/{view_id}/move-to-trash',
    method: 'POST',
    path: (ctx) => page(ctx, '/move-to-trash'),
    setup: pages,
    allowed: writers,
  },
  {
    name: 'POST /api/workspace/{id}/page-view/{view_id}/restore-from-trash',
    method: 'POST',
    path: (ctx) => `${ws(ctx)}/page-view/${ctx.vars.trashed ?? ''}/restore-from-trash`,
    setup: pages,
    allowed: writers,
  },
  {
    name: 'POST /api/workspace/{id}/page-view/{view_id}/favorite',
    method: 'POST',
    path: (ctx) => page(ctx, '/favorite'),
    setup: pages,
    body: () => ({ is_favorite: true, is_pinned: false }),
    allowed: readers,
  },
  {
    name: 'GET /api/workspace/{id}/favorite',
    method: 'GET',
    path: (ctx) => `${ws(ctx)}/favorite`,
    allowed: readers,
  },
  {
    name: 'GET /api/workspace/{id}/recent',
    method: 'GET',
    path: (ctx) => `${ws(ctx)}/recent`,
    allowed: readers,
  },
  {
    name: 'GET /api/workspace/{id}/trash',
    method: 'GET',
    path: (ctx) => `${ws(ctx)}/trash`,
    allowed: readers,
  },
  {
    name: 'DELETE /api/workspace/{id}/trash/{view_id}',
    method: 'DELETE',
    path: (ctx) => `${ws(ctx)}/trash/${ctx.vars.trashed ?? ''}`,
    setup: pages,
    allowed: writers,
  },
  {
    name: 'POST /api/workspace/{id}/delete-all-pages-from-trash',
    method: 'POST',
    path: (ctx) => `${ws(ctx)}/delete-all-pages-from-trash`,
    setup: pages,
    allowed: writers,
  },
  {
    name: 'POST /api/workspace/{id}/restore-all-pages-from-trash',
    method: 'POST',
    path: (ctx) => `${ws(ctx)}/restore-all-pages-from-trash`,
    setup: pages,
    allowed: writers,
  },
  {
    name: 'POST /api/workspace/{id}/space',
    method: 'POST',
    path: (ctx) => `${ws(ctx)}/space`,
    body: () => ({ name: 'Team', space_permission: 0, space_icon: '', space_icon_color: '' }),
    allowed: writers,
  },
  {
    name: 'PATCH /api/workspace/{id}/space/{view_id}',
    method: 'PATCH',
    path: (ctx) => `${ws(ctx)}/space/${ctx.vars.general ?? ''}`,
    setup: pages,
    body: () => ({ name: 'Everyone', space_icon: 'space_icon_3' }),
    allowed: writers,
  },
  {
    name: "PATCH /api/workspace/{id}/space/{view_id} making the owner's space private",
    method: 'PATCH',
    path: (ctx) => `${ws(ctx)}/space/${ctx.vars.general ?? ''}`,
    setup: pages,
    body: () => ({ space_permission: 1 }),
    // Only a space's creator (or the owner) decides whether it is hidden from everyone else.
    allowed: { Owner: true, Member: false, Guest: false, NonMember: false },
  },
];
