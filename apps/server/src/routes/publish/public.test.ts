// The public reads of published pages (spec 001 §6, §7 "Publishing"; reference §3.8), without a session:
// meta, blob, publish info and outline, answered from the published copies through the view policy.
import type { PublishInfo, PublishedOutlineView, PublishedViewMeta } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from '../../../test/harness.js';
import { outlineIds, publishWorld, publishedText } from '../../../test/publish.js';

describe.each(backends)('published pages read by the public on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-PUB-10 / API-PUB-15, ENT-08 / ENT-09, PRM-05 / PRM-12: the meta names the view, its published children and its ancestors', async () => {
    const world = await publishWorld(current());
    const parent = await world.createPage('Owner', world.general.view_id, 'Parent');
    const page = await world.createPage('Owner', parent, 'Page');
    const shownChild = await world.createPage('Owner', page, 'Shown child');
    await world.createPage('Owner', page, 'Unpublished child');
    await world.ok('Owner', 'POST', `/api/workspace/{ws}/page-view/${page}/update-icon`, {
      icon: { ty: 0, value: '📘' },
    });
    await world.publish(page, { publish_name: 'page' });
    await world.publish(shownChild, { publish_name: 'child' });
    const meta = await world.anon<PublishedViewMeta>(`/api/workspace/v1/published/${world.workspaceId}/page`);
    expect(meta.code).toBe(0);
    expect(meta.data?.view).toMatchObject({
      view_id: page,
      name: 'Page',
      icon: { ty: 0, value: '📘' },
      layout: 0,
      created_by: null,
      last_edited_by: null,
      child_views: null,
    });
    expect(JSON.parse(meta.data?.view.extra ?? '{}')).toMatchObject({ is_space: false });
    expect(meta.data?.child_views.map((view) => view.name)).toEqual(['Shown child']);
    expect(meta.data?.ancestor_views.map((view) => view.name)).toEqual(['General', 'Parent', 'Page']);
  });

  it('API-PUB-11 / API-PUB-16: the blob is the published Yjs state of a document; a database answers the JSON blob (ENT-49)', async () => {
    const world = await publishWorld(current());
    const doc = await world.createPage('Owner', world.general.view_id, 'Doc');
    const grid = await world.createPage('Owner', world.general.view_id, 'Grid', 1);
    await world.type(doc, 'Published words');
    await world.publish(doc, { publish_name: 'doc' });
    await world.publish(grid, { publish_name: 'grid' });
    const { bytes } = await world.blob(`/api/workspace/published/${world.workspaceId}/doc/blob`);
    expect(publishedText(bytes ?? new Uint8Array())).toBe('Published words');
    const response = await fetch(`${world.apiUrl}/api/workspace/published/${world.workspaceId}/grid/blob`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const blob = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(blob).sort()).toEqual([
      'database_collab',
      'database_relations',
      'database_row_collabs',
      'database_row_document_collabs',
      'visible_database_view_ids',
    ]);
    expect((blob.database_collab as number[]).length).toBeGreaterThan(2);
  });

  it("API-PUB-12 / API-PUB-20, VAL-01: 'View has not been published yet' and 'View meta has not been published yet'", async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Never published');
    for (const id of [page, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect(await world.anon(`/api/workspace/v1/published-info/${id}`)).toMatchObject({
        status: 200,
        code: ErrorCode.RecordNotFound,
        message: 'View has not been published yet',
      });
    }
    for (const path of [`${world.workspaceId}/nothing`, 'no-such-namespace/nothing']) {
      expect(await world.anon(`/api/workspace/v1/published/${path}`)).toMatchObject({
        code: ErrorCode.RecordNotFound,
        message: 'View meta has not been published yet',
      });
      const { envelope } = await world.blob(`/api/workspace/published/${path}/blob`);
      expect(envelope).toMatchObject({ status: 200, code: ErrorCode.RecordNotFound });
    }
  });

  it('API-PUB-13, ENT-05, PRM-06: the outline holds published pages and their ancestors only, in folder order', async () => {
    const world = await publishWorld(current());
    const parent = await world.createPage('Owner', world.general.view_id, 'Parent');
    const first = await world.createPage('Owner', parent, 'First');
    const hidden = await world.createPage('Owner', parent, 'Hidden');
    const second = await world.createPage('Owner', parent, 'Second');
    await world.publish(second, { publish_name: 'second' });
    await world.publish(first, { publish_name: 'first' });
    const outline = await world.anon<PublishedOutlineView>(
      `/api/workspace/published-outline/${world.workspaceId}`,
    );
    expect(outline.code).toBe(0);
    expect(outline.data).toMatchObject({ view_id: world.workspaceId, name: 'Matrix', is_published: false });
    const [space] = outline.data?.children ?? [];
    expect(space).toMatchObject({ view_id: world.general.view_id, is_published: false });
    expect(space?.children.map((view) => view.view_id)).toEqual([parent]);
    const entries = space?.children[0]?.children ?? [];
    expect(entries.map((view) => [view.name, view.is_published, view.publish_name])).toEqual([
      ['First', true, 'first'],
      ['Second', true, 'second'],
    ]);
    expect(outlineIds(outline.data as PublishedOutlineView)).not.toContain(hidden);
    expect(await world.anon('/api/workspace/published-outline/nobody-here')).toMatchObject({
      code: ErrorCode.RecordNotFound,
    });
  });

  it('a protected page: info says so; meta and blob need the password in the header or a POSTed body (not the URL); the outline leaves it out', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Secret');
    await world.type(page, 'Only with the password');
    await world.publish(page, { publish_name: 'secret', password: 'correct horse' });
    const info = await world.anon<PublishInfo>(`/api/workspace/v1/published-info/${page}`);
    expect(info.data?.password_protected).toBe(true);
    expect(JSON.stringify(info)).not.toMatch(/scrypt|correct horse/);
    const meta = `/api/workspace/v1/published/${world.workspaceId}/secret`;
    const blob = `/api/workspace/published/${world.workspaceId}/secret/blob`;
    expect(await world.anon(meta)).toMatchObject({ code: ErrorCode.InvalidPassword });
    expect(await world.anon(`${meta}?password=correct%20horse`)).toMatchObject({
      code: ErrorCode.InvalidPassword,
    });
    expect((await world.blob(blob)).envelope).toMatchObject({ code: ErrorCode.InvalidPassword });
    const header = { 'x-publish-password': 'correct horse' };
    expect((await world.anon<PublishedViewMeta>(meta, header)).data?.view.view_id).toBe(page);
    expect(publishedText((await world.blob(blob, header)).bytes ?? new Uint8Array())).toBe(
      'Only with the password',
    );
    // Or POSTed in the body.
    const post = async (path: string, body: unknown) =>
      fetch(`${world.apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const posted = (await (await post(meta, { password: 'correct horse' })).json()) as { code: number };
    expect(posted.code).toBe(0);
    const wrong = (await (await post(meta, { password: 'wrong horse' })).json()) as { code: number };
    expect(wrong.code).toBe(ErrorCode.InvalidPassword);
    const postedBlob = await post(blob, { password: 'correct horse' });
    expect(publishedText(new Uint8Array(await postedBlob.arrayBuffer()))).toBe('Only with the password');
    const outline = await world.anon<PublishedOutlineView>(
      `/api/workspace/published-outline/${world.workspaceId}`,
    );
    expect(outlineIds(outline.data as PublishedOutlineView)).not.toContain(page);
    // The password removed, the page is open to all again.
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [{ view_id: page, password: null }]);
    expect((await world.anon(meta)).code).toBe(0);
  });

  it('an expired publication is refused everywhere until the expiry is moved or removed', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Dated');
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await world.publish(page, { publish_name: 'dated', expires_at: future });
    const meta = `/api/workspace/v1/published/${world.workspaceId}/dated`;
    expect((await world.anon(meta)).code).toBe(0);
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [{ view_id: page, expires_at: past }]);
    expect(await world.anon(meta)).toMatchObject({ code: ErrorCode.RecordNotFound });
    expect(
      (await world.blob(`/api/workspace/published/${world.workspaceId}/dated/blob`)).envelope,
    ).toMatchObject({
      code: ErrorCode.RecordNotFound,
    });
    expect((await world.anon(`/api/workspace/v1/published-info/${page}`)).code).toBe(
      ErrorCode.RecordNotFound,
    );
    const outline = await world.anon<PublishedOutlineView>(
      `/api/workspace/published-outline/${world.workspaceId}`,
    );
    expect(outlineIds(outline.data as PublishedOutlineView)).not.toContain(page);
    await world.ok('Owner', 'PATCH', '/api/workspace/{ws}/publish', [{ view_id: page, expires_at: null }]);
    expect((await world.anon(meta)).code).toBe(0);
  });

  it('a signed-in outsider reads published pages like anyone, and sees nothing more', async () => {
    const world = await publishWorld(current());
    const page = await world.createPage('Owner', world.general.view_id, 'Open');
    await world.publish(page, { publish_name: 'open' });
    const answer = await world.call<PublishedViewMeta>(
      'NonMember',
      'GET',
      `/api/workspace/v1/published/${world.workspaceId}/open`,
    );
    expect(answer.data?.view.view_id).toBe(page);
    const info = await world.call<PublishInfo>(
      'NonMember',
      'GET',
      `/api/workspace/v1/published-info/${page}`,
    );
    expect(info.data?.publisher_email).toBe('');
  });
});
