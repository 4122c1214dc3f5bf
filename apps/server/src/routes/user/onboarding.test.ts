import { insertUser, signIn } from '../../../test/factories.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { defaultWorkspaceName } from '../../commands/onboardUser.js';
import { userProfileSchema } from '@quire/shared/contract';
import { workspaceSchema } from '@quire/shared/contract';

describe.each(backends)('GET /api/user/verify/{token} and GET /api/user/workspace on $name', ({ name }) => {
  const current = useTestServer(name);
  const verify = (token: string) => fetch(`${current().apiUrl}/api/user/verify/${encodeURIComponent(token)}`);
  const userWorkspace = (token: string) =>
    fetch(`${current().apiUrl}/api/user/workspace`, { headers: { authorization: `Bearer ${token}` } });
  const newUser = async () => {
    const { server } = current();
    const user = await insertUser(server.database.db, { name: 'Grace' });
    return { user, tokens: await signIn(server, user) };
  };

  it('API-USR-01 / is_new is true exactly once, and the first call creates the default workspace', async () => {
    const { user, tokens } = await newUser();
    const first = await verify(tokens.access_token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      code: 0,
      data: { is_new: true },
      message: expect.any(String) as string,
    });
    expect(await (await verify(tokens.access_token)).json()).toMatchObject({
      code: 0,
      data: { is_new: false },
    });

    const { db } = current().server.database;
    const workspaces = await db
      .selectFrom('workspaces')
      .selectAll()
      .where('owner_uuid', '=', user.uuid)
      .execute();
    expect(workspaces).toHaveLength(1);
    const [workspace] = workspaces;
    expect(workspace?.workspace_name).toBe(defaultWorkspaceName);
    const members = await db
      .selectFrom('workspace_members')
      .selectAll()
      .where('user_uuid', '=', user.uuid)
      .execute();
    expect(members).toEqual([
      expect.objectContaining({ workspace_id: workspace?.workspace_id, role: 'Owner' }),
    ]);
    const stored = await db
      .selectFrom('users')
      .selectAll()
      .where('uuid', '=', user.uuid)
      .executeTakeFirstOrThrow();
    expect(stored.latest_workspace_id).toBe(workspace?.workspace_id);
  });

  it('the default workspace, its spaces and first page are named in the language the client asks for', async () => {
    const { tokens } = await newUser();
    const first = await fetch(
      `${current().apiUrl}/api/user/verify/${encodeURIComponent(tokens.access_token)}`,
      {
        headers: { 'accept-language': 'xx;q=0.9, de-AT;q=0.8, en;q=0.5' },
      },
    );
    expect(first.status).toBe(200);
    const info = (await (await userWorkspace(tokens.access_token)).json()) as {
      data: { visiting_workspace: { workspace_id: string; workspace_name: string } };
    };
    expect(info.data.visiting_workspace.workspace_name).toBe('Mein Arbeitsbereich');
    const folder = (await (
      await fetch(`${current().apiUrl}/api/workspace/${info.data.visiting_workspace.workspace_id}/folder`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
    ).json()) as { data: { children: { name: string; children: { name: string }[] }[] } };
    expect(folder.data.children.map((space) => space.name)).toEqual(['Allgemein', 'Privat']);
    expect(folder.data.children[0]?.children.map((page) => page.name)).toEqual(['Erste Schritte']);
  });

  it('concurrent first calls create one workspace and say is_new once', async () => {
    const { user, tokens } = await newUser();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(async () => (await verify(tokens.access_token)).json()),
    );
    expect(answers.filter((answer) => (answer as { data: { is_new: boolean } }).data.is_new)).toHaveLength(1);
    const { db } = current().server.database;
    expect(
      await db.selectFrom('workspaces').select('workspace_id').where('owner_uuid', '=', user.uuid).execute(),
    ).toHaveLength(1);
  });

  it('a bad, expired or ended token in the path is 401 like a bearer token', async () => {
    const notJwt = await verify('not-a-jwt');
    expect(notJwt.status).toBe(401);
    expect(await notJwt.text()).toMatch(/^fail to decode token, error: /);

    const { tokens } = await newUser();
    await fetch(`${current().authUrl}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    const ended = await verify(tokens.access_token);
    expect(ended.status).toBe(401);
    expect(await ended.text()).toBe('fail to decode token, error: session has ended');
  });

  it('API-USR-03 / ENT-46 / ENT-48 / answers {user_profile, visiting_workspace, workspaces} in AFWorkspace shape', async () => {
    const { user, tokens } = await newUser();
    await verify(tokens.access_token);
    const response = await userWorkspace(tokens.access_token);
    expect(response.status).toBe(200);
    const { code, data } = (await response.json()) as {
      code: number;
      data: { user_profile: unknown; visiting_workspace: unknown; workspaces: unknown[] };
    };
    expect(code).toBe(0);
    expect(Object.keys(data).sort()).toEqual(['user_profile', 'visiting_workspace', 'workspaces']);
    const profile = userProfileSchema.parse(data.user_profile);
    expect(profile.uuid).toBe(user.uuid);
    const visiting = workspaceSchema.strict().parse(data.visiting_workspace);
    expect(visiting).toEqual({
      workspace_id: profile.latest_workspace_id,
      database_storage_id: expect.any(String) as string,
      owner_uid: user.uid,
      owner_name: 'Grace',
      owner_email: user.email,
      workspace_type: 0,
      workspace_name: defaultWorkspaceName,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      icon: '',
      member_count: 1,
      role: 'Owner',
    });
    expect(data.workspaces.map((workspace) => workspaceSchema.strict().parse(workspace))).toEqual([visiting]);
  });

  it('API-USR-13 / before any workspace exists it is RecordNotFound "Workspace info not found"', async () => {
    const { tokens } = await newUser();
    expect(await (await userWorkspace(tokens.access_token)).json()).toEqual({
      code: -2,
      message: 'Workspace info not found',
    });
  });
});
