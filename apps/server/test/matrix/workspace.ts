import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@quire/shared/errors';
import { nowTimestamp } from '../../src/db/time.js';
import type { MatrixContext, MatrixRow } from './types.js';

const everyone = { Owner: true, Member: true, Guest: true, NonMember: true };
const anyMember = { Owner: true, Member: true, Guest: true, NonMember: false };
const ownerOnly = { Owner: true, Member: false, Guest: false, NonMember: false };
/** Invitation rows address the outsider: only the invitee may read or accept, whatever else they are. */
const inviteeOnly = { Owner: false, Member: false, Guest: false, NonMember: true };

async function inviteOutsider(ctx: MatrixContext): Promise<Record<string, string>> {
  const now = nowTimestamp();
  const inviteId = randomUUID();
  await ctx.server.database.db
    .insertInto('workspace_invitations')
    .values({
      invite_id: inviteId,
      workspace_id: ctx.workspaceId,
      inviter_uuid: ctx.users.Owner.user.uuid,
      invitee_email: ctx.users.NonMember.user.email,
      role: 'Member',
      status: 'Pending',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { inviteId };
}

const inviteIdOf = (ctx: MatrixContext): string => {
  const id = ctx.vars.inviteId;
  if (id === undefined) throw new Error('the row has no invitation');
  return id;
};

/** Workspaces, members and invitations (src/routes/workspace). */
export const matrixRows: MatrixRow[] = [
  {
    name: 'GET /api/workspace',
    method: 'GET',
    path: () => '/api/workspace?include_member_count=true&include_role=true',
    allowed: everyone,
  },
  {
    name: 'POST /api/workspace',
    method: 'POST',
    path: () => '/api/workspace',
    body: () => ({ workspace_name: 'Another' }),
    allowed: everyone,
  },
  {
    name: 'PATCH /api/workspace',
    method: 'PATCH',
    path: () => '/api/workspace',
    body: (ctx) => ({ workspace_id: ctx.workspaceId, workspace_name: 'Renamed' }),
    allowed: ownerOnly,
  },
  {
    name: 'DELETE /api/workspace/{id}',
    method: 'DELETE',
    path: (ctx) => `/api/workspace/${ctx.workspaceId}`,
    allowed: ownerOnly,
  },
  {
    name: 'GET /api/workspace/{id}/workspace-profile',
    method: 'GET',
    path: (ctx) => `/api/workspace/${ctx.workspaceId}/workspace-profile`,
    allowed: anyMember,
  },
  {
    name: 'PUT /api/workspace/{id}/update-member-profile',
    method: 'PUT',
    path: (ctx) => `/api/workspace/${ctx.workspaceId}/update-member-profile`,
    body: () => ({ name: 'In this workspace' }),
    allowed: anyMember,
  },
  {
    name: 'GET /api/workspace/{id}/mentionable-person',
    method: 'GET',
    path: (ctx) => `/api/workspace/${ctx.workspaceId}/mentionable-person`,
    allowed: anyMember,
  },
  {
    name: 'PUT /api/workspace/{id}/open',
    method: 'PUT',
    path: (ctx) => `/api/workspace/${ctx.workspaceId}/open`,
    allowed: anyMember,
  },
  {
    name: 'POST /api/workspace/{id}/leave',
    method: 'POST',
    path: (ctx) => `/api/workspace/${ctx.workspaceId}/leave`,
    allowed: { ...anyMember, Owner: false },
    refusedWith: { Owner: ErrorCode.InvalidRequest },
  },
  {
    name: 'GET /api/workspace/{id}/member',
    method: 'GET',
    path: (ctx) => `/api/workspace/${ctx.workspaceId}/member`,
    allowed: anyMember,
  },
  {
    name: 'PUT /api/workspace/{id}/member',
    method: 'PUT',
    path: (ctx) => `/api/workspace/${ctx.workspaceId}/member`,
    body: (ctx) => ({ email: ctx.users.Member.user.email, role: 'Guest' }),
    allowed: ownerOnly,
  },
  {
    name: 'DELETE /api/workspace/{id}/member',
    method: 'DELETE',
    path: (ctx) => `/api/workspace/${ctx.workspaceId}/member`,
    body: (ctx) => [ctx.users.Guest.user.email],
    allowed: ownerOnly,
  },
  {
    name: 'POST /api/workspace/{id}/invite',
    method: 'POST',
    path: (ctx) => `/api/workspace/${ctx.workspaceId}/invite`,
    body: () => [{ email: `invitee-${randomUUID()}@example.com`, role: 'Member' }],
    allowed: ownerOnly,
  },
  {
    name: 'GET /api/workspace/invite',
    method: 'GET',
    path: () => '/api/workspace/invite?status=Pending',
    allowed: everyone,
  },
  {
    name: 'GET /api/workspace/invite/{id}',
    method: 'GET',
    path: (ctx) => `/api/workspace/invite/${inviteIdOf(ctx)}`,
    setup: inviteOutsider,
    allowed: inviteeOnly,
  },
  {
    name: 'POST /api/workspace/accept-invite/{id}',
    method: 'POST',
    path: (ctx) => `/api/workspace/accept-invite/${inviteIdOf(ctx)}`,
    setup: inviteOutsider,
    allowed: inviteeOnly,
    refusedWith: {
      Owner: ErrorCode.NotInviteeOfWorkspaceInvitation,
      Member: ErrorCode.NotInviteeOfWorkspaceInvitation,
      Guest: ErrorCode.NotInviteeOfWorkspaceInvitation,
    },
  },
];
