import { randomUUID } from 'node:crypto';
import { invitationSchema } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import { bearerFor, insertUser } from '../../../test/factories.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { callApi, createMatrixContext } from '../../../test/matrix/context.js';
import type { MatrixContext, MatrixRole } from '../../../test/matrix/types.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp.js';

const publicUrl = 'http://quire.test:8000';

function useSmtp(): () => SmtpCapture {
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp?.close());
  return () => {
    if (smtp === undefined) throw new Error('SMTP capture not started');
    return smtp;
  };
}

/** The `invited_id` of the one accept-invitation link in a mail's text, checked against the public URL. */
function invitedIdIn(text: string): string {
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  const link = new URL(links[0] ?? '');
  expect(`${link.origin}${link.pathname}`).toBe(`${publicUrl}/accept-invitation`);
  return link.searchParams.get('invited_id') ?? '';
}

describe.each(backends)('workspace invitations on $name', ({ name }) => {
  const smtp = useSmtp();
  const current = useTestServer(name, {
    env: () => ({ QUIRE_PUBLIC_URL: publicUrl, QUIRE_SMTP_URL: smtp().url }),
  });
  const setUp = () => createMatrixContext(current().server, current().apiUrl);
  const as = (ctx: MatrixContext, role: MatrixRole, method: string, path: string, body?: unknown) =>
    callApi(ctx.apiUrl, method, path, { authorization: ctx.users[role].authorization, body });
  const invite = (ctx: MatrixContext, body: unknown) =>
    as(ctx, 'Owner', 'POST', `/api/workspace/${ctx.workspaceId}/invite`, body);
  const newInvitee = async (ctx: MatrixContext) => {
    const user = await insertUser(ctx.server.database.db, {
      email: `invitee-${randomUUID()}@example.com`,
      name: 'Invitee',
    });
    return { user, authorization: await bearerFor(ctx.server, user) };
  };
  const storedInvitations = (ctx: MatrixContext) =>
    ctx.server.database.db
      .selectFrom('workspace_invitations')
      .selectAll()
      .where('workspace_id', '=', ctx.workspaceId)
      .execute();

  it('API-USR-10 / API-MISC-17 / API-MISC-18 / RT-06 / PRM-10 / ENT-58 / invite by mail, follow the link, accept: the invitee is a Member', async () => {
    const ctx = await setUp();
    const invitee = await newInvitee(ctx);
    const asInvitee = (method: string, path: string) =>
      callApi(ctx.apiUrl, method, path, { authorization: invitee.authorization });

    const sent = await invite(ctx, [{ email: invitee.user.email.toUpperCase(), role: 'member' }]);
    expect(sent).toMatchObject({ code: 0, data: undefined });
    const mail = await smtp().nextMailTo(invitee.user.email);
    expect(mail.subject).toBe('Join Matrix on Quire');
    expect(mail.text).toContain('Matrix Owner invited you to the workspace "Matrix"');
    const invitedId = invitedIdIn(mail.text);
    expect(mail.html).toContain(`href="${publicUrl}/accept-invitation?invited_id=${invitedId}"`);

    const pending = await asInvitee('GET', '/api/workspace/invite?status=Pending');
    expect(
      invitationSchema
        .array()
        .parse(pending.data)
        .map((i) => i.invite_id),
    ).toEqual([invitedId]);

    const shown = await asInvitee('GET', `/api/workspace/invite/${invitedId}`);
    expect(shown.code).toBe(0);
    expect(invitationSchema.parse(shown.data)).toEqual({
      invite_id: invitedId,
      workspace_id: ctx.workspaceId,
      workspace_name: 'Matrix',
      inviter_email: ctx.users.Owner.user.email,
      inviter_name: 'Matrix Owner',
      inviter_icon: null,
      workspace_icon: '',
      member_count: 3,
      role: 'Member',
      status: 'Pending',
      updated_at: expect.any(String) as string,
    });

    const accepted = await asInvitee('POST', `/api/workspace/accept-invite/${invitedId}`);
    expect(accepted).toMatchObject({ code: 0, data: undefined });

    const members = await as(ctx, 'Owner', 'GET', `/api/workspace/${ctx.workspaceId}/member`);
    expect(members.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: invitee.user.email, role: 'Member' })]),
    );
    const theirs = await asInvitee('GET', '/api/workspace');
    expect(theirs.data).toEqual([expect.objectContaining({ workspace_id: ctx.workspaceId, role: 'Member' })]);
    expect((await asInvitee('GET', `/api/workspace/invite/${invitedId}`)).data).toMatchObject({
      status: 'Accepted',
      member_count: 4,
    });
    expect((await asInvitee('GET', '/api/workspace/invite?status=Pending')).data).toEqual([]);

    const again = await asInvitee('POST', `/api/workspace/accept-invite/${invitedId}`);
    expect(again.code).toBe(ErrorCode.AlreadyJoined);
  });

  it('API-MISC-17 / API-MISC-18 / another signed-in user can neither read nor accept the invitation', async () => {
    const ctx = await setUp();
    const invitee = await newInvitee(ctx);
    expect((await invite(ctx, [{ email: invitee.user.email, role: 'Member' }])).code).toBe(0);
    const invitedId = invitedIdIn((await smtp().nextMailTo(invitee.user.email)).text);

    for (const role of ['NonMember', 'Owner'] as const) {
      expect((await as(ctx, role, 'GET', `/api/workspace/invite/${invitedId}`)).code).toBe(
        ErrorCode.NotEnoughPermissions,
      );
      expect((await as(ctx, role, 'POST', `/api/workspace/accept-invite/${invitedId}`)).code).toBe(
        ErrorCode.NotInviteeOfWorkspaceInvitation,
      );
    }
    expect((await as(ctx, 'NonMember', 'GET', '/api/workspace')).data).toEqual([]);
    expect((await storedInvitations(ctx)).map((row) => row.status)).toEqual(['Pending']);
  });

  it('API-MISC-18 / two accepts at once: one joins, the other is AlreadyJoined', async () => {
    const ctx = await setUp();
    const invitee = await newInvitee(ctx);
    await invite(ctx, [{ email: invitee.user.email, role: 'Member' }]);
    const invitedId = invitedIdIn((await smtp().nextMailTo(invitee.user.email)).text);
    const accept = () =>
      callApi(ctx.apiUrl, 'POST', `/api/workspace/accept-invite/${invitedId}`, {
        authorization: invitee.authorization,
      });
    const codes = (await Promise.all([accept(), accept()])).map((answer) => answer.code).sort();
    expect(codes).toEqual([0, ErrorCode.AlreadyJoined].sort());
    const memberships = await ctx.server.database.db
      .selectFrom('workspace_members')
      .select('role')
      .where('user_uuid', '=', invitee.user.uuid)
      .execute();
    expect(memberships).toEqual([{ role: 'Member' }]);
  });

  it('an invited Guest joins as Guest; a role left out means Member', async () => {
    const ctx = await setUp();
    const guest = await newInvitee(ctx);
    const member = await newInvitee(ctx);
    const sent = await invite(ctx, [
      { email: guest.user.email, role: 'Guest' },
      { email: member.user.email },
    ]);
    expect(sent.code).toBe(0);
    for (const [invitee, role] of [
      [guest, 'Guest'],
      [member, 'Member'],
    ] as const) {
      const invitedId = invitedIdIn((await smtp().nextMailTo(invitee.user.email)).text);
      const accept = await callApi(ctx.apiUrl, 'POST', `/api/workspace/accept-invite/${invitedId}`, {
        authorization: invitee.authorization,
      });
      expect(accept.code).toBe(0);
      const joined = await callApi(ctx.apiUrl, 'GET', '/api/workspace', {
        authorization: invitee.authorization,
      });
      expect(joined.data).toEqual([expect.objectContaining({ role })]);
    }
  });

  it('inviting an existing member is InvalidRequest (already a member) and stores nothing', async () => {
    const ctx = await setUp();
    const answer = await invite(ctx, [
      { email: 'fresh@example.com', role: 'Member' },
      { email: ctx.users.Guest.user.email, role: 'Member' },
    ]);
    expect(answer.code).toBe(ErrorCode.InvalidRequest);
    expect(answer.message).toBe(`already a member: ${ctx.users.Guest.user.email}`);
    expect(await storedInvitations(ctx)).toEqual([]);
  });

  it('inviting again while pending renews the same invitation (same link, new role) after the cool-down', async () => {
    const ctx = await setUp();
    const email = `again-${randomUUID()}@example.com`;
    await invite(ctx, [{ email, role: 'Member' }]);
    const first = invitedIdIn((await smtp().nextMailTo(email)).text);
    // Straight away the address is not mailed again: the whole request is refused, saying how long to wait.
    const tooSoon = await invite(ctx, [{ email, role: 'Guest' }]);
    expect(tooSoon.code).toBe(ErrorCode.TooManyRequests);
    expect(tooSoon.message).toMatch(
      new RegExp(`^${email} was invited a moment ago\\. Try again in (10|9) minutes\\.$`),
    );
    expect((await storedInvitations(ctx)).map((row) => row.role)).toEqual(['Member']);
    await ctx.server.database.db
      .updateTable('workspace_invitations')
      .set({ updated_at: new Date(Date.now() - 11 * 60 * 1000).toISOString() })
      .where('invite_id', '=', first)
      .execute();
    await invite(ctx, [{ email, role: 'Guest' }]);
    const second = invitedIdIn((await smtp().nextMailTo(email)).text);
    expect(second).toBe(first);
    expect((await storedInvitations(ctx)).map((row) => [row.invite_id, row.role])).toEqual([
      [first, 'Guest'],
    ]);
  });

  it('only the Owner invites; bad bodies are InvalidRequest', async () => {
    const ctx = await setUp();
    for (const role of ['Member', 'Guest', 'NonMember'] as const) {
      const answer = await as(ctx, role, 'POST', `/api/workspace/${ctx.workspaceId}/invite`, [
        { email: 'x@example.com', role: 'Member' },
      ]);
      expect(answer.code).toBe(ErrorCode.NotEnoughPermissions);
    }
    expect((await invite(ctx, [])).code).toBe(ErrorCode.InvalidRequest);
    expect((await invite(ctx, [{ email: 'not an address', role: 'Member' }])).code).toBe(
      ErrorCode.InvalidRequest,
    );
    expect((await invite(ctx, [{ email: 'owner@example.com', role: 'Owner' }])).code).toBe(
      ErrorCode.InvalidRequest,
    );
    expect(await storedInvitations(ctx)).toEqual([]);
  });

  it('a mail server that refuses is MailerError; the invitation stays for the invitee to find', async () => {
    const ctx = await setUp();
    const invitee = await newInvitee(ctx);
    smtp().rejectRecipients(true);
    try {
      const answer = await invite(ctx, [{ email: invitee.user.email, role: 'Member' }]);
      expect(answer.code).toBe(ErrorCode.MailerError);
    } finally {
      smtp().rejectRecipients(false);
    }
    const pending = await callApi(ctx.apiUrl, 'GET', '/api/workspace/invite?status=Pending', {
      authorization: invitee.authorization,
    });
    expect(pending.data).toEqual([
      expect.objectContaining({ workspace_id: ctx.workspaceId, status: 'Pending' }),
    ]);
  });

  it('an unknown invitation is RecordNotFound', async () => {
    const ctx = await setUp();
    const unknown = randomUUID();
    expect((await as(ctx, 'NonMember', 'GET', `/api/workspace/invite/${unknown}`)).code).toBe(
      ErrorCode.RecordNotFound,
    );
    expect((await as(ctx, 'NonMember', 'POST', `/api/workspace/accept-invite/${unknown}`)).code).toBe(
      ErrorCode.RecordNotFound,
    );
  });
});
