// The invitation mail relay, closed: a per-workspace budget of mails, a cool-down per address, a 7-day life,
// and revocation by the Owner. Each attack is tried and the refusal asserted, with nothing lost.
import { randomUUID } from 'node:crypto';
import { sentInvitationSchema, type SentInvitation } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import { bearerFor, insertUser } from '../../../test/factories.js';
import { backends, useClearOfWindowEdge, useTestServer } from '../../../test/harness.js';
import { callApi, createMatrixContext } from '../../../test/matrix/context.js';
import type { MatrixContext, MatrixRole } from '../../../test/matrix/types.js';

describe.each(backends)('invitation limits on $name', ({ name }) => {
  // Mails go to the outbox (no SMTP): what is limited is the sending, whatever the transport.
  useClearOfWindowEdge(3600);
  const current = useTestServer(name, { env: { QUIRE_INVITE_RATE_PER_WORKSPACE: '5/1h' } });
  const setUp = () => createMatrixContext(current().server, current().apiUrl);
  const as = (ctx: MatrixContext, role: MatrixRole, method: string, path: string, body?: unknown) =>
    callApi(ctx.apiUrl, method, path, { authorization: ctx.users[role].authorization, body });
  const invite = (ctx: MatrixContext, emails: string[]) =>
    as(
      ctx,
      'Owner',
      'POST',
      `/api/workspace/${ctx.workspaceId}/invite`,
      emails.map((email) => ({ email, role: 'Member' })),
    );
  const addresses = (count: number) =>
    Array.from({ length: count }, () => `relay-${randomUUID()}@example.com`);
  const stored = (ctx: MatrixContext) =>
    ctx.server.database.db
      .selectFrom('workspace_invitations')
      .select(['invite_id', 'invitee_email', 'status'])
      .where('workspace_id', '=', ctx.workspaceId)
      .execute();
  const sent = async (ctx: MatrixContext) =>
    sentInvitationSchema
      .array()
      .parse((await as(ctx, 'Owner', 'GET', `/api/workspace/${ctx.workspaceId}/invite`)).data);

  it('a workspace mails at most its hourly budget of addresses; over it, TooManyRequests with the wait', async () => {
    const ctx = await setUp();
    expect((await invite(ctx, addresses(3))).code).toBe(0);
    const over = await invite(ctx, addresses(3));
    expect(over.code).toBe(ErrorCode.TooManyRequests);
    expect(over.message).toMatch(
      /^This workspace has sent too many invitations\. Try again in \d+ (minutes?|seconds?)\.$/,
    );
    const raw = await fetch(`${ctx.apiUrl}/api/workspace/${ctx.workspaceId}/invite`, {
      method: 'POST',
      headers: { authorization: ctx.users.Owner.authorization, 'content-type': 'application/json' },
      body: JSON.stringify([{ email: 'one-more@example.com', role: 'Member' }]),
    });
    const envelope = (await raw.json()) as { code: number; retry_after_secs?: number };
    expect(envelope.code).toBe(ErrorCode.TooManyRequests);
    expect(envelope.retry_after_secs).toBeGreaterThan(0);
    expect(Number(raw.headers.get('retry-after'))).toBe(envelope.retry_after_secs);
    // Nothing of the refused requests was stored; the first three stay.
    expect(await stored(ctx)).toHaveLength(3);
  });

  it('an invitation expires after 7 days: not offered to the invitee, refused on accept, shown expired to the Owner', async () => {
    const ctx = await setUp();
    const user = await insertUser(ctx.server.database.db, { email: `late-${randomUUID()}@example.com` });
    const authorization = await bearerFor(ctx.server, user);
    expect((await invite(ctx, [user.email])).code).toBe(0);
    const [row] = await stored(ctx);
    await ctx.server.database.db
      .updateTable('workspace_invitations')
      .set({ updated_at: new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString() })
      .where('invite_id', '=', row!.invite_id)
      .execute();
    const offered = await callApi(ctx.apiUrl, 'GET', '/api/workspace/invite', { authorization });
    expect(offered.data).toEqual([]);
    const accept = await callApi(ctx.apiUrl, 'POST', `/api/workspace/accept-invite/${row!.invite_id}`, {
      authorization,
    });
    expect(accept).toMatchObject({
      code: ErrorCode.InvalidRequest,
      message: 'This invitation has expired. Ask the workspace owner to invite you again.',
    });
    const [shown] = await sent(ctx);
    expect(shown).toMatchObject({ invite_id: row!.invite_id, email: user.email, expired: true });
    // Inviting again renews it: the same link works once more.
    expect((await invite(ctx, [user.email])).code).toBe(0);
    expect(
      (await callApi(ctx.apiUrl, 'POST', `/api/workspace/accept-invite/${row!.invite_id}`, { authorization }))
        .code,
    ).toBe(0);
  });

  it('the Owner lists pending invitations and revokes one: its link is dead, the others stay', async () => {
    const ctx = await setUp();
    const [kept, revoked] = addresses(2) as [string, string];
    expect((await invite(ctx, [kept, revoked])).code).toBe(0);
    const pending: SentInvitation[] = await sent(ctx);
    expect(pending.map((item) => item.email).sort()).toEqual([kept, revoked].sort());
    const target = pending.find((item) => item.email === revoked)!;
    expect(Date.parse(target.expires_at) - Date.parse(target.sent_at)).toBe(7 * 24 * 3600 * 1000);
    const path = `/api/workspace/${ctx.workspaceId}/invite/${target.invite_id}`;
    for (const role of ['Member', 'Guest', 'NonMember'] as const) {
      expect((await as(ctx, role, 'DELETE', path)).code).toBe(ErrorCode.NotEnoughPermissions);
      expect((await as(ctx, role, 'GET', `/api/workspace/${ctx.workspaceId}/invite`)).code).toBe(
        ErrorCode.NotEnoughPermissions,
      );
    }
    expect((await as(ctx, 'Owner', 'DELETE', path)).code).toBe(0);
    expect((await as(ctx, 'Owner', 'DELETE', path)).code).toBe(ErrorCode.RecordNotFound);
    expect((await stored(ctx)).map((row) => row.invitee_email)).toEqual([kept]);
    const user = await insertUser(ctx.server.database.db, { email: revoked });
    const accept = await callApi(ctx.apiUrl, 'POST', `/api/workspace/accept-invite/${target.invite_id}`, {
      authorization: await bearerFor(ctx.server, user),
    });
    expect(accept).toMatchObject({ code: ErrorCode.RecordNotFound, message: 'Invitation not found' });
  });

  it("an Owner cannot revoke another workspace's invitation through their own", async () => {
    const ctx = await setUp();
    const other = await setUp();
    expect((await invite(other, addresses(1))).code).toBe(0);
    const [foreign] = await stored(other);
    const answer = await as(
      ctx,
      'Owner',
      'DELETE',
      `/api/workspace/${ctx.workspaceId}/invite/${foreign!.invite_id}`,
    );
    expect(answer.code).toBe(ErrorCode.RecordNotFound);
    expect(await stored(other)).toHaveLength(1);
  });
});
