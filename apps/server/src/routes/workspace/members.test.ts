import { ErrorCode } from '@quire/shared/errors';
import { z } from 'zod';
import { backends, useTestServer } from '../../../test/harness.js';
import { callApi, createMatrixContext } from '../../../test/matrix/context.js';
import type { MatrixContext, MatrixRole } from '../../../test/matrix/types.js';
import { cannotChangeOwnerRoleMessage } from '../../commands/changeMemberRole.js';
import { cannotRemoveOwnerMessage } from '../../commands/removeMembers.js';

const memberSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  role: z.enum(['Owner', 'Member', 'Guest']),
  avatar_url: z.string().nullable(),
  joined_at: z.string(),
});

describe.each(backends)('workspace members on $name', ({ name }) => {
  const current = useTestServer(name);
  const setUp = () => createMatrixContext(current().server, current().apiUrl);
  const as = (ctx: MatrixContext, role: MatrixRole, method: string, path: string, body?: unknown) =>
    callApi(ctx.apiUrl, method, path, { authorization: ctx.users[role].authorization, body });
  const membersPath = (ctx: MatrixContext) => `/api/workspace/${ctx.workspaceId}/member`;
  const membersAs = async (ctx: MatrixContext, role: MatrixRole) => {
    const answer = await as(ctx, role, 'GET', membersPath(ctx));
    expect(answer.code).toBe(0);
    return memberSchema.array().parse(answer.data);
  };
  const roleOf = async (ctx: MatrixContext, role: MatrixRole) =>
    (
      await ctx.server.database.db
        .selectFrom('workspace_members')
        .select('role')
        .where('workspace_id', '=', ctx.workspaceId)
        .where('user_uuid', '=', ctx.users[role].user.uuid)
        .executeTakeFirst()
    )?.role;

  it('API-USR-11 / ENT-20 / Owner and Member see every member with name, e-mail, role, avatar and joining time', async () => {
    const ctx = await setUp();
    await ctx.server.database.db
      .updateTable('users')
      .set({ metadata: JSON.stringify({ icon_url: 'https://example.com/guest.png' }) })
      .where('uuid', '=', ctx.users.Guest.user.uuid)
      .execute();
    const members = await membersAs(ctx, 'Member');
    expect(members.map(({ email, role, avatar_url }) => ({ email, role, avatar_url }))).toEqual(
      expect.arrayContaining([
        { email: ctx.users.Owner.user.email, role: 'Owner', avatar_url: null },
        { email: ctx.users.Member.user.email, role: 'Member', avatar_url: null },
        { email: ctx.users.Guest.user.email, role: 'Guest', avatar_url: 'https://example.com/guest.png' },
      ]),
    );
    expect(members).toHaveLength(3);
    expect(members.find((member) => member.role === 'Owner')?.name).toBe('Matrix Owner');
    expect(await membersAs(ctx, 'Owner')).toEqual(members);
  });

  it('API-USR-11 / a Guest sees only themselves and the owner', async () => {
    const ctx = await setUp();
    const members = await membersAs(ctx, 'Guest');
    expect(members.map((member) => member.role).sort()).toEqual(['Guest', 'Owner']);
    expect(members.map((member) => member.email)).not.toContain(ctx.users.Member.user.email);
  });

  it('an outsider gets NotEnoughPermissions, not the list', async () => {
    const ctx = await setUp();
    const answer = await as(ctx, 'NonMember', 'GET', membersPath(ctx));
    expect(answer).toMatchObject({ code: ErrorCode.NotEnoughPermissions, data: undefined });
  });

  it('ENT-20 / the Owner changes a role (spec spelling `guest` or AppFlowy’s `Member`)', async () => {
    const ctx = await setUp();
    const toGuest = await as(ctx, 'Owner', 'PUT', membersPath(ctx), {
      email: ctx.users.Member.user.email.toUpperCase(),
      role: 'guest',
    });
    expect(toGuest.code).toBe(0);
    expect(await roleOf(ctx, 'Member')).toBe('Guest');
    expect(
      (await as(ctx, 'Owner', 'PUT', membersPath(ctx), { email: ctx.users.Guest.user.email, role: 'Member' }))
        .code,
    ).toBe(0);
    expect(await roleOf(ctx, 'Guest')).toBe('Member');
  });

  it('role changes: not by a Member, not the owner’s own, nobody made Owner, only members', async () => {
    const ctx = await setUp();
    const byMember = await as(ctx, 'Member', 'PUT', membersPath(ctx), {
      email: ctx.users.Guest.user.email,
      role: 'Member',
    });
    expect(byMember.code).toBe(ErrorCode.NotEnoughPermissions);
    const ownRole = await as(ctx, 'Owner', 'PUT', membersPath(ctx), {
      email: ctx.users.Owner.user.email,
      role: 'Member',
    });
    expect(ownRole).toMatchObject({ code: ErrorCode.InvalidRequest, message: cannotChangeOwnerRoleMessage });
    const makeOwner = await as(ctx, 'Owner', 'PUT', membersPath(ctx), {
      email: ctx.users.Member.user.email,
      role: 'Owner',
    });
    expect(makeOwner.code).toBe(ErrorCode.InvalidRequest);
    const outsider = await as(ctx, 'Owner', 'PUT', membersPath(ctx), {
      email: ctx.users.NonMember.user.email,
      role: 'Member',
    });
    expect(outsider.code).toBe(ErrorCode.MemberNotFound);
    expect([await roleOf(ctx, 'Owner'), await roleOf(ctx, 'Member'), await roleOf(ctx, 'Guest')]).toEqual([
      'Owner',
      'Member',
      'Guest',
    ]);
    expect(await roleOf(ctx, 'NonMember')).toBeUndefined();
  });

  it('the Owner removes members (unknown addresses ignored); the removed lose access and their latest workspace', async () => {
    const ctx = await setUp();
    await as(ctx, 'Member', 'PUT', `/api/workspace/${ctx.workspaceId}/open`);
    const answer = await as(ctx, 'Owner', 'DELETE', membersPath(ctx), [
      ctx.users.Member.user.email,
      'nobody@example.com',
    ]);
    expect(answer.code).toBe(0);
    expect((await membersAs(ctx, 'Owner')).map((member) => member.role).sort()).toEqual(['Guest', 'Owner']);
    expect((await as(ctx, 'Member', 'GET', membersPath(ctx))).code).toBe(ErrorCode.NotEnoughPermissions);
    const member = await ctx.server.database.db
      .selectFrom('users')
      .select('latest_workspace_id')
      .where('uuid', '=', ctx.users.Member.user.uuid)
      .executeTakeFirstOrThrow();
    expect(member.latest_workspace_id).toBeNull();
  });

  it('removing: never the owner (nothing changes), never by a Member or Guest', async () => {
    const ctx = await setUp();
    const withOwner = await as(ctx, 'Owner', 'DELETE', membersPath(ctx), [
      ctx.users.Guest.user.email,
      ctx.users.Owner.user.email,
    ]);
    expect(withOwner).toMatchObject({ code: ErrorCode.InvalidRequest, message: cannotRemoveOwnerMessage });
    for (const role of ['Member', 'Guest'] as const) {
      expect((await as(ctx, role, 'DELETE', membersPath(ctx), [ctx.users.Guest.user.email])).code).toBe(
        ErrorCode.NotEnoughPermissions,
      );
    }
    expect(await membersAs(ctx, 'Owner')).toHaveLength(3);
  });

  it('an empty removal list is InvalidRequest', async () => {
    const ctx = await setUp();
    expect((await as(ctx, 'Owner', 'DELETE', membersPath(ctx), [])).code).toBe(ErrorCode.InvalidRequest);
  });
});
