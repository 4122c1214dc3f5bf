import { ErrorCode } from '@quire/shared/errors';
import { insertUser, signIn } from '../../../test/factories.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { outline, pageTreeWorld } from '../../../test/pageTree.js';
import type { FolderView } from '@quire/shared/contract';

describe.each(backends)('the page tree of new and deleted workspaces on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-TREE-01: the default workspace made by /api/user/verify starts with General and Private', async () => {
    const { server, apiUrl } = current();
    const user = await insertUser(server.database.db, { name: 'Ada' });
    const { access_token } = await signIn(server, user);
    await fetch(`${apiUrl}/api/user/verify/${access_token}`);
    const workspace = await server.database.db
      .selectFrom('workspaces')
      .select('workspace_id')
      .where('owner_uuid', '=', user.uuid)
      .executeTakeFirstOrThrow();
    const response = await fetch(`${apiUrl}/api/workspace/${workspace.workspace_id}/folder`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    const { data } = (await response.json()) as { data: FolderView };
    expect(outline(data)).toEqual([['General', ['Getting started']], 'Private']);
    const [started] = data.children[0]?.children ?? [];
    const page = (await (
      await fetch(`${apiUrl}/api/workspace/${workspace.workspace_id}/page-view/${started?.view_id ?? ''}`, {
        headers: { authorization: `Bearer ${access_token}` },
      })
    ).json()) as { data: { owner: { uuid: string } } };
    expect(page.data.owner.uuid).toBe(user.uuid);
  });

  it('deleting a workspace deletes its views, collabs, favourites and recents (foreign keys cascade)', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const page = await world.createPage('Member', general.view_id, 'Doomed');
    await world.ok('Member', 'POST', `/api/workspace/{ws}/page-view/${page}/favorite`, { is_favorite: true });
    await world.ok('Member', 'GET', `/api/workspace/{ws}/page-view/${page}`);
    expect((await world.call('Owner', 'DELETE', '/api/workspace/{ws}')).code).toBe(0);
    const db = world.ctx.server.database.db;
    for (const table of ['views', 'collabs', 'favorite_views', 'recent_views'] as const) {
      const left = await db
        .selectFrom(table)
        .select('workspace_id')
        .where('workspace_id', '=', world.workspaceId)
        .execute();
      expect({ table, left: left.length }).toEqual({ table, left: 0 });
    }
    expect((await world.call('Owner', 'GET', '/api/workspace/{ws}/folder')).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
  });
});
