import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@quire/shared/errors';
import { bearerFor, insertUser } from '../../../test/factories.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { callApi, createMatrixContext } from '../../../test/matrix/context.js';
import type { MatrixContext, MatrixRole } from '../../../test/matrix/types.js';
import { ownerCannotLeaveMessage } from '../../commands/leaveWorkspace.js';
import { workspaceSchema, type Workspace as AFWorkspace } from '@quire/shared/contract';

describe.each(backends)('workspace routes on $name', ({ name }) => {
  const current = useTestServer(name);
  const setUp = () => createMatrixContext(current().server, current().apiUrl);
  const as = (ctx: MatrixContext, role: MatrixRole, method: string, path: string, body?: unknown) =>
    callApi(ctx.apiUrl, method, path, { authorization: ctx.users[role].authorization, body });
  const userRow = (ctx: MatrixContext, role: MatrixRole) =>
    ctx.server.database.db
      .selectFrom('users')
      .selectAll()
      .where('uuid', '=', ctx.users[role].user.uuid)
      .executeTakeFirstOrThrow();
  const workspacesOf = async (ctx: MatrixContext, role: MatrixRole): Promise<AFWorkspace[]> => {
    const answer = await as(ctx, role, 'GET', '/api/workspace?include_member_count=true&include_role=true');
    expect(answer.code).toBe(0);
    return workspaceSchema.array().parse(answer.data);
  };

  it('API-USR-04 / ENT-20 / ENT-46 / lists every workspace of the caller as AFWorkspace, with member count and role', async () => {
    const ctx = await setUp();
    const owner = ctx.users.Owner.user;
    expect(await workspacesOf(ctx, 'Guest')).toEqual([
      {
        workspace_id: ctx.workspaceId,
        database_storage_id: expect.any(String) as string,
        owner_uid: owner.uid,
        owner_name: owner.name,
        owner_email: owner.email,
        workspace_type: 0,
        workspace_name: 'Matrix',
        created_at: expect.any(String) as string,
        icon: '',
        member_count: 3,
        role: 'Guest',
      },
    ]);
    expect((await workspacesOf(ctx, 'Owner')).map((w) => w.role)).toEqual(['Owner']);
    expect(await workspacesOf(ctx, 'NonMember')).toEqual([]);
  });

  it('API-USR-05 / creates a workspace owned by the caller and returns it with its workspace_id', async () => {
    const ctx = await setUp();
    const answer = await as(ctx, 'Member', 'POST', '/api/workspace', {
      workspace_name: '  Research  ',
      workspace_icon: '🧪',
    });
    expect(answer.code).toBe(0);
    const created = workspaceSchema.parse(answer.data);
    expect(created).toMatchObject({
      workspace_name: 'Research',
      icon: '🧪',
      role: 'Owner',
      member_count: 1,
      owner_uid: ctx.users.Member.user.uid,
    });
    const mine = await workspacesOf(ctx, 'Member');
    expect(mine.map((w) => [w.workspace_id, w.role])).toEqual([
      [ctx.workspaceId, 'Member'],
      [created.workspace_id, 'Owner'],
    ]);
  });

  it('API-USR-05 / a workspace created without a name gets AppFlowy’s workspace_<unix seconds>', async () => {
    const ctx = await setUp();
    const answer = await as(ctx, 'NonMember', 'POST', '/api/workspace', {});
    expect(workspaceSchema.parse(answer.data).workspace_name).toMatch(/^workspace_\d{10}$/);
  });

  it('API-USR-05 / refuses an empty name', async () => {
    const ctx = await setUp();
    const answer = await as(ctx, 'Owner', 'POST', '/api/workspace', { workspace_name: '   ' });
    expect(answer.code).toBe(ErrorCode.InvalidRequest);
    expect(answer.message).toMatch(/^Invalid request body: workspace_name: /);
  });

  it('API-USR-06 / PATCH renames and re-icons (the Owner), leaving unnamed fields alone', async () => {
    const ctx = await setUp();
    const rename = await as(ctx, 'Owner', 'PATCH', '/api/workspace', {
      workspace_id: ctx.workspaceId,
      workspace_name: 'Team',
    });
    expect(rename).toMatchObject({ code: 0, data: undefined });
    expect(
      (
        await as(ctx, 'Owner', 'PATCH', '/api/workspace', {
          workspace_id: ctx.workspaceId,
          workspace_icon: '🚀',
        })
      ).code,
    ).toBe(0);
    const [workspace] = await workspacesOf(ctx, 'Owner');
    expect(workspace).toMatchObject({ workspace_name: 'Team', icon: '🚀' });
  });

  it("API-USR-06 / a Member or Guest may not rename the owner's workspace; an unknown one is the same refusal", async () => {
    const ctx = await setUp();
    for (const role of ['Member', 'Guest'] as const) {
      const answer = await as(ctx, role, 'PATCH', '/api/workspace', {
        workspace_id: ctx.workspaceId,
        workspace_name: 'Mine now',
        workspace_icon: '🏴',
      });
      expect(answer.code).toBe(ErrorCode.NotEnoughPermissions);
    }
    const unknown = await as(ctx, 'Owner', 'PATCH', '/api/workspace', {
      workspace_id: randomUUID(),
      workspace_name: 'Nowhere',
    });
    expect(unknown.code).toBe(ErrorCode.NotEnoughPermissions);
    expect((await workspacesOf(ctx, 'Owner'))[0]?.workspace_name).toBe('Matrix');
  });

  it('API-USR-07 / DELETE removes the workspace with its members and invitations; whoever had it open moves on', async () => {
    const ctx = await setUp();
    const { db } = ctx.server.database;
    const other = workspaceSchema.parse((await as(ctx, 'Member', 'POST', '/api/workspace', {})).data);
    expect((await as(ctx, 'Member', 'PUT', `/api/workspace/${ctx.workspaceId}/open`)).code).toBe(0);
    expect((await as(ctx, 'Guest', 'PUT', `/api/workspace/${ctx.workspaceId}/open`)).code).toBe(0);
    const invite = await as(ctx, 'Owner', 'POST', `/api/workspace/${ctx.workspaceId}/invite`, [
      { email: 'someone@example.com', role: 'Member' },
    ]);
    expect(invite.code).toBe(0);

    expect((await as(ctx, 'Owner', 'DELETE', `/api/workspace/${ctx.workspaceId}`)).code).toBe(0);

    const left = (table: 'workspaces' | 'workspace_members' | 'workspace_invitations') =>
      db.selectFrom(table).select('workspace_id').where('workspace_id', '=', ctx.workspaceId).execute();
    expect(await left('workspaces')).toEqual([]);
    expect(await left('workspace_members')).toEqual([]);
    expect(await left('workspace_invitations')).toEqual([]);
    expect((await userRow(ctx, 'Member')).latest_workspace_id).toBe(other.workspace_id);
    expect((await userRow(ctx, 'Guest')).latest_workspace_id).toBeNull();
    expect(await workspacesOf(ctx, 'Guest')).toEqual([]);
    expect((await as(ctx, 'Owner', 'DELETE', `/api/workspace/${ctx.workspaceId}`)).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
  });

  it('API-USR-07 / only the Owner deletes', async () => {
    const ctx = await setUp();
    for (const role of ['Member', 'Guest', 'NonMember'] as const) {
      expect((await as(ctx, role, 'DELETE', `/api/workspace/${ctx.workspaceId}`)).code).toBe(
        ErrorCode.NotEnoughPermissions,
      );
    }
    expect(await workspacesOf(ctx, 'Owner')).toHaveLength(1);
  });

  it('API-USR-08 / open answers the workspace and makes it latest_workspace_id (also for a Guest)', async () => {
    const ctx = await setUp();
    const answer = await as(ctx, 'Guest', 'PUT', `/api/workspace/${ctx.workspaceId}/open`);
    expect(answer.code).toBe(0);
    expect(workspaceSchema.parse(answer.data)).toMatchObject({
      workspace_id: ctx.workspaceId,
      role: 'Guest',
    });
    expect((await userRow(ctx, 'Guest')).latest_workspace_id).toBe(ctx.workspaceId);
    const profile = await as(ctx, 'Guest', 'GET', '/api/user/workspace');
    expect(profile.data).toMatchObject({ visiting_workspace: { workspace_id: ctx.workspaceId } });
  });

  it('API-USR-08 / an outsider cannot open it (1012) and keeps their latest workspace', async () => {
    const ctx = await setUp();
    const answer = await as(ctx, 'NonMember', 'PUT', `/api/workspace/${ctx.workspaceId}/open`);
    expect(answer.code).toBe(ErrorCode.NotEnoughPermissions);
    expect((await userRow(ctx, 'NonMember')).latest_workspace_id).toBeNull();
  });

  it('API-USR-09 / a Member leaves: gone from the members and from their list, latest workspace cleared', async () => {
    const ctx = await setUp();
    await as(ctx, 'Member', 'PUT', `/api/workspace/${ctx.workspaceId}/open`);
    expect((await as(ctx, 'Member', 'POST', `/api/workspace/${ctx.workspaceId}/leave`)).code).toBe(0);
    expect(await workspacesOf(ctx, 'Member')).toEqual([]);
    expect((await userRow(ctx, 'Member')).latest_workspace_id).toBeNull();
    expect((await workspacesOf(ctx, 'Owner'))[0]?.member_count).toBe(2);
    expect((await as(ctx, 'Member', 'POST', `/api/workspace/${ctx.workspaceId}/leave`)).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
  });

  it('API-USR-09 / the Owner cannot leave their own workspace', async () => {
    const ctx = await setUp();
    const answer = await as(ctx, 'Owner', 'POST', `/api/workspace/${ctx.workspaceId}/leave`);
    expect(answer).toMatchObject({ code: ErrorCode.InvalidRequest, message: ownerCannotLeaveMessage });
    expect((await workspacesOf(ctx, 'Owner'))[0]?.member_count).toBe(3);
  });

  it('PRM-11 / every workspace route needs a signed-in session', async () => {
    const { server, apiUrl } = current();
    const user = await insertUser(server.database.db);
    const bearer = await bearerFor(server, user);
    expect((await callApi(apiUrl, 'GET', '/api/workspace', { authorization: bearer })).code).toBe(0);
    expect((await callApi(apiUrl, 'GET', '/api/workspace')).status).toBe(401);
  });

  it('a workspace id that is not a UUID is InvalidRequest naming the parameter', async () => {
    const ctx = await setUp();
    const answer = await as(ctx, 'Owner', 'PUT', '/api/workspace/not-a-uuid/open');
    expect(answer.code).toBe(ErrorCode.InvalidRequest);
    expect(answer.message).toMatch(/^Invalid request params: workspace_id: /);
  });
});
