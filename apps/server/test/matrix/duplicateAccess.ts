import { randomUUID } from 'node:crypto';
import { publishView } from '../../src/commands/publish/publishView.js';
import { insertUser } from '../factories.js';
import { ownerPages } from './ownerPages.js';
import type { MatrixContext, MatrixRow } from './types.js';

const writers = { Owner: true, Member: true, Guest: false, NonMember: false };
const ownerOnly = { Owner: true, Member: false, Guest: false, NonMember: false };

/** A published page of the workspace, copied back into its General space. */
async function published(ctx: MatrixContext): Promise<Record<string, string>> {
  const owner = await ownerPages(ctx);
  const page = await owner.create(owner.general, 'Published');
  await publishView(ctx.server.database.db, {
    workspaceId: ctx.workspaceId,
    actor: owner.actor,
    viewId: page,
    settings: {},
    now: new Date(),
  });
  return { page, general: owner.general };
}

/** A pending access request of someone outside the workspace. */
async function pendingRequest(ctx: MatrixContext): Promise<Record<string, string>> {
  const db = ctx.server.database.db;
  const owner = await ownerPages(ctx);
  const page = await owner.create(owner.general, 'Asked for');
  const asker = await insertUser(db, { name: 'Asker' });
  const request = randomUUID();
  await db
    .insertInto('access_requests')
    .values({
      request_id: request,
      workspace_id: ctx.workspaceId,
      view_id: page,
      requester_uuid: asker.uuid,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { request };
}

/** Duplicating into the workspace needs write there; access requests are read and decided by its Owner. */
export const matrixRows: MatrixRow[] = [
  {
    name: 'POST /api/workspace/{id}/published-duplicate (into General)',
    method: 'POST',
    setup: published,
    path: (ctx) => `/api/workspace/${ctx.workspaceId}/published-duplicate`,
    body: (ctx) => ({ published_view_id: ctx.vars.page, dest_view_id: ctx.vars.general }),
    allowed: writers,
  },
  {
    name: 'GET /api/access-request/{id}',
    method: 'GET',
    setup: pendingRequest,
    path: (ctx) => `/api/access-request/${ctx.vars.request ?? ''}`,
    allowed: ownerOnly,
  },
  {
    name: 'POST /api/access-request/{id}/approve',
    method: 'POST',
    setup: pendingRequest,
    path: (ctx) => `/api/access-request/${ctx.vars.request ?? ''}/approve`,
    body: () => ({ is_approved: false }),
    allowed: ownerOnly,
  },
];
