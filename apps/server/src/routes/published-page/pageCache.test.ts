// The server-rendered page's answer is kept under its workspace's publish generation (migration 0018): every
// change a page is drawn from shows at once — never a stale page — on one instance and on two sharing one
// PostgreSQL database; an expiry date passes without any write; a browser revalidates with its ETag; what
// does not move the generation (a page's last edit) is not in the answer.
import { backends, describeWithPostgresAndRedis, useTwoInstances } from '../../../test/harness.js';
import { publishWorld, type PublishWorld } from '../../../test/publish.js';
import {
  browse,
  makeWebRoot,
  publicUrl,
  shellIndexHtml,
  usePublishedPagesServer,
} from '../../../test/publishedPages.js';
import { publishGenerationOf } from '../../queries/publishGeneration.js';
import { createPublishedPageHtml } from './page.js';

const noindex = '<meta name="robots" content="noindex">';

/** The page's HTML, asked for twice in a row (the second answer comes from the kept one). */
async function pageTwice(apiUrl: string, path: string): Promise<string> {
  const first = await browse(apiUrl, path);
  const second = await browse(apiUrl, path);
  expect(second.html).toBe(first.html);
  expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  return second.html;
}

async function publishedTitle(world: PublishWorld, title: string, publishName: string): Promise<string> {
  const page = await world.createPage('Owner', world.general.view_id, title);
  await world.publish(page, { publish_name: publishName });
  return page;
}

describe.each(backends)('the kept answer of a server-rendered page on $name', ({ name }) => {
  const current = usePublishedPagesServer(name).server;

  it('issue 11 / one answer per state: same bytes and ETag, 304 on If-None-Match, a new ETag once the page changes', async () => {
    const world = await publishWorld(current());
    const page = await publishedTitle(world, 'Tagged page', 'tagged');
    const path = `/${world.workspaceId}/tagged`;
    const html = await pageTwice(world.apiUrl, path);
    expect(html).toContain('<title>Tagged page</title>');
    const { headers } = await browse(world.apiUrl, path);
    const etag = headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const revalidated = await fetch(`${world.apiUrl}${path}`, {
      headers: { accept: 'text/html', 'if-none-match': `W/"other", ${etag!}` },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe('no-cache');
    expect(await revalidated.text()).toBe('');
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/update-name`, {
      name: 'Retitled',
    });
    const changed = await fetch(`${world.apiUrl}${path}`, {
      headers: { accept: 'text/html', 'if-none-match': etag! },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('<title>Retitled</title>');
  });

  it('API-PUB-03 / unpublished, trashed or protected after being served: never served again, not even as a 304', async () => {
    const world = await publishWorld(current());
    const gone = await publishedTitle(world, 'Soon unpublished', 'soon-unpublished');
    const trashed = await publishedTitle(world, 'Soon trashed', 'soon-trashed');
    const locked = await publishedTitle(world, 'Soon locked', 'soon-locked');
    const paths = ['soon-unpublished', 'soon-trashed', 'soon-locked'].map(
      (n) => `/${world.workspaceId}/${n}`,
    );
    const etags: string[] = [];
    for (const path of paths) {
      expect(await pageTwice(world.apiUrl, path)).not.toContain(noindex);
      etags.push((await browse(world.apiUrl, path)).headers.get('etag')!);
    }
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${gone}/unpublish`);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${trashed}/move-to-trash`);
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: locked, password: 'letmein' },
    ]);
    for (const [index, title] of ['Soon unpublished', 'Soon trashed', 'Soon locked'].entries()) {
      const path = paths[index]!;
      const html = await pageTwice(world.apiUrl, path);
      expect(html).toContain(noindex);
      expect(html).not.toContain(title);
      const asked = await fetch(`${world.apiUrl}${path}`, {
        headers: { accept: 'text/html', 'if-none-match': etags[index]! },
      });
      expect(asked.status).toBe(200);
      expect(await asked.text()).not.toContain(title);
    }
    // Restored from the trash, the page is served again; its password taken off, the other one too.
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${trashed}/restore-from-trash`);
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [{ view_id: locked, password: null }]);
    expect(await pageTwice(world.apiUrl, paths[1]!)).toContain('<title>Soon trashed</title>');
    expect(await pageTwice(world.apiUrl, paths[2]!)).toContain('<title>Soon locked</title>');
  });

  it('a move into a private space, a new namespace, a page published beside it: the next answer shows it', async () => {
    const world = await publishWorld(current());
    const page = await publishedTitle(world, 'Moving page', 'moving');
    const path = `/${world.workspaceId}/moving`;
    expect(await pageTwice(world.apiUrl, path)).toContain(`${publicUrl}/${world.workspaceId}/moving`);
    // A page published beside it appears in its outline.
    await publishedTitle(world, 'Neighbour page', 'neighbour');
    expect(await pageTwice(world.apiUrl, path)).toContain(`href="/${world.workspaceId}/neighbour"`);
    // A new namespace: the canonical address and the links follow, the old address keeps resolving.
    const namespace = `ns-${world.workspaceId.slice(0, 8)}`;
    await world.ok('Owner', 'PUT', '/api/workspace/{ws}/publish-namespace', {
      old_namespace: world.workspaceId,
      new_namespace: namespace,
    });
    const renamed = await pageTwice(world.apiUrl, `/${namespace}/moving`);
    expect(renamed).toContain(`<link rel="canonical" href="${publicUrl}/${namespace}/moving">`);
    expect(renamed).toContain(`href="/${namespace}/neighbour"`);
    expect(await pageTwice(world.apiUrl, path)).toContain(
      `<link rel="canonical" href="${publicUrl}/${namespace}/moving">`,
    );
    // Into a private space: the public no longer sees it.
    const privateSpace = await world.space('Private');
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/move`, {
      new_parent_view_id: privateSpace.view_id,
      prev_view_id: null,
    });
    const hidden = await pageTwice(world.apiUrl, `/${namespace}/moving`);
    expect(hidden).toContain(noindex);
    expect(hidden).not.toContain('Moving page');
  });

  it('issue 11 / a kept answer holds nothing the generation does not follow: a new last edit (no trigger) changes no answer', async () => {
    const world = await publishWorld(current());
    const page = await publishedTitle(world, 'Edited page', 'edited');
    const child = await world.createPage('Owner', page, 'Child page');
    await world.publish(child, { publish_name: 'edited-child' });
    const db = world.ctx.server.database.db;
    const path = `/${world.workspaceId}/edited`;
    const render = createPublishedPageHtml(db, publicUrl);
    const before = await render(path, {}, shellIndexHtml);
    expect(before?.body.toString()).toContain('id="quire-hydration"');
    const generation = await publishGenerationOf(db, world.workspaceId);
    // What every content update writes besides the collab (collab/appendUpdates.ts), alone: the page, its
    // child and its space edited last at another time. The generation stays, so the kept answer is served.
    await db
      .updateTable('views')
      .set({ last_edited_time: '2031-02-03T04:05:06.000Z' })
      .where('workspace_id', '=', world.workspaceId)
      .execute();
    expect(await publishGenerationOf(db, world.workspaceId)).toEqual(generation);
    expect(await render(path, {}, shellIndexHtml)).toBe(before);
    // The answer drawn afresh now is the same bytes: the kept one carried nothing the edit changed.
    const fresh = await createPublishedPageHtml(db, publicUrl)(path, {}, shellIndexHtml);
    expect(fresh?.body.toString()).toBe(before?.body.toString());
    expect(fresh?.body.toString()).not.toContain('last_edited');
  });

  it('issue 11 / an expiry date passes with no write at all: the page, and its link on another page, stop at once', async () => {
    const world = await publishWorld(current());
    await publishedTitle(world, 'Staying page', 'staying');
    const expiring = await publishedTitle(world, 'Expiring page', 'expiring');
    const expiresAt = Date.now() + 3_000;
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: expiring, expires_at: new Date(expiresAt).toISOString() },
    ]);
    const stayingPath = `/${world.workspaceId}/staying`;
    const expiringPath = `/${world.workspaceId}/expiring`;
    expect(await pageTwice(world.apiUrl, expiringPath)).toContain('<title>Expiring page</title>');
    expect(await pageTwice(world.apiUrl, stayingPath)).toContain(`href="${expiringPath}"`);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 200));
    const expired = await pageTwice(world.apiUrl, expiringPath);
    expect(expired).toContain(noindex);
    expect(expired).not.toContain('Expiring page');
    const other = await pageTwice(world.apiUrl, stayingPath);
    expect(other).toContain('<title>Staying page</title>');
    expect(other).not.toContain(`href="${expiringPath}"`);
    expect(other).not.toContain('Expiring page');
  });
});

describeWithPostgresAndRedis('the kept answer across two instances on PostgreSQL + Redis', () => {
  let webRoot = { dir: '', remove: async () => {} };
  beforeAll(async () => {
    webRoot = await makeWebRoot();
  });
  afterAll(async () => {
    await webRoot.remove();
  });
  const instances = useTwoInstances(() => ({ QUIRE_WEB_ROOT: webRoot.dir, QUIRE_PUBLIC_URL: publicUrl }));

  it('issue 11 / a change made through one instance is never answered stale by the other, which had the page kept', async () => {
    const first = instances.first();
    const second = instances.second();
    const world = await publishWorld(first);
    const page = await publishedTitle(world, 'Shared page', 'shared');
    const path = `/${world.workspaceId}/shared`;
    expect(await pageTwice(second.apiUrl, path)).toContain('<title>Shared page</title>');
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/update-name`, {
      name: 'Renamed once',
    });
    expect(await pageTwice(second.apiUrl, path)).toContain('<title>Renamed once</title>');
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [{ view_id: page, password: 'letmein' }]);
    expect(await pageTwice(second.apiUrl, path)).not.toContain('Renamed once');
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [{ view_id: page, password: null }]);
    expect(await pageTwice(second.apiUrl, path)).toContain('<title>Renamed once</title>');
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/move-to-trash`);
    expect(await pageTwice(second.apiUrl, path)).toContain(noindex);
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/restore-from-trash`);
    expect(await pageTwice(second.apiUrl, path)).toContain('<title>Renamed once</title>');
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/unpublish`);
    const html = await pageTwice(second.apiUrl, path);
    expect(html).toContain(noindex);
    expect(html).not.toContain('Renamed once');
  });
});
