// Namespaces and the default page (spec 001 §7 "Publishing"; reference §3.7, §4): the workspace id until the
// Owner sets one, old ones resolving, the name rules and their codes; the default page `/{namespace}` opens.
import type { PublishInfo, PublishedViewMeta } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../../test/harness.js';
import { publishWorld } from '../../../test/publish.js';

const page = (viewId: string, suffix: string) => `/api/workspace/{ws}/page-view/${viewId}/${suffix}`;

describe.each(backends)('publish namespaces and the default page on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-PUB-04 / API-PUB-05, CCH-12: the namespace is the workspace id until the Owner sets one; old ones keep resolving', async () => {
    const world = await publishWorld(current());
    expect(await world.namespace()).toBe(world.workspaceId);
    const viewId = await world.createPage('Owner', world.general.view_id, 'Doc');
    await world.publish(viewId, { publish_name: 'doc' });
    const put = (role: 'Owner' | 'Member', old_namespace: string, new_namespace: string) =>
      world.call(role, 'PUT', '/api/workspace/{ws}/publish-namespace', { old_namespace, new_namespace });
    expect((await put('Member', world.workspaceId, 'team-a')).code).toBe(ErrorCode.NotEnoughPermissions);
    expect((await put('Owner', 'not-mine', 'team-a')).code).toBe(ErrorCode.RecordNotFound);
    await world.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-namespace', {
      old_namespace: world.workspaceId,
      new_namespace: 'team-a',
    });
    expect(await world.namespace()).toBe('team-a');
    expect(await world.ok('Member', 'GET', '/api/workspace/{ws}/publish-namespace')).toBe('team-a');
    await world.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-namespace', {
      old_namespace: 'team-a',
      new_namespace: 'Team_B',
    });
    // The current one, the old one and the original id all open the page; its info names the current one.
    for (const namespace of ['Team_B', 'team-a', world.workspaceId]) {
      const meta = await world.anon<PublishedViewMeta>(`/api/workspace/v1/published/${namespace}/doc`);
      expect({ namespace, code: meta.code, view: meta.data?.view.view_id }).toEqual({
        namespace,
        code: 0,
        view: viewId,
      });
    }
    const outline = await world.anon<{ view_id: string }>('/api/workspace/published-outline/team-a');
    expect(outline.data?.view_id).toBe(world.workspaceId);
    expect(
      (await world.anon<PublishInfo>(`/api/workspace/v1/published-info/${viewId}`)).data?.namespace,
    ).toBe('Team_B');
    // Taking an old one back makes it current again.
    await world.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-namespace', {
      old_namespace: 'Team_B',
      new_namespace: 'team-a',
    });
    expect(await world.namespace()).toBe('team-a');
  });

  it.each([
    ['one character', 'a', ErrorCode.CustomNamespaceTooShort],
    ['65 characters', 'a'.repeat(65), ErrorCode.CustomNamespaceTooLong],
    ['a space', 'my team', ErrorCode.CustomNamespaceInvalidCharacter],
    ['a non-ASCII letter', 'équipe', ErrorCode.CustomNamespaceInvalidCharacter],
    ['a dot', 'a.b', ErrorCode.CustomNamespaceInvalidCharacter],
    ['an app route', 'app', ErrorCode.CustomNamespaceReserved],
    ['an app route in capitals', 'LOGIN', ErrorCode.CustomNamespaceReserved],
    ['a UUID', '00000000-0000-4000-8000-000000000000', ErrorCode.CustomNamespaceReserved],
  ])('API-PUB-05: a namespace with %s is refused and the namespace stays', async (_case, wanted, code) => {
    const world = await publishWorld(current());
    const answer = await world.call('Owner', 'PUT', '/api/workspace/{ws}/publish-namespace', {
      old_namespace: world.workspaceId,
      new_namespace: wanted,
    });
    expect(answer.code).toBe(code);
    expect(await world.namespace()).toBe(world.workspaceId);
  });

  it('API-PUB-05: a namespace another workspace has (now or before, in any case) is 1031', async () => {
    const world = await publishWorld(current());
    const other = await publishWorld(current());
    await other.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-namespace', {
      old_namespace: other.workspaceId,
      new_namespace: 'shared-name',
    });
    await other.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-namespace', {
      old_namespace: 'shared-name',
      new_namespace: 'newer-name',
    });
    for (const wanted of ['shared-name', 'SHARED-name', 'newer-name']) {
      const answer = await world.call('Owner', 'PUT', '/api/workspace/{ws}/publish-namespace', {
        old_namespace: world.workspaceId,
        new_namespace: wanted,
      });
      expect({ wanted, code: answer.code }).toEqual({ wanted, code: ErrorCode.PublishNamespaceAlreadyTaken });
    }
    expect(await world.namespace()).toBe(world.workspaceId);
  });

  it('API-PUB-06 / API-PUB-07 / API-PUB-08: the default page is set by the Owner to a published page, read, cleared, and goes when unpublished', async () => {
    const world = await publishWorld(current());
    const viewId = await world.createPage('Owner', world.general.view_id, 'Home');
    const other = await world.createPage('Owner', world.general.view_id, 'Not published');
    const none = await world.call('Member', 'GET', '/api/workspace/{ws}/publish-default');
    expect(none.code).toBe(ErrorCode.RecordNotFound);
    expect(
      (await world.call('Owner', 'PUT', '/api/workspace/{ws}/publish-default', { view_id: other })).code,
    ).toBe(ErrorCode.RecordNotFound);
    await world.publish(viewId, { publish_name: 'home' });
    expect(
      (await world.call('Member', 'PUT', '/api/workspace/{ws}/publish-default', { view_id: viewId })).code,
    ).toBe(ErrorCode.NotEnoughPermissions);
    await world.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-default', { view_id: viewId });
    expect(await world.ok<PublishInfo>('Member', 'GET', '/api/workspace/{ws}/publish-default')).toMatchObject(
      {
        view_id: viewId,
        publish_name: 'home',
      },
    );
    expect((await world.call('Member', 'DELETE', '/api/workspace/{ws}/publish-default')).code).toBe(
      ErrorCode.NotEnoughPermissions,
    );
    await world.ok('Owner', 'DELETE', '/api/workspace/{ws}/publish-default');
    expect((await world.call('Owner', 'GET', '/api/workspace/{ws}/publish-default')).code).toBe(
      ErrorCode.RecordNotFound,
    );
    await world.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-default', { view_id: viewId });
    await world.ok('Owner', 'POST', page(viewId, 'unpublish'));
    expect((await world.call('Owner', 'GET', '/api/workspace/{ws}/publish-default')).code).toBe(
      ErrorCode.RecordNotFound,
    );
  });
});
