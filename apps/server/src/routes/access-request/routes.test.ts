// Access requests (spec 001 §7; reference §3.15): a signed-in user asks; the Owner is mailed the approve
// link, reads the request, approves (the requester becomes a Member) or rejects; the requester is mailed.
import { randomUUID } from 'node:crypto';
import { accessRequestSchema, createdAccessRequestSchema } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import type { WorkspaceEvent } from '@quire/shared/contract';
import { subscribeWorkspaceEvents } from '../../realtime/workspaceEvents.js';
import { bearerFor, insertUser } from '../../../test/factories.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { callApi } from '../../../test/matrix/context.js';
import { pageTreeWorld, type PageTreeWorld } from '../../../test/pageTree.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp.js';

const publicUrl = 'http://quire.test:8000';

describe.each(backends)('access requests on $name', ({ name }) => {
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp?.close());
  const mails = () => {
    if (smtp === undefined) throw new Error('no SMTP capture');
    return smtp;
  };
  const current = useTestServer(name, {
    env: () => ({
      QUIRE_PUBLIC_URL: publicUrl,
      QUIRE_SMTP_URL: mails().url,
      QUIRE_ACCESS_REQUEST_RATE_PER_USER: '3/24h',
    }),
  });

  const setUp = async () => {
    const world = await pageTreeWorld(current());
    const page = await world.createPage('Owner', (await world.space('General')).view_id, 'Roadmap');
    const requester = await insertUser(current().server.database.db, {
      email: `asker-${randomUUID()}@example.com`,
      name: 'Asker',
    });
    const authorization = await bearerFor(current().server, requester);
    const as = (auth: string, method: string, path: string, body?: unknown) =>
      callApi(current().apiUrl, method, path, { authorization: auth, body });
    const ask = (viewId = page, auth = authorization) =>
      as(auth, 'POST', '/api/access-request', { workspace_id: world.workspaceId, view_id: viewId });
    return { world, page, requester, authorization, as, ask };
  };
  const role = async (world: PageTreeWorld, uuid: string) =>
    (
      await current()
        .server.database.db.selectFrom('workspace_members')
        .select('role')
        .where('workspace_id', '=', world.workspaceId)
        .where('user_uuid', '=', uuid)
        .executeTakeFirst()
    )?.role;

  it('API-MISC-21 / API-MISC-19 / API-MISC-20 / ENT-19 / ask, the Owner is mailed the link, reads it and approves: a Member, mailed', async () => {
    const { world, page, requester, authorization, as, ask } = await setUp();
    const owner = world.ctx.users.Owner;
    const created = await ask();
    expect(created.code).toBe(0);
    const request = createdAccessRequestSchema.parse(created.data);
    expect(request).toMatchObject({
      workspace_id: world.workspaceId,
      view_id: page,
      requester_id: requester.uuid,
    });

    const mail = await mails().nextMailTo(owner.user.email);
    expect(mail.text).toContain('Asker');
    expect(mail.text).toContain('"Roadmap"');
    expect(mail.text).toContain(`${publicUrl}/app/approve-request?request_id=${request.request_id}`);

    const shown = await as(owner.authorization, 'GET', `/api/access-request/${request.request_id}`);
    expect(accessRequestSchema.parse(shown.data)).toMatchObject({
      request_id: request.request_id,
      workspace: { workspace_id: world.workspaceId, workspace_name: 'Matrix' },
      requester: { uuid: requester.uuid, email: requester.email, name: 'Asker' },
      view: { view_id: page, name: 'Roadmap', layout: 0 },
      status: 0,
    });

    const events: WorkspaceEvent[] = [];
    const unsubscribe = await subscribeWorkspaceEvents(current().server.bus, world.workspaceId, (event) =>
      events.push(event),
    );
    const approved = await as(
      owner.authorization,
      'POST',
      `/api/access-request/${request.request_id}/approve`,
      {
        is_approved: true,
      },
    );
    expect(approved.code).toBe(0);
    // Open workspace screens hear of the new member.
    for (let tries = 0; tries < 100 && events.length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await unsubscribe();
    expect(events).toContainEqual({ type: 'members-changed' });
    expect(await role(world, requester.uuid)).toBe('Member');
    const outcome = await mails().nextMailTo(requester.email);
    expect(outcome.subject).toContain('approved');
    expect(outcome.text).toContain(`${publicUrl}/app/${world.workspaceId}/${page}`);
    // The new member reads the folder now.
    expect((await as(authorization, 'GET', `/api/workspace/${world.workspaceId}/folder`)).code).toBe(0);
    expect(
      (await as(owner.authorization, 'GET', `/api/access-request/${request.request_id}`)).data,
    ).toMatchObject({
      status: 1,
    });
    // Decided: again is 1122; rejecting it now too.
    for (const is_approved of [true, false]) {
      const again = await as(
        owner.authorization,
        'POST',
        `/api/access-request/${request.request_id}/approve`,
        {
          is_approved,
        },
      );
      expect(again.code).toBe(ErrorCode.AccessRequestAlreadyApproved);
    }
  });

  it('ENT-19 / rejected (status 2): not a member, mailed; deciding again is 1123; asking again is 1043', async () => {
    const { world, requester, as, ask } = await setUp();
    const owner = world.ctx.users.Owner;
    const request = createdAccessRequestSchema.parse((await ask()).data);
    await mails().nextMailTo(owner.user.email);
    const path = `/api/access-request/${request.request_id}/approve`;
    expect((await as(owner.authorization, 'POST', path, { is_approved: false })).code).toBe(0);
    expect(await role(world, requester.uuid)).toBeUndefined();
    expect((await mails().nextMailTo(requester.email)).subject).toContain('rejected');
    expect(
      (await as(owner.authorization, 'GET', `/api/access-request/${request.request_id}`)).data,
    ).toMatchObject({ status: 2 });
    expect((await as(owner.authorization, 'POST', path, { is_approved: true })).code).toBe(
      ErrorCode.AccessRequestAlreadyDenied,
    );
    expect(await role(world, requester.uuid)).toBeUndefined();
    expect((await ask()).code).toBe(ErrorCode.AccessRequestAlreadyExists);
  });

  it('asking twice is 1043 (one request, one mail)', async () => {
    const { world, ask } = await setUp();
    expect((await ask()).code).toBe(0);
    expect((await ask()).code).toBe(ErrorCode.AccessRequestAlreadyExists);
    const count = await current()
      .server.database.db.selectFrom('access_requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('workspace_id', '=', world.workspaceId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('only the workspace Owner reads or decides (Member, Guest, outsider, the requester: 1012); nothing changes', async () => {
    const { world, requester, authorization, as, ask } = await setUp();
    const request = createdAccessRequestSchema.parse((await ask()).data);
    const { Member, Guest, NonMember } = world.ctx.users;
    for (const auth of [Member.authorization, Guest.authorization, NonMember.authorization, authorization]) {
      expect((await as(auth, 'GET', `/api/access-request/${request.request_id}`)).code).toBe(
        ErrorCode.NotEnoughPermissions,
      );
      const decided = await as(auth, 'POST', `/api/access-request/${request.request_id}/approve`, {
        is_approved: true,
      });
      expect(decided.code).toBe(ErrorCode.NotEnoughPermissions);
    }
    expect(await role(world, requester.uuid)).toBeUndefined();
    const unknown = await as(
      world.ctx.users.Owner.authorization,
      'GET',
      `/api/access-request/${randomUUID()}`,
    );
    expect(unknown).toMatchObject({ code: ErrorCode.RecordNotFound, message: 'Access request not found' });
  });

  it('pages that are missing, trashed or in a private space answer View not found; members cannot ask', async () => {
    const { world, ask } = await setUp();
    expect((await ask(randomUUID())).message).toBe('View not found');
    const trashed = await world.createPage('Owner', (await world.space('General')).view_id, 'Old');
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${trashed}/move-to-trash`);
    expect((await ask(trashed)).code).toBe(ErrorCode.RecordNotFound);
    const hidden = await world.createPage('Owner', (await world.space('Private')).view_id, 'Mine');
    expect((await ask(hidden)).message).toBe('View not found');
    const asMember = await ask(hidden, world.ctx.users.Member.authorization);
    expect(asMember.code).toBe(ErrorCode.RecordNotFound);
    const page = await world.createPage('Owner', (await world.space('General')).view_id, 'Open');
    expect((await ask(page, world.ctx.users.Member.authorization)).code).toBe(ErrorCode.AlreadyJoined);
    // A guest may ask to become a Member.
    expect((await ask(page, world.ctx.users.Guest.authorization)).code).toBe(0);
  });

  it('requests per user are rate-limited (1079), nothing stored; bad input 1008; no session 401', async () => {
    const { world, requester, as, ask } = await setUp();
    const general = (await world.space('General')).view_id;
    const pages = [];
    for (let index = 0; index < 4; index++) pages.push(await world.createPage('Owner', general, `P${index}`));
    const codes = [];
    for (const page of pages) codes.push((await ask(page)).code);
    expect(codes).toEqual([0, 0, 0, ErrorCode.TooManyRequests]);
    const stored = await current()
      .server.database.db.selectFrom('access_requests')
      .select('view_id')
      .where('requester_uuid', '=', requester.uuid)
      .execute();
    expect(stored.map((row) => row.view_id).sort()).toEqual(pages.slice(0, 3).sort());
    expect(
      (await as(world.ctx.users.Owner.authorization, 'POST', '/api/access-request', { workspace_id: 'x' }))
        .code,
    ).toBe(ErrorCode.InvalidRequest);
    const anonymous = await callApi(current().apiUrl, 'POST', '/api/access-request', { body: {} });
    expect(anonymous.status).toBe(401);
  });
});
