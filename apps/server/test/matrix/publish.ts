import { ErrorCode } from '@quire/shared/errors';
import { publishView } from '../../src/commands/publish/publishView.js';
import { ownerPages } from './ownerPages.js';
import type { MatrixContext, MatrixRow } from './types.js';

const readers = { Owner: true, Member: true, Guest: true, NonMember: false };
const writers = { Owner: true, Member: true, Guest: false, NonMember: false };
const ownerOnly = { Owner: true, Member: false, Guest: false, NonMember: false };

/** A page in General, and one the owner published (so only they may change or unpublish it). */
async function pages(ctx: MatrixContext): Promise<Record<string, string>> {
  const owner = await ownerPages(ctx);
  const page = await owner.create(owner.general, 'Page');
  const published = await owner.create(owner.general, 'Published');
  await publishView(ctx.server.database.db, {
    workspaceId: ctx.workspaceId,
    actor: owner.actor,
    viewId: published,
    publishName: 'published',
    settings: {},
    now: new Date(),
  });
  return { page, published };
}

const ws = (ctx: MatrixContext) => `/api/workspace/${ctx.workspaceId}`;

/** Publishing from the workspace (spec 001 §7 "Publishing"); the public reads need no session and are tested apart. */
export const matrixRows: MatrixRow[] = [
  {
    name: 'POST /api/workspace/{id}/page-view/{viewId}/publish',
    method: 'POST',
    setup: pages,
    path: (ctx) => `${ws(ctx)}/page-view/${ctx.vars.page ?? ''}/publish`,
    body: () => ({}),
    allowed: writers,
  },
  {
    name: 'POST /api/workspace/{id}/page-view/{viewId}/unpublish (the owner published it)',
    method: 'POST',
    setup: pages,
    path: (ctx) => `${ws(ctx)}/page-view/${ctx.vars.published ?? ''}/unpublish`,
    allowed: ownerOnly,
  },
  {
    name: 'PATCH /api/workspace/{id}/publish (the owner published it)',
    method: 'PATCH',
    setup: pages,
    path: (ctx) => `${ws(ctx)}/publish`,
    body: (ctx) => [{ view_id: ctx.vars.published, comments_enabled: false }],
    allowed: ownerOnly,
  },
  {
    name: 'DELETE /api/workspace/{id}/publish (the owner published it)',
    method: 'DELETE',
    setup: pages,
    path: (ctx) => `${ws(ctx)}/publish`,
    body: (ctx) => [ctx.vars.published],
    allowed: ownerOnly,
  },
  {
    name: 'GET /api/workspace/{id}/published-info',
    method: 'GET',
    path: (ctx) => `${ws(ctx)}/published-info`,
    allowed: readers,
  },
  {
    name: 'GET /api/workspace/{id}/publish-namespace',
    method: 'GET',
    path: (ctx) => `${ws(ctx)}/publish-namespace`,
    allowed: readers,
  },
  {
    name: 'PUT /api/workspace/{id}/publish-namespace',
    method: 'PUT',
    path: (ctx) => `${ws(ctx)}/publish-namespace`,
    body: (ctx) => ({ old_namespace: ctx.workspaceId, new_namespace: `m-${ctx.workspaceId.slice(0, 8)}` }),
    allowed: ownerOnly,
  },
  {
    name: 'GET /api/workspace/{id}/publish-default (none set: not published for everyone allowed)',
    method: 'GET',
    path: (ctx) => `${ws(ctx)}/publish-default`,
    allowed: { Owner: false, Member: false, Guest: false, NonMember: false },
    refusedWith: {
      Owner: ErrorCode.RecordNotFound,
      Member: ErrorCode.RecordNotFound,
      Guest: ErrorCode.RecordNotFound,
    },
  },
  {
    name: 'PUT /api/workspace/{id}/publish-default',
    method: 'PUT',
    setup: pages,
    path: (ctx) => `${ws(ctx)}/publish-default`,
    body: (ctx) => ({ view_id: ctx.vars.published }),
    allowed: ownerOnly,
  },
  {
    name: 'DELETE /api/workspace/{id}/publish-default',
    method: 'DELETE',
    path: (ctx) => `${ws(ctx)}/publish-default`,
    allowed: ownerOnly,
  },
];
