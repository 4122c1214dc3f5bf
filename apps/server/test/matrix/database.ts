import { ViewLayout } from '@quire/shared/collab';
import { ErrorCode } from '@quire/shared/errors';
import { randomUUID } from 'node:crypto';
import { createPageView } from '../../src/commands/pageTree/createPageView.js';
import { ownerPages } from './ownerPages.js';
import type { HttpMethod, MatrixContext, MatrixRow } from './types.js';

const writers = { Owner: true, Member: true, Guest: false, NonMember: false };
const members = { Owner: true, Member: true, Guest: true, NonMember: false };
const ownerOnly = { Owner: true, Member: false, Guest: false, NonMember: false };

/** A grid in General and one in the owner's private space, made through the commands; their database ids. */
async function grids(ctx: MatrixContext): Promise<Record<string, string>> {
  const db = ctx.server.database.db;
  const owner = await ownerPages(ctx);
  const grid = async (parentId: string) => {
    const { view_id } = await createPageView(db, {
      workspaceId: ctx.workspaceId,
      actor: owner.actor,
      parentId,
      layout: ViewLayout.Grid,
      name: 'Matrix grid',
      caps: ctx.server.config.limits,
      now: new Date(),
    });
    const { collab_id } = await db
      .selectFrom('views')
      .select('collab_id')
      .where('view_id', '=', view_id)
      .executeTakeFirstOrThrow();
    return collab_id;
  };
  return { database: await grid(owner.general), privateDatabase: await grid(owner.private) };
}

const at = (ctx: MatrixContext, key: string, tail: string) =>
  `/api/workspace/${ctx.workspaceId}/database/${ctx.vars[key] ?? ''}${tail}`;

const routes: { method: HttpMethod; tail: string; body?: unknown; write: boolean }[] = [
  { method: 'GET', tail: '/fields', write: false },
  { method: 'POST', tail: '/fields', body: { name: 'Matrix field', field_type: 0 }, write: true },
  { method: 'GET', tail: '/row', write: false },
  { method: 'POST', tail: '/row', body: { cells: { Name: 'Matrix row' } }, write: true },
  { method: 'PUT', tail: '/row', body: { pre_hash: 'matrix', cells: { Name: 'Matrix row' } }, write: true },
  { method: 'GET', tail: `/row/detail?ids=${randomUUID()}`, write: false },
  { method: 'GET', tail: '/row/updated', write: false },
];

/** AppFlowy's database REST API: guests read, members and the owner write; another member's private space is not there. */
export const matrixRows: MatrixRow[] = [
  {
    name: 'GET /api/workspace/{id}/database',
    method: 'GET',
    path: (ctx) => `/api/workspace/${ctx.workspaceId}/database`,
    setup: grids,
    allowed: members,
  },
  ...routes.map((route): MatrixRow => ({
    name: `${route.method} …/database/{db}${route.tail.split('?')[0] ?? ''} in General`,
    method: route.method,
    path: (ctx) => at(ctx, 'database', route.tail),
    ...(route.body === undefined ? {} : { body: () => route.body }),
    setup: grids,
    allowed: route.write ? writers : members,
  })),
  ...routes.map((route): MatrixRow => ({
    name: `${route.method} …/database/{db}${route.tail.split('?')[0] ?? ''} in the owner's private space`,
    method: route.method,
    path: (ctx) => at(ctx, 'privateDatabase', route.tail),
    ...(route.body === undefined ? {} : { body: () => route.body }),
    setup: grids,
    allowed: ownerOnly,
    // Not there for anyone else (a guest trying to write is refused for its role first).
    refusedWith: route.write
      ? { Member: ErrorCode.RecordNotFound }
      : { Member: ErrorCode.RecordNotFound, Guest: ErrorCode.RecordNotFound },
  })),
];
