// Old namespaces keep resolving and redirect to the current one (issue 11): a page navigation to
// `/{old}/{publishName}` or `/{old}` lands on the same address under the workspace's namespace now.
import { backends } from '../../../test/harness.js';
import { publishWorld } from '../../../test/publish.js';
import { usePublishedPagesServer } from '../../../test/publishedPages.js';

async function navigate(apiUrl: string, path: string, accept = 'text/html') {
  const response = await fetch(`${apiUrl}${path}`, { headers: { accept }, redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cacheControl: response.headers.get('cache-control'),
  };
}

describe.each(backends)('old publish namespaces redirect on $name', ({ name }) => {
  const current = usePublishedPagesServer(name).server;

  it('API-PUB-05: the original id and an older namespace redirect (302, not stored) to the current one, query kept', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Notes');
    await world.publish(page, { publish_name: 'notes' });
    // Before any custom namespace, the workspace id is the namespace: it answers the page itself.
    expect((await navigate(world.apiUrl, `/${world.workspaceId}/notes`)).status).toBe(200);
    const rename = async (oldNamespace: string, newNamespace: string) => {
      await world.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-namespace', {
        old_namespace: oldNamespace,
        new_namespace: newNamespace,
      });
    };
    await rename(world.workspaceId, 'first-name');
    await rename('first-name', 'second-name');
    for (const old of [world.workspaceId, 'first-name']) {
      expect(await navigate(world.apiUrl, `/${old}/notes?blockId=abc`)).toEqual({
        status: 302,
        location: '/second-name/notes?blockId=abc',
        cacheControl: 'no-store',
      });
      expect((await navigate(world.apiUrl, `/${old}`)).location).toBe('/second-name');
    }
    // API-PUB-07: with a home page, `/{namespace}` (old or current) opens it; cleared, it does not.
    await world.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-default', { view_id: page });
    for (const namespace of ['second-name', 'first-name', world.workspaceId]) {
      expect((await navigate(world.apiUrl, `/${namespace}`)).location).toBe('/second-name/notes');
    }
    expect((await navigate(world.apiUrl, '/second-name/notes')).status).toBe(200);
    // The API and non-page requests are not redirected: old namespaces keep answering there.
    expect((await navigate(world.apiUrl, '/first-name/notes', 'application/json')).status).not.toBe(302);
    const meta = await world.anon('/api/workspace/v1/published/first-name/notes');
    expect(meta.code).toBe(0);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/move-to-trash`);
    expect((await navigate(world.apiUrl, '/second-name')).status).not.toBe(302);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/restore-from-trash`);
    await world.ok('Owner', 'DELETE', '/api/workspace/{ws}/publish-default');
    expect((await navigate(world.apiUrl, '/second-name')).status).not.toBe(302);
    // Taking an old one back makes it current: no redirect loop.
    await rename('second-name', 'first-name');
    expect((await navigate(world.apiUrl, '/first-name/notes')).status).toBe(200);
    expect((await navigate(world.apiUrl, '/second-name/notes')).location).toBe('/first-name/notes');
  });

  it('leaves the app’s own routes, files and unknown namespaces alone', async () => {
    const world = await publishWorld(current());
    await world.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-namespace', {
      old_namespace: world.workspaceId,
      new_namespace: 'renamed',
    });
    for (const path of ['/app', '/app/x', '/login', '/nobody/page', '/remotes/x.js', '/']) {
      expect({ path, status: (await navigate(world.apiUrl, path)).status }).not.toEqual({
        path,
        status: 302,
      });
    }
  });
});
