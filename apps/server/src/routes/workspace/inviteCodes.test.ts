// Invite links: the Owner makes, replaces and deletes the code; members read it; anyone signed in joins with it
// as a Member. Guessing is refused by the rate limit, expired and deleted codes by 1068.
import { randomUUID } from 'node:crypto';
import { inviteCodeInfoSchema, type InviteCodeAnswer } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import { backends, useClearOfWindowEdge, useTestServer } from '../../../test/harness.js';
import { callApi, createMatrixContext } from '../../../test/matrix/context.js';
import type { MatrixContext, MatrixRole } from '../../../test/matrix/types.js';
import { redactSecrets } from '../../http/redact.js';

describe.each(backends)('invite links on $name', ({ name }) => {
  useClearOfWindowEdge(600);
  const current = useTestServer(name, { env: { QUIRE_INVITE_CODE_RATE_PER_USER: '6/10m' } });
  const setUp = () => createMatrixContext(current().server, current().apiUrl);
  const as = (ctx: MatrixContext, role: MatrixRole, method: string, path: string, body?: unknown) =>
    callApi(ctx.apiUrl, method, path, { authorization: ctx.users[role].authorization, body });
  const codePath = (ctx: MatrixContext) => `/api/workspace/${ctx.workspaceId}/invite-code`;
  const makeCode = async (ctx: MatrixContext, body?: unknown) => {
    const answer = await as(ctx, 'Owner', 'POST', codePath(ctx), body);
    expect(answer.code).toBe(0);
    return (answer.data as InviteCodeAnswer).code ?? '';
  };
  const roleOf = async (ctx: MatrixContext, role: MatrixRole) => {
    const members = await as(ctx, 'Owner', 'GET', `/api/workspace/${ctx.workspaceId}/member`);
    const email = ctx.users[role].user.email;
    return (members.data as { email: string; role: string }[]).find((member) => member.email === email)?.role;
  };

  it('the Owner makes a 16-character code; members read it, a guest and outsiders cannot', async () => {
    const ctx = await setUp();
    expect((await as(ctx, 'Member', 'GET', codePath(ctx))).data).toEqual({ code: null });
    const code = await makeCode(ctx);
    expect(code).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await as(ctx, 'Member', 'GET', codePath(ctx))).data).toEqual({ code });
    expect((await as(ctx, 'Guest', 'GET', codePath(ctx))).code).toBe(ErrorCode.NotEnoughPermissions);
    expect((await as(ctx, 'NonMember', 'GET', codePath(ctx))).code).toBe(ErrorCode.NotEnoughPermissions);
    for (const role of ['Member', 'Guest', 'NonMember'] as const) {
      expect((await as(ctx, role, 'POST', codePath(ctx))).code).toBe(ErrorCode.NotEnoughPermissions);
      expect((await as(ctx, role, 'DELETE', codePath(ctx))).code).toBe(ErrorCode.NotEnoughPermissions);
    }
    expect((await as(ctx, 'Owner', 'GET', codePath(ctx))).data).toEqual({ code });
    // The link's path never reaches a log line whole.
    expect(redactSecrets(`GET /app/invited/${code} 200`)).toBe('GET /app/invited/[redacted] 200');
  });

  it('anyone signed in looks the workspace up and joins as a Member; joining twice keeps the role', async () => {
    const ctx = await setUp();
    const code = await makeCode(ctx);
    const info = await as(ctx, 'NonMember', 'GET', `/api/invite-code-info?code=${code}`);
    expect(inviteCodeInfoSchema.parse(info.data)).toMatchObject({
      workspace_id: ctx.workspaceId,
      workspace_name: 'Matrix',
      owner_name: 'Matrix Owner',
      is_member: false,
      member_count: 3,
    });
    const joined = await as(ctx, 'NonMember', 'POST', '/api/workspace/join-by-invite-code', { code });
    expect(joined).toMatchObject({ code: 0, data: { workspace_id: ctx.workspaceId } });
    expect(await roleOf(ctx, 'NonMember')).toBe('Member');
    // A Guest using the link stays a Guest (a link never changes a role).
    expect((await as(ctx, 'Guest', 'POST', '/api/workspace/join-by-invite-code', { code })).code).toBe(0);
    expect(await roleOf(ctx, 'Guest')).toBe('Guest');
    const again = await as(ctx, 'NonMember', 'GET', `/api/invite-code-info?code=${code}`);
    expect(again.data).toMatchObject({ is_member: true, member_count: 4 });
  });

  it('a replaced, deleted, expired, unknown or malformed code is 1068 and joins nobody', async () => {
    const ctx = await setUp();
    const old = await makeCode(ctx);
    const replaced = await makeCode(ctx);
    expect(replaced).not.toBe(old);
    const tryJoin = (code: string) =>
      as(ctx, 'NonMember', 'POST', '/api/workspace/join-by-invite-code', { code });
    expect((await tryJoin(old)).code).toBe(ErrorCode.InvalidInvitationCode);
    expect((await tryJoin('not a code')).code).toBe(ErrorCode.InvalidInvitationCode);
    const swappedCase = replaced.replace(/[A-Za-z]/g, (char) =>
      char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase(),
    );
    expect((await tryJoin(swappedCase)).code).toBe(ErrorCode.InvalidInvitationCode);
    expect((await as(ctx, 'Owner', 'DELETE', codePath(ctx))).code).toBe(0);
    expect((await as(ctx, 'Owner', 'GET', codePath(ctx))).data).toEqual({ code: null });
    expect((await tryJoin(replaced)).code).toBe(ErrorCode.InvalidInvitationCode);
    const expiring = await makeCode(ctx, { validity_period_hours: 1 });
    await ctx.server.database.db
      .updateTable('workspace_invite_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('code', '=', expiring)
      .execute();
    expect((await as(ctx, 'Owner', 'GET', codePath(ctx))).data).toEqual({ code: null });
    expect((await tryJoin(expiring)).code).toBe(ErrorCode.InvalidInvitationCode);
    expect(await roleOf(ctx, 'NonMember')).toBeUndefined();
    expect((await as(ctx, 'Owner', 'POST', codePath(ctx), { validity_period_hours: 0 })).code).toBe(
      ErrorCode.InvalidRequest,
    );
  });

  it('guessing codes is rate-limited per user: TooManyRequests with the wait, even for a right code', async () => {
    const ctx = await setUp();
    const code = await makeCode(ctx);
    for (let guess = 0; guess < 6; guess += 1) {
      const answer = await as(
        ctx,
        'NonMember',
        'GET',
        `/api/invite-code-info?code=${randomUUID().slice(0, 16)}`,
      );
      expect(answer.code).toBe(ErrorCode.InvalidInvitationCode);
    }
    const limited = await as(ctx, 'NonMember', 'POST', '/api/workspace/join-by-invite-code', { code });
    expect(limited.code).toBe(ErrorCode.TooManyRequests);
    expect(limited.message).toMatch(
      /^Too many invitation codes tried\. Try again in \d+ (minutes?|seconds?)\.$/,
    );
    expect(await roleOf(ctx, 'NonMember')).toBeUndefined();
    // Another user is not affected.
    expect((await as(ctx, 'Guest', 'GET', `/api/invite-code-info?code=${code}`)).code).toBe(0);
  });
});
